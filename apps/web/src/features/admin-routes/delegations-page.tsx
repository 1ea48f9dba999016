import { useMemo, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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

const stateChips: Record<DelegationRow['state'], { label: MessageDescriptor; color: 'success' | 'info' | 'default' }> = {
  active: { label: msg`Active`, color: 'success' },
  upcoming: { label: msg`Upcoming`, color: 'info' },
  past: { label: msg`Past`, color: 'default' },
  ended: { label: msg`Ended early`, color: 'default' },
};

type Pending = { action: 'end' | 'delete'; row: DelegationRow };

/** HR names delegates for approvers who are away, and ends or deletes them. */
export function DelegationsPage() {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataColumn<DelegationRow>[]>(
    () => [
      { accessorKey: 'approver_name', header: t`Approver away` },
      { accessorKey: 'delegate_name', header: t`Delegate` },
      { accessorKey: 'from_date', header: t`From`, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
      { accessorKey: 'to_date', header: t`To`, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
      {
        accessorKey: 'state',
        header: t`Status`,
        accessorFn: (row) => i18n._(stateChips[row.state].label),
        Cell: ({ row }) => <Chip size="small" label={i18n._(stateChips[row.original.state].label)} color={stateChips[row.original.state].color} variant="outlined" />,
      },
      { accessorKey: 'reason', header: t`Reason` },
      { accessorKey: 'created_by_name', header: t`Set by` },
    ],
    [t, i18n],
  );
  const list = useDelegations();
  const people = useEmployeeRoutes();
  const end = useEndDelegation();
  const remove = useDeleteDelegation();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const delegate = pending?.row.delegate_name ?? '';
  const approver = pending?.row.approver_name ?? '';
  const from = pending ? formatDate(pending.row.from_date) : '';
  const confirm = () => {
    if (!pending) return;
    const mutation = pending.action === 'end' ? end : remove;
    mutation.mutate(pending.row.id, { onSettled: () => setPending(null) });
  };
  return (
    <AdminListScreen<DelegationRow>
      title={t`Approval Delegations`}
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => String(row.id)}
      initialSorting={[{ id: 'from_date', desc: true }]}
      pinnedLeft={['approver_name']}
      emptyText={t`No delegations. While an approver is away, name a delegate with New delegation.`}
      exportFileName="approval-delegations.csv"
      newLabel={t`New delegation`}
      onNew={() => setCreating(true)}
      rowActions={(row) => {
        if (row.state === 'active')
          return (
            <Button size="small" color="error" onClick={() => setPending({ action: 'end', row })}>
              <Trans>End</Trans>
            </Button>
          );
        if (row.state === 'upcoming')
          return (
            <Button size="small" color="error" onClick={() => setPending({ action: 'delete', row })}>
              <Trans>Delete</Trans>
            </Button>
          );
        return null;
      }}
    >
      {creating && <DelegationDialog people={people.data ?? []} today={today} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.action === 'end' ? t`End this delegation now?` : t`Delete this delegation?`}
        message={
          pending
            ? pending.action === 'end'
              ? t`${delegate} stops acting for ${approver} at once; what they decided stays as it is.`
              : t`${delegate} will not act for ${approver} from ${from}.`
            : ''
        }
        confirmLabel={pending?.action === 'end' ? t`End delegation` : t`Delete`}
        pending={end.isPending || remove.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </AdminListScreen>
  );
}
