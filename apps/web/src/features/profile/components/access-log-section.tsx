import { Trans, useLingui } from '@lingui/react/macro';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AccessLogRow } from '@portal/contracts/access-log';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { usePreferences } from '../../../lib/preferences';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { formatInstantTime, formatLongDate } from '../../../lib/time-format';
import { useMyAccessLog } from '../api/get-my-access-log';
import { ProfileSection } from '../../../components/profile-section';

/** Who saw my data (Data Privacy Act): each read of my pay, ID numbers, documents or certificate by someone else. */
export function AccessLogSection() {
  const { t } = useLingui();
  const log = useMyAccessLog();
  const { timeFormat } = usePreferences();
  const { timeZone } = getRuntimeConfig();
  const columns: DataColumn<AccessLogRow>[] = [
    {
      id: 'at',
      header: t`When`,
      accessorKey: 'at',
      Cell: ({ row }) =>
        `${formatLongDate(new Date(row.original.at), timeZone)}, ${formatInstantTime(new Date(row.original.at), timeZone, timeFormat)}`,
    },
    { id: 'actor_name', header: t`Who`, accessorKey: 'actor_name' },
    {
      id: 'what',
      header: t`What`,
      accessorFn: (row) => {
        const what = row.what;
        return row.subject_empid === null ? t`${what} (everyone's)` : what;
      },
    },
    { id: 'detail', header: t`Detail`, accessorKey: 'detail' },
  ];
  return (
    <ProfileSection title={t`Who saw my data`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Trans>
          Each time someone else opened your pay, government ID numbers, supporting documents or certificates, or a list
          of everyone&apos;s that holds yours.
        </Trans>
      </Typography>
      {log.isLoading ? (
        <Skeleton variant="rounded" height={120} aria-label={t`Loading who saw your data`} />
      ) : log.isError ? (
        <Typography role="alert" color="error">
          <Trans>Who saw your data could not be loaded. Try Refresh.</Trans>
        </Typography>
      ) : (
        <>
          <DataTable<AccessLogRow>
            label={t`Who saw my data`}
            columns={columns}
            rows={log.data?.rows ?? []}
            loading={false}
            rowId={(row) => row.id}
            initialSorting={[{ id: 'at', desc: true }]}
            pageSize={10}
            testId="access-log-row"
            emptyText={t`Nobody else has opened your data.`}
          />
          {log.data?.truncated && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              <Trans>The newest reads are shown; ask HR for older ones.</Trans>
            </Typography>
          )}
        </>
      )}
    </ProfileSection>
  );
}
