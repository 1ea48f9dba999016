import { useState } from 'react';
import Button from '@mui/material/Button';
import EventRepeat from '@mui/icons-material/EventRepeat';
import type { MRT_TableInstance } from 'material-react-table';
import { SCHEDULE_IMPORT_COLUMNS, adminScheduleRoutes, type ScheduleRow } from '@portal/contracts/admin-shifts';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { useAdminSchedules } from './api/schedules';
import { ScheduleDialog } from './components/schedule-dialog';
import { formatRestDays } from './components/weekdays';

const columns: DataColumn<ScheduleRow>[] = [
  { accessorKey: 'emp_id', header: 'Emp. no.' },
  { accessorFn: (row) => (row.active ? row.fullname : `${row.fullname} (separated)`), id: 'fullname', header: 'Name' },
  { accessorKey: 'department', header: 'Department' },
  { accessorFn: (row) => row.schedule ?? 'No shift', id: 'schedule', header: 'Shift' },
  { accessorFn: (row) => formatRestDays(row.rest_days), id: 'rest_days', header: 'Rest days' },
];

/** Each employee's default shift and rest days; HR sets them for one or many at once, or imports them. */
export function SchedulesPage() {
  const list = useAdminSchedules();
  const [editing, setEditing] = useState<{ people: ScheduleRow[]; table: MRT_TableInstance<ScheduleRow> | null } | null>(null);
  return (
    <AdminListScreen<ScheduleRow>
      title="Schedules"
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => row.emp_id}
      initialSorting={[{ id: 'fullname', desc: false }]}
      pinnedLeft={['emp_id']}
      emptyText="No employees yet."
      exportFileName="schedules.csv"
      importing={{ route: adminScheduleRoutes.importSchedules, columns: SCHEDULE_IMPORT_COLUMNS.all, title: 'Import schedules' }}
      selectable={() => true}
      toolbarActions={(selected, table) => (
        <Button size="small" variant="contained" startIcon={<EventRepeat />} disabled={selected.length === 0} onClick={() => setEditing({ people: selected, table })}>
          Set schedule{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      )}
      rowActions={(row) => (
        <Button size="small" onClick={() => setEditing({ people: [row], table: null })}>
          Set
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
