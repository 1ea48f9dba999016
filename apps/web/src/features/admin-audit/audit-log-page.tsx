import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminAuditRoutes, type AuditRow } from '@portal/contracts/admin';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { callApi } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, shiftDate } from '../../lib/time-format';

/** The log's columns, headed in the active language (the headers are the export's too). */
function columnsOf(): DataColumn<AuditRow>[] {
  return [
    { accessorKey: 'at', header: i18n._(msg`When`), Cell: ({ cell }) => cell.getValue<string>().replace('T', ' ') },
    { accessorKey: 'actor_name', header: i18n._(msg`By`), Cell: ({ row }) => row.original.actor_name ?? row.original.actor_emp_id ?? i18n._(msg`system`) },
    { accessorKey: 'action', header: i18n._(msg`Action`) },
    { accessorKey: 'entity', header: i18n._(msg`Type`) },
    { accessorKey: 'entity_id', header: i18n._(msg({ message: 'Record', context: 'a column: the record that changed' })) },
  ];
}

function Values({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 320, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** HR browses the audit log: who changed what, when, and the values before and after. */
export function AuditLogPage() {
  const { t } = useLingui();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const [filter, setFilter] = useState({ empId: '', entity: '', fromDate: shiftDate(today, -30), toDate: today });
  const query = {
    empId: /^\d{1,8}$/.test(filter.empId) ? filter.empId : undefined,
    entity: filter.entity || undefined,
    fromDate: filter.fromDate || undefined,
    toDate: filter.toDate || undefined,
  };
  const list = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => callApi(adminAuditRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const entities = useQuery({ queryKey: ['admin', 'audit', 'entities'], queryFn: ({ signal }) => callApi(adminAuditRoutes.entities, { signal }) });
  const set = (key: keyof typeof filter) => (event: { target: { value: string } }) => setFilter({ ...filter, [key]: event.target.value });
  return (
    <AdminListScreen<AuditRow>
      title={t`Audit Log`}
      intro={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <TextField label={t`Employee no.`} size="small" value={filter.empId} onChange={set('empId')} helperText={t`Who acted, or whom it is about`} />
          <TextField
            select
            label={t`Type`}
            size="small"
            value={filter.entity}
            onChange={set('entity')}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <Trans>All types</Trans>
            </MenuItem>
            {(entities.data ?? []).map((entity) => (
              <MenuItem key={entity} value={entity}>
                {entity}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t`From`} type="date" size="small" value={filter.fromDate} onChange={set('fromDate')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={t`To`} type="date" size="small" value={filter.toDate} onChange={set('toDate')} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
      }
      columns={columnsOf()}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => row.id}
      initialSorting={[{ id: 'at', desc: true }]}
      emptyText={t`No changes match these filters.`}
      exportFileName={`audit-log-${filter.fromDate}-${filter.toDate}.csv`}
      renderDetail={(row) => (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 1 }}>
          <Values title={t`Before`} value={row.before} />
          <Values title={t`After`} value={row.after} />
        </Stack>
      )}
    />
  );
}
