import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { describeEligibility, type AdminLeaveType } from '@portal/contracts/admin-leave';
import { AdminListScreen } from '../../../components/admin-list-screen';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-table';
import { useAdminLeaveTypes, useDeleteLeaveType } from '../api/leave-types';
import { LeaveTypeDialog } from './leave-type-dialog';

const columns: DataColumn<AdminLeaveType>[] = [
  { accessorKey: 'payitem', header: 'Code' },
  { accessorKey: 'leave_desc', header: 'Name' },
  { accessorKey: 'annual_hours', header: 'Hours a year' },
  { accessorKey: 'carry_over_cap_hours', header: 'Carry-over cap (h)' },
  {
    accessorFn: (row) => {
      const who = describeEligibility(row);
      return who.charAt(0).toUpperCase() + who.slice(1);
    },
    id: 'eligible_gender',
    header: 'For',
  },
  { accessorKey: 'sort_order', header: 'Order' },
  { accessorKey: 'entitlements', header: 'Entitlements' },
];

/** The leave types: add, edit, and delete one nobody uses. */
export function LeaveTypesSection() {
  const types = useAdminLeaveTypes();
  const remove = useDeleteLeaveType();
  const [editing, setEditing] = useState<AdminLeaveType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminLeaveType | null>(null);
  return (
    <AdminListScreen<AdminLeaveType>
      title="Leave Types"
      columns={columns}
      rows={types.data}
      loading={types.isLoading}
      refreshing={types.isFetching}
      onRefresh={() => void types.refetch()}
      rowId={(row) => row.payitem}
      initialSorting={[{ id: 'sort_order', desc: false }]}
      pinnedLeft={['payitem']}
      emptyText="No leave types yet. Add the first one."
      exportFileName="leave-types.csv"
      newLabel="New leave type"
      onNew={() => setEditing('new')}
      rowActions={(row) => (
        <Stack direction="row">
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${row.payitem}`} onClick={() => setEditing(row)}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={row.entitlements + row.leaves > 0 ? 'In use: set its hours to 0 instead' : 'Delete'}>
            <span>
              <IconButton
                aria-label={`Delete ${row.payitem}`}
                color="error"
                disabled={row.entitlements + row.leaves > 0}
                onClick={() => setDeleting(row)}
              >
                <DeleteOutline />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      )}
    >
      {editing !== null && (
        <LeaveTypeDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete leave type?"
        message={`${deleting?.leave_desc ?? ''} (${deleting?.payitem ?? ''}) will no longer be offered. No one holds it, so nothing else changes.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.payitem, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </AdminListScreen>
  );
}
