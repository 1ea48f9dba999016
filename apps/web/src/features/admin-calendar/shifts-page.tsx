import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SHIFT_IMPORT_COLUMNS, adminShiftRoutes, type ShiftRow } from '@portal/contracts/admin-shifts';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { useAdminShifts, useDeleteShift } from './api/shifts';
import { ShiftDialog } from './components/shift-dialog';

const columns: DataColumn<ShiftRow>[] = [
  { accessorKey: 'shift', header: 'Code' },
  { accessorKey: 'shiftdesc', header: 'Description' },
  { accessorKey: 'timein', header: 'Time in' },
  {
    accessorKey: 'timeout',
    header: 'Time out',
    Cell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{row.original.timeout}</span>
        {row.original.night && <Chip size="small" label="next day" variant="outlined" />}
      </Stack>
    ),
  },
  { accessorFn: (row) => row.break_start ?? 'middle hour', id: 'break_start', header: 'Break at' },
  { accessorKey: 'break_minutes', header: 'Break min' },
  { accessorKey: 'employees', header: 'Staff' },
];

/** HR's shift table: add, edit, delete (while unused) and import shifts. */
export function ShiftsPage() {
  const list = useAdminShifts();
  const remove = useDeleteShift();
  const [editing, setEditing] = useState<ShiftRow | 'new' | null>(null);
  return (
    <AdminListScreen<ShiftRow>
      title="Shifts"
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => row.shift}
      initialSorting={[{ id: 'shift', desc: false }]}
      pinnedLeft={['shift']}
      emptyText="No shifts yet. Add one, or import a CSV."
      exportFileName="shifts.csv"
      newLabel="New shift"
      onNew={() => setEditing('new')}
      importing={{ route: adminShiftRoutes.importShifts, columns: SHIFT_IMPORT_COLUMNS.all, title: 'Import shifts' }}
      onEdit={setEditing}
      removing={{
        title: (row) => `Delete shift ${row.shift}?`,
        message: () => 'A shift that employees or requests use cannot be deleted; the portal will say so.',
        pending: remove.isPending,
        remove: (row) => remove.mutateAsync(row.shift),
      }}
    >
      {editing && <ShiftDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListScreen>
  );
}
