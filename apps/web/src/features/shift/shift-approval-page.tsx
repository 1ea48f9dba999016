import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ShiftChangeRow } from '@portal/contracts/shift';
import { ApprovalScreen } from '../../components/approval-screen';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useShiftGroupsForApproval } from './api/shift-groups';
import { useDecideShiftChanges, useShiftChangesForApproval } from './api/shifts';
import { hiddenShiftColumns, shiftApprovalColumns } from './components/shift-columns';
import { ShiftApprovalContext } from './components/shift-approval-context';

/** "approval": the queue (where the bell links); "formyapproval": all shift changes routed to me. */
export function ShiftApprovalPage({ mode }: { mode: 'queue' | 'history' }) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { filter, setFilter } = useRequestFilter();
  const list = useShiftChangesForApproval(mode === 'history' ? filterQuery(filter) : undefined);
  const decide = useDecideShiftChanges();
  const groups = useShiftGroupsForApproval(mode === 'queue' ? undefined : null);
  const waitingGroups = groups.data?.length ?? 0;
  return (
    <ApprovalScreen<ShiftChangeRow>
      renderContext={(recid) => {
        const row = list.data?.find((candidate) => candidate.recid === recid);
        return row ? <ShiftApprovalContext row={row} /> : null;
      }}
      title={mode === 'queue' ? t`Shift Changes for Approval` : t`Shift Changes Routed to Me`}
      noun={t`shift changes`}
      nounOne={t`shift change`}
      columns={shiftApprovalColumns(features.ellipsis)}
      hiddenColumns={hiddenShiftColumns(features)}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      decide={{ pending: decide.isPending, run: (decision) => decide.mutateAsync(decision) }}
      filter={mode === 'history' ? { value: filter, onChange: setFilter } : undefined}
    >
      {waitingGroups > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <Trans>
            <Plural value={waitingGroups} one="# group shift change" other="# group shift changes" /> from team leads also wait for you.{' '}
            <Link href="#/shift/groupformyapproval">Open group changes</Link>
          </Trans>
        </Alert>
      )}
    </ApprovalScreen>
  );
}
