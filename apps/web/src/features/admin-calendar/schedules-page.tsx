import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import EventRepeat from '@mui/icons-material/EventRepeat';
import type { MRT_TableInstance } from 'material-react-table';
import { SCHEDULE_IMPORT_COLUMNS, adminScheduleRoutes, type ScheduleRow } from '@portal/contracts/admin-shifts';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { useAdminSchedules } from './api/schedules';
import { ScheduleDialog } from './components/schedule-dialog';
import { formatRestDays } from './components/weekdays';

/** Each employee's default shift and rest days; HR sets them for one or many at once, or imports them. */
export function SchedulesPage() {
  const { t } = useLingui();
  const columns = useMemo<DataColumn<ScheduleRow>[]>(
    () => [
      { accessorKey: 'emp_id', header: t`Emp. no.` },
      {
        // "Maria Santos (separated)" for someone who has left.
        accessorFn: (row) => {
          const fullname = row.fullname;
          return row.active ? fullname : t`${fullname} (separated)`;
        },
        id: 'fullname',
        header: t`Name`,
      },
      { accessorKey: 'department', header: t`Department` },
      { accessorFn: (row) => row.schedule ?? t`No shift`, id: 'schedule', header: t`Shift` },
      { accessorFn: (row) => formatRestDays(row.rest_days), id: 'rest_days', header: t`Rest days` },
    ],
    [t],
  );
  const list = useAdminSchedules();
  const [editing, setEditing] = useState<{ people: ScheduleRow[]; table: MRT_TableInstance<ScheduleRow> | null } | null>(null);
  return (
    <AdminListScreen<ScheduleRow>
      title={t`Schedules`}
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => row.emp_id}
      initialSorting={[{ id: 'fullname', desc: false }]}
      pinnedLeft={['emp_id']}
      emptyText={t`No employees yet.`}
      exportFileName="schedules.csv"
      importing={{ route: adminScheduleRoutes.importSchedules, columns: SCHEDULE_IMPORT_COLUMNS.all, title: t`Import schedules` }}
      selectable={() => true}
      toolbarActions={(selected, table) => {
        const count = selected.length;
        return (
          <Button size="small" variant="contained" startIcon={<EventRepeat />} disabled={count === 0} onClick={() => setEditing({ people: selected, table })}>
            {count > 0 ? <Trans>Set schedule ({count})</Trans> : <Trans>Set schedule</Trans>}
          </Button>
        );
      }}
      rowActions={(row) => (
        <Button size="small" onClick={() => setEditing({ people: [row], table: null })}>
          <Trans>Set</Trans>
        </Button>
      )}
    >
      {editing && (
        <ScheduleDialog
          people={editing.people}
          onClose={() => setEditing(null)}
          onSaved={() => editing.table?.resetRowSelection()}
        />
      )}
    </AdminListScreen>
  );
}
