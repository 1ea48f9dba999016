import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accessLogRoutes, type AdminAccessLogRow } from '@portal/contracts/access-log';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { callApi } from '../../lib/api-client';
import { usePreferences } from '../../lib/preferences';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatInstantTime, formatLongDate, shiftDate } from '../../lib/time-format';
import { readKindLabel } from './read-kinds';

const EMPLOYEE_NO = /^\d{1,8}$/;

/**
 * HR reads who saw whose personal data: a period, narrowed to the account that read
 * (whose data did it read: the list a breach notification needs) or to a person
 * (who read theirs), with CSV and Excel.
 */
export function AccessLogPage() {
  const { t } = useLingui();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const { timeFormat } = usePreferences();
  const { timeZone } = getRuntimeConfig();
  const [filter, setFilter] = useState({ actor: '', subject: '', from: shiftDate(today, -7), to: today });
  const query = {
    from: filter.from,
    to: filter.to,
    actor: EMPLOYEE_NO.test(filter.actor) ? filter.actor : undefined,
    subject: EMPLOYEE_NO.test(filter.subject) ? filter.subject : undefined,
  };
  const list = useQuery({
    queryKey: ['admin', 'access-log', query],
    queryFn: ({ signal }) => callApi(accessLogRoutes.all, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(filter.from && filter.to && filter.from <= filter.to),
  });
  const set = (key: keyof typeof filter) => (event: { target: { value: string } }) => setFilter({ ...filter, [key]: event.target.value });
  const columns: DataColumn<AdminAccessLogRow>[] = [
    {
      id: 'at',
      header: t`When`,
      accessorKey: 'at',
      Cell: ({ row }) => `${formatLongDate(new Date(row.original.at), timeZone)}, ${formatInstantTime(new Date(row.original.at), timeZone, timeFormat)}`,
    },
    { id: 'actor', header: t`Who read`, accessorFn: (row) => `${row.actor_name} (${row.actor_empid})` },
    { id: 'subject', header: t`Whose data`, accessorFn: (row) => (row.subject_empid === null ? t`Everyone's` : `${row.subject_name ?? ''} (${row.subject_empid})`) },
    { id: 'what', header: t`What`, accessorFn: (row) => readKindLabel(row.what) },
    { id: 'detail', header: t`Detail`, accessorKey: 'detail' },
    { id: 'address', header: t({ message: 'From', context: 'a column: the network address a read came from' }), accessorFn: (row) => row.address ?? '' },
  ];
  const badPeriod = filter.from !== '' && filter.to !== '' && filter.from > filter.to;
  return (
    <AdminListScreen<AdminAccessLogRow>
      title={t`Access Log`}
      intro={
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
            <TextField label={t`From`} type="date" size="small" value={filter.from} onChange={set('from')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label={t`To`} type="date" size="small" value={filter.to} onChange={set('to')} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label={t`Who read (employee no.)`} size="small" value={filter.actor} onChange={set('actor')} helperText={t`Whose data did this account read`} />
            <TextField label={t`Whose data (employee no.)`} size="small" value={filter.subject} onChange={set('subject')} helperText={t`Who read this person's data`} />
          </Stack>
          {badPeriod && <Alert severity="warning" sx={{ mb: 2 }}>
              {t`To must be on or after From.`}
            </Alert>}
          {list.isError && <Alert severity="error" sx={{ mb: 2 }}>{list.error.message}</Alert>}
          {list.data?.truncated && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t`The newest reads of the period are shown: choose a shorter period to see the rest.`}
            </Alert>
          )}
        </>
      }
      columns={columns}
      rows={list.data?.rows}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => row.id}
      initialSorting={[{ id: 'at', desc: true }]}
      emptyText={t`Nobody read anyone else's data in this period.`}
      exportFileName={`access-log-${filter.from}-${filter.to}.csv`}
    />
  );
}
