import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { type DelegationRow } from '@portal/contracts/admin-routes';
import { AdminListScreen } from '../../components/admin-list-screen';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { DataColumn } from '../../components/data-table';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useDeleteDelegation, useEndDelegation } from './api/change-delegations';
import { useDelegations } from './api/list-delegations';
import { useEmployeeRoutes } from './api/list-employee-routes';
import { DelegationDialog } from './components/delegation-dialog';

const stateChips: Record<DelegationRow['state'], { label: string; color: 'success' | 'info' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  upcoming: { label: 'Upcoming', color: 'info' },
  past: { label: 'Past', color: 'default' },
  ended: { label: 'Ended early', color: 'default' },
};

const columns: DataColumn<DelegationRow>[] = [
  { accessorKey: 'approver_name', header: 'Approver away' },
  { accessorKey: 'delegate_name', header: 'Delegate' },
  { accessorKey: 'from_date', header: 'From', Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
  { accessorKey: 'to_date', header: 'To', Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
  {
    accessorKey: 'state',
    header: 'Status',
    accessorFn: (row) => stateChips[row.state].label,
    Cell: ({ row }) => <Chip size="small" label={stateChips[row.original.state].label} color={stateChips[row.original.state].color} variant="outlined" />,
  },
  { accessorKey: 'reason', header: 'Reason' },
  { accessorKey: 'created_by_name', header: 'Set by' },
];

type Pending = { action: 'end' | 'delete'; row: DelegationRow };

/** HR names delegates for approvers who are away, and ends or deletes them. */
export function DelegationsPage() {
  const list = useDelegations();
  const people = useEmployeeRoutes();
  const end = useEndDelegation();
  const remove = useDeleteDelegation();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const confirm = () => {
    if (!pending) return;
    const mutation = pending.action === 'end' ? end : remove;
    mutation.mutate(pending.row.id, { onSettled: () => setPending(null) });
  };
  return (
    <AdminListScreen<DelegationRow>
      title="Approval Delegations"
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => String(row.id)}
      initialSorting={[{ id: 'from_date', desc: true }]}
      pinnedLeft={['approver_name']}
      emptyText="No delegations. While an approver is away, name a delegate with New delegation."
      exportFileName="approval-delegations.csv"
      newLabel="New delegation"
      onNew={() => setCreating(true)}
      rowActions={(row) => {
        if (row.state === 'active') return <Button size="small" color="error" onClick={() => setPending({ action: 'end', row })}>End</Button>;
        if (row.state === 'upcoming') return <Button size="small" color="error" onClick={() => setPending({ action: 'delete', row })}>Delete</Button>;
        return null;
      }}
    >
      {creating && <DelegationDialog people={people.data ?? []} today={today} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'end' ? 'End this delegation now?' : 'Delete this delegation?'}
        message={
          pending
            ? pending.action === 'end'
              ? `${pending.row.delegate_name} stops acting for ${pending.row.approver_name} at once; what they decided stays as it is.`
              : `${pending.row.delegate_name} will not act for ${pending.row.approver_name} from ${formatDate(pending.row.from_date)}.`
            : ''
        }
        confirmLabel={pending?.action === 'end' ? 'End delegation' : 'Delete'}
        pending={end.isPending || remove.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </AdminListScreen>
  );
}
