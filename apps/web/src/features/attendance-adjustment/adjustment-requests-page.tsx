import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import GroupAdd from '@mui/icons-material/GroupAdd';
import type { AdjustmentRow } from '@portal/contracts/attendance-adjustment';
import { MyRequestsScreen } from '../../components/my-requests-screen';
import { usePreferences } from '../../lib/preferences';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useStoredUser } from '../../lib/stored-user';
import { useMyAdjustments } from './api/list-my-adjustments';
import { useDeleteAdjustment } from './api/delete-adjustment';
import { AdjustmentDialog } from './components/adjustment-dialog';
import { hiddenAdjustmentColumns, myAdjustmentColumns } from './components/adjustment-columns';

export function AdjustmentRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const user = useStoredUser();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyAdjustments(filterQuery(filter));
  const remove = useDeleteAdjustment();
  const [filingForMember, setFilingForMember] = useState(false);
  const myEmpId = user?.empid ?? '';
  // Spec §6: team leads file on behalf only while the company's switch is on.
  const mayFileForTeam = user?.teamlead === 1 && features.teamLeadFileOnBehalf;
  // The on-behalf column shows only when a row was filed by or for someone else.
  const anyOnBehalf = (list.data ?? []).some((row) => row.emp_id !== myEmpId || row.filed_by_name);
  return (
    <>
      <MyRequestsScreen<AdjustmentRow>
        // The table takes its hidden columns when it mounts; a new key shows the column once such a row arrives.
        key={anyOnBehalf ? 'with-on-behalf' : 'own-only'}
        title={t`Attendance Adjustments`}
        noun={t`adjustment`}
        newLabel={t`New adjustment`}
        emptyText={t`No attendance adjustments in these dates. Use New adjustment to correct a day's time entries.`}
        columns={myAdjustmentColumns(timeFormat, features.ellipsis, myEmpId)}
        hiddenColumns={[...hiddenAdjustmentColumns(features, true), ...(anyOnBehalf ? [] : ['on_behalf'])]}
        filter={{ value: filter, onChange: setFilter }}
        list={{ rows: list.data, loading: list.isLoading, refreshing: list.isFetching, refresh: () => void list.refetch() }}
        remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
        moreActions={
          mayFileForTeam ? (
            <Button variant="outlined" size="small" startIcon={<GroupAdd />} onClick={() => setFilingForMember(true)}>
              <Trans>For a team member</Trans>
            </Button>
          ) : null
        }
        // A filing for a member is edited as one, through the on-behalf call.
        renderDialog={(row, close) => <AdjustmentDialog editing={row} today={today} onBehalf={row !== null && row.emp_id !== myEmpId} onClose={close} />}
      />
      {filingForMember && <AdjustmentDialog editing={null} today={today} onBehalf onClose={() => setFilingForMember(false)} />}
    </>
  );
}
