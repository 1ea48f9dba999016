import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { AdminLeaveType } from '@portal/contracts/admin-leave';
import { AdminListScreen } from '../../../components/admin-list-screen';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-table';
import { useAdminLeaveTypes, useDeleteLeaveType } from '../api/leave-types';
import { describeWho } from './eligibility-words';
import { LeaveTypeDialog } from './leave-type-dialog';

/** The leave types: add, edit, and delete one nobody uses. */
export function LeaveTypesSection() {
  const { t } = useLingui();
  const columns = useMemo<DataColumn<AdminLeaveType>[]>(
    () => [
      { accessorKey: 'payitem', header: t`Code` },
      { accessorKey: 'leave_desc', header: t`Name` },
      { accessorKey: 'annual_hours', header: t`Hours a year` },
      { accessorKey: 'carry_over_cap_hours', header: t`Carry-over cap (h)` },
      { accessorFn: describeWho, id: 'eligible_gender', header: t`For` },
      { accessorKey: 'sort_order', header: t`Order` },
      { accessorKey: 'entitlements', header: t`Entitlements` },
    ],
    [t],
  );
  const types = useAdminLeaveTypes();
  const remove = useDeleteLeaveType();
  const [editing, setEditing] = useState<AdminLeaveType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminLeaveType | null>(null);
  const deletingName = deleting?.leave_desc ?? '';
  const deletingCode = deleting?.payitem ?? '';
  return (
    <AdminListScreen<AdminLeaveType>
      title={t`Leave Types`}
      columns={columns}
      rows={types.data}
      loading={types.isLoading}
      refreshing={types.isFetching}
      onRefresh={() => void types.refetch()}
      rowId={(row) => row.payitem}
      initialSorting={[{ id: 'sort_order', desc: false }]}
      pinnedLeft={['payitem']}
      emptyText={t`No leave types yet. Add the first one.`}
      exportFileName="leave-types.csv"
      newLabel={t`New leave type`}
      onNew={() => setEditing('new')}
      rowActions={(row) => {
        const code = row.payitem;
        return (
          <Stack direction="row">
            <Tooltip title={t`Edit`}>
              <IconButton aria-label={t`Edit ${code}`} onClick={() => setEditing(row)}>
                <EditOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={row.entitlements + row.leaves > 0 ? t`In use: set its hours to 0 instead` : t`Delete`}>
              <span>
                <IconButton
                  aria-label={t`Delete ${code}`}
                  color="error"
                  disabled={row.entitlements + row.leaves > 0}
                  onClick={() => setDeleting(row)}
                >
                  <DeleteOutline />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        );
      }}
    >
      {editing !== null && (
        <LeaveTypeDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete leave type?`}
        message={t`${deletingName} (${deletingCode}) will no longer be offered. No one holds it, so nothing else changes.`}
        confirmLabel={t`Delete`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.payitem, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </AdminListScreen>
  );
}
