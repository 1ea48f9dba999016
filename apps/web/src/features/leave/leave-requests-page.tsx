import { useLingui } from '@lingui/react/macro';
import type { LeaveRow } from '@portal/contracts/leave';
import { MyRequestsScreen } from '../../components/my-requests-screen';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useLeaveBalance } from './api/leave-reference';
import { useDeleteLeave, useMyLeaves } from './api/leaves';
import { BalanceCards } from './components/balance-cards';
import { LeaveDialog } from './components/leave-dialog';
import { hiddenLeaveColumns, myLeaveColumns } from './components/leave-columns';

export function LeaveRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyLeaves(filterQuery(filter));
  const balances = useLeaveBalance();
  const remove = useDeleteLeave();
  return (
    <MyRequestsScreen<LeaveRow>
      title={t`Leaves`}
      noun={t({ message: 'leave', comment: 'One leave request, put into sentences such as "Delete {noun} #12?"' })}
      newLabel={t`New leave`}
      emptyText={t`No leaves in these dates. Use New leave to ask for time off.`}
      summary={<BalanceCards balances={balances.data} loading={balances.isLoading} />}
      columns={myLeaveColumns(features.ellipsis)}
      hiddenColumns={hiddenLeaveColumns(features)}
      filter={{ value: filter, onChange: setFilter }}
      list={{
        rows: list.data,
        loading: list.isLoading,
        refreshing: list.isFetching,
        refresh: () => {
          void list.refetch();
          void balances.refetch();
        },
      }}
      remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
      renderDialog={(row, close) => <LeaveDialog editing={row} today={today} onClose={close} />}
    />
  );
}
