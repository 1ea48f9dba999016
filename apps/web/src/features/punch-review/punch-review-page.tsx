import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FlaggedPunch } from '@portal/contracts/punch-review';
import { DataTable, type DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { describeClockDrift } from '../../lib/clock-drift';
import { usePreferences } from '../../lib/preferences';
import { formatDate, formatTime } from '../../lib/time-format';
import { useFlaggedPunches, useReviewPunches } from './api/punch-review';
import { ReviewActions } from './components/review-actions';

/** Each flag in words, as the time records name them. */
export function flagsOf(punch: FlaggedPunch): string {
  const flags: string[] = [];
  if (punch.location_unknown) flags.push('Location unknown');
  if (punch.outside_geofence) flags.push(punch.outside_reason ? `Outside office area ("${punch.outside_reason}")` : 'Outside office area');
  if (punch.offline) flags.push('Sent later (offline)');
  if (punch.clock_drift_seconds !== null) flags.push(describeClockDrift(punch.clock_drift_seconds));
  return flags.join(', ');
}

function decisionOf(punch: FlaggedPunch): string {
  if (!punch.review_status) return 'Waiting for review';
  const verb = punch.review_status === 'accepted' ? 'Accepted' : 'Rejected';
  return `${verb} by ${punch.reviewed_by ?? 'someone'} on ${punch.reviewed_at ?? ''}${punch.review_remarks ? `: ${punch.review_remarks}` : ''}`;
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
  const decide = (ids: number[]) => (decision: { decision: 'accept' | 'reject'; remarks: string }) => review.mutateAsync({ ids, ...decision });
  const describePunch = (punch: FlaggedPunch) => `${punch.fullname}'s time ${punch.direction} at ${formatTime(punch.time, timeFormat)}, ${formatDate(punch.trdate)}`;
  const columns = useMemo<DataColumn<FlaggedPunch>[]>(
    () => [
      { id: 'fullname', accessorKey: 'fullname', header: 'Employee' },
      { id: 'trdate', accessorKey: 'trdate', header: 'Date', Cell: ({ row }) => formatDate(row.original.trdate) },
      { id: 'punch', header: 'Punch', accessorFn: (punch) => `Time ${punch.direction} ${formatTime(punch.time, timeFormat)}` },
      { id: 'flags', header: 'Flagged', accessorFn: flagsOf },
      { id: 'address', header: 'Where', accessorFn: (punch) => punch.address ?? '' },
      { id: 'decision', header: 'Review', accessorFn: decisionOf },
    ],
    [timeFormat],
  );
  return (
    <Box>
      <PageHeader title="Punch Review" onRefresh={() => void punches.refetch()} refreshing={punches.isFetching} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Punches the time clock flagged for your team: outside the office area, from a phone whose clock was off, or sent later
        from a phone that was offline. A rejected punch no longer counts in attendance.
      </Typography>
      <Tabs value={status} onChange={(_event, value: 'pending' | 'reviewed') => setStatus(value)} aria-label="Which punches" sx={{ mb: 1 }}>
        <Tab value="pending" label="To review" />
        <Tab value="reviewed" label="Reviewed" />
      </Tabs>
      <DataTable<FlaggedPunch>
        key={status}
        label={status === 'pending' ? 'Flagged punches to review' : 'Reviewed punches'}
        columns={columns}
        rows={punches.data}
        loading={punches.isLoading}
        emptyText={status === 'pending' ? 'No flagged punches wait for review. You are all caught up.' : 'No punches have been reviewed yet.'}
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
