import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accessLogRoutes, type BreachReportRow } from '@portal/contracts/access-log';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { callApi } from '../../lib/api-client';
import { usePreferences } from '../../lib/preferences';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatInstantTime, formatLongDate, shiftDate } from '../../lib/time-format';
import { readKindLabel } from './read-kinds';

const EMPLOYEE_NO = /^\d{1,8}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a datetime-local value's time, not for people
const MIDNIGHT = 'T00:00';

/**
 * The list a breach notification needs (Data Privacy Act: the NPC and the people
 * affected, within 72 hours): everyone whose data was read or exported in a window of
 * the company's clock, optionally by the one account that was compromised.
 */
export function BreachReportPage() {
  const { t } = useLingui();
  const { timeZone } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const today = dateOfInstant(serverNow(), timeZone);
  const [filter, setFilter] = useState({
    from: `${shiftDate(today, -7)}${MIDNIGHT}`,
    to: `${shiftDate(today, 1)}${MIDNIGHT}`,
    actor: '',
  });
  const valid = DATE_TIME.test(filter.from) && DATE_TIME.test(filter.to) && filter.from < filter.to;
  const query = { from: filter.from, to: filter.to, actor: EMPLOYEE_NO.test(filter.actor) ? filter.actor : undefined };
  const report = useQuery({
    queryKey: ['admin', 'breach-report', query],
    queryFn: ({ signal }) => callApi(accessLogRoutes.breachReport, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: valid,
  });
  const set = (key: keyof typeof filter) => (event: { target: { value: string } }) =>
    setFilter({ ...filter, [key]: event.target.value });
  const when = (instant: string) =>
    `${formatLongDate(new Date(instant), timeZone)}, ${formatInstantTime(new Date(instant), timeZone, timeFormat)}`;
  const columns: DataColumn<BreachReportRow>[] = [
    {
      id: 'person',
      header: t({ message: 'Person', context: 'a column: the person whose data was read' }),
      accessorFn: (row) => {
        const name = row.name;
        const empid = row.empid;
        return row.active ? `${name} (${empid})` : t`${name} (${empid}), separated`;
      },
    },
    { id: 'email', header: t`E-mail`, accessorFn: (row) => row.email ?? t`none on record` },
    {
      id: 'what',
      header: t`What was read`,
      accessorFn: (row) => {
        const what = row.what.map(readKindLabel).join(', ');
        return row.only_in_lists ? t`${what} (in lists of everyone's)` : what;
      },
    },
    { id: 'reads', header: t`Reads`, accessorKey: 'reads' },
    { id: 'first', header: t`First read`, accessorKey: 'first_at', Cell: ({ row }) => when(row.original.first_at) },
    { id: 'last', header: t`Last read`, accessorKey: 'last_at', Cell: ({ row }) => when(row.original.last_at) },
    { id: 'readers', header: t`Read by`, accessorFn: (row) => row.readers.join(', ') },
  ];
  const people = report.data?.rows.length ?? 0;
  const reads = report.data?.reads ?? 0;
  return (
    <AdminListScreen<BreachReportRow>
      title={t`Breach Report`}
      intro={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t`Everyone whose personal data was read or exported in a window, with what and by whom: the list the National Privacy Commission and the people affected must receive within 72 hours of a breach.`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
            <TextField
              label={t`From`}
              type="datetime-local"
              size="small"
              value={filter.from}
              onChange={set('from')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t`Until`}
              type="datetime-local"
              size="small"
              value={filter.to}
              onChange={set('to')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t`Account (employee no.)`}
              size="small"
              value={filter.actor}
              onChange={set('actor')}
              helperText={t`Only what this account read`}
            />
          </Stack>
          {!valid && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t`Until must be after From.`}
            </Alert>
          )}
          {report.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {report.error.message}
            </Alert>
          )}
          {report.data && (
            <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
              {t`${plural(people, { one: '# person', other: '# people' })} affected by ${plural(reads, { one: '# read', other: '# reads' })}.`}
            </Typography>
          )}
        </>
      }
      columns={columns}
      rows={report.data?.rows}
      loading={report.isLoading}
      refreshing={report.isFetching}
      onRefresh={() => void report.refetch()}
      rowId={(row) => row.empid}
      initialSorting={[{ id: 'person', desc: false }]}
      emptyText={t`Nobody's data was read in this window.`}
      exportFileName={`breach-report-${filter.from.replace(':', '')}-${filter.to.replace(':', '')}.csv`}
    />
  );
}
