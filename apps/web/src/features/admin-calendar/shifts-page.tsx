import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { SHIFT_IMPORT_COLUMNS, adminShiftRoutes, type ShiftRow } from '@portal/contracts/admin-shifts';
import { AdminListScreen } from '../../components/admin-list-screen';
import type { DataColumn } from '../../components/data-table';
import { useAdminShifts, useDeleteShift } from './api/shifts';
import { ShiftDialog } from './components/shift-dialog';

/** HR's shift table: add, edit, delete (while unused) and import shifts. */
export function ShiftsPage() {
  const { t } = useLingui();
  const columns = useMemo<DataColumn<ShiftRow>[]>(
    () => [
      { accessorKey: 'shift', header: t`Code` },
      { accessorKey: 'shiftdesc', header: t`Description` },
      { accessorKey: 'timein', header: t`Time in` },
      {
        accessorKey: 'timeout',
        header: t`Time out`,
        Cell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{row.original.timeout}</span>
            {row.original.night && <Chip size="small" label={t`next day`} variant="outlined" />}
          </Stack>
        ),
      },
      { accessorFn: (row) => row.break_start ?? t`middle hour`, id: 'break_start', header: t`Break at` },
      { accessorKey: 'break_minutes', header: t`Break min` },
      { accessorKey: 'employees', header: t`Staff` },
    ],
    [t],
  );
  const list = useAdminShifts();
  const remove = useDeleteShift();
  const [editing, setEditing] = useState<ShiftRow | 'new' | null>(null);
  return (
    <AdminListScreen<ShiftRow>
      title={t`Shifts`}
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => row.shift}
      initialSorting={[{ id: 'shift', desc: false }]}
      pinnedLeft={['shift']}
      emptyText={t`No shifts yet. Add one, or import a CSV.`}
      exportFileName="shifts.csv"
      newLabel={t`New shift`}
      onNew={() => setEditing('new')}
      importing={{ route: adminShiftRoutes.importShifts, columns: SHIFT_IMPORT_COLUMNS.all, title: t`Import shifts` }}
      onEdit={setEditing}
      removing={{
        title: (row) => {
          const code = row.shift;
          return t`Delete shift ${code}?`;
        },
        message: () => t`A shift that employees or requests use cannot be deleted; the portal will say so.`,
        pending: remove.isPending,
        remove: (row) => remove.mutateAsync(row.shift),
      }}
    >
      {editing && <ShiftDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListScreen>
  );
}
