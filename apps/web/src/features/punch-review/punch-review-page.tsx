import { useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FlaggedPunch } from '@portal/contracts/punch-review';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { describeClockDrift } from '../../lib/clock-drift';
import { i18n } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import { formatDate, formatTime } from '../../lib/time-format';
import { useFlaggedPunches, useReviewPunches } from './api/punch-review';
import { ReviewActions } from './components/review-actions';

/** Each flag in words, as the time records name them. */
export function flagsOf(punch: FlaggedPunch): string {
  const flags: string[] = [];
  if (punch.location_unknown) flags.push(i18n._(msg`Location unknown`));
  const reason = punch.outside_reason;
  if (punch.outside_geofence) flags.push(reason ? i18n._(msg`Outside office area ("${reason}")`) : i18n._(msg`Outside office area`));
  if (punch.offline) flags.push(i18n._(msg`Sent later (offline)`));
  if (punch.clock_drift_seconds !== null) flags.push(describeClockDrift(punch.clock_drift_seconds));
  return flags.join(', ');
}

function decisionOf(punch: FlaggedPunch): string {
  if (!punch.review_status) return i18n._(msg`Waiting for review`);
  const reviewer = punch.reviewed_by;
  const reviewedAt = punch.reviewed_at ?? '';
  const accepted = punch.review_status === 'accepted';
  // Whole sentences for each case, so a language can mark a name and "someone" each its own way.
  const decision = reviewer
    ? accepted
      ? i18n._(msg`Accepted by ${reviewer} on ${reviewedAt}`)
      : i18n._(msg`Rejected by ${reviewer} on ${reviewedAt}`)
    : accepted
      ? i18n._(msg`Accepted by someone on ${reviewedAt}`)
      : i18n._(msg`Rejected by someone on ${reviewedAt}`);
  return punch.review_remarks ? `${decision}: ${punch.review_remarks}` : decision;
}

/**
 * Team leads (their team) and HR (everyone) review the punches the time clock
 * flagged: outside the office area, a phone clock too far off, or sent later from
 * offline. Accept or reject one, or several at once.
 */
export function PunchReviewPage() {
  const [status, setStatus] = useState<'pending' | 'reviewed'>('pending');
  const punches = useFlaggedPunches(status);
  const review = useReviewPunches();
  const { timeFormat } = usePreferences();
  const { t } = useLingui();
  const decide = (ids: number[]) => (decision: { decision: 'accept' | 'reject'; remarks: string }) => review.mutateAsync({ ids, ...decision });
  const describePunch = (punch: FlaggedPunch) => {
    const fullname = punch.fullname;
    const time = formatTime(punch.time, timeFormat);
    const date = formatDate(punch.trdate);
    return punch.direction === 'in' ? t`${fullname}'s time in at ${time}, ${date}` : t`${fullname}'s time out at ${time}, ${date}`;
  };
  const columns = useMemo<DataColumn<FlaggedPunch>[]>(
    () => [
      { id: 'fullname', accessorKey: 'fullname', header: t`Employee` },
      { id: 'trdate', accessorKey: 'trdate', header: t`Date`, Cell: ({ row }) => formatDate(row.original.trdate) },
      {
        id: 'punch',
        header: t`Punch`,
        accessorFn: (punch) => {
          const time = formatTime(punch.time, timeFormat);
          return punch.direction === 'in' ? t`Time in ${time}` : t`Time out ${time}`;
        },
      },
      { id: 'flags', header: t`Flagged`, accessorFn: flagsOf },
      { id: 'address', header: t`Where`, accessorFn: (punch) => punch.address ?? '' },
      { id: 'decision', header: t`Review`, accessorFn: decisionOf },
    ],
    [timeFormat, t],
  );
  return (
    <Box>
      <PageHeader title={t`Punch Review`} onRefresh={() => void punches.refetch()} refreshing={punches.isFetching} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          Punches the time clock flagged for your team: outside the office area, from a phone whose clock was off, or sent later
          from a phone that was offline. A rejected punch no longer counts in attendance.
        </Trans>
      </Typography>
      <Tabs value={status} onChange={(_event, value: 'pending' | 'reviewed') => setStatus(value)} aria-label={t`Which punches`} sx={{ mb: 1 }}>
        <Tab value="pending" label={t`To review`} />
        <Tab value="reviewed" label={t`Reviewed`} />
      </Tabs>
      <DataTable<FlaggedPunch>
        key={status}
        label={status === 'pending' ? t`Flagged punches to review` : t`Reviewed punches`}
        columns={columns}
        rows={punches.data}
        loading={punches.isLoading}
        emptyText={status === 'pending' ? t`No flagged punches wait for review. You are all caught up.` : t`No punches have been reviewed yet.`}
        rowId={(punch) => String(punch.id)}
        initialSorting={[{ id: 'trdate', desc: true }]}
        selectable={status === 'pending' ? () => true : undefined}
        rowActions={(punch) =>
          status === 'pending' ? <ReviewActions ids={[punch.id]} pending={review.isPending} onDecide={decide([punch.id])} label={describePunch(punch)} /> : null
        }
        toolbarActions={
          status === 'pending'
            ? (selected, table) => (
                <ReviewActions
                  ids={selected.map((punch) => punch.id)}
                  pending={review.isPending}
                  onDecide={decide(selected.map((punch) => punch.id))}
                  onDone={() => table.resetRowSelection()}
                />
              )
            : undefined
        }
        testId="flagged-punch"
      />
    </Box>
  );
}
