import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventRepeat from '@mui/icons-material/EventRepeat';
import { adminLeaveRoutes, ENTITLEMENT_IMPORT_COLUMNS, type EntitlementRow } from '@portal/contracts/admin-leave';
import { AdminListScreen } from '../../../components/admin-list-screen';
import type { DataColumn } from '../../../components/data-table';
import { useEntitlements } from '../api/entitlements';
import { EntitlementDialog } from './entitlement-dialog';
import { YearStartDialog } from './year-start-dialog';

/** A year's entitlements of everyone with their balances; set one, import a CSV, or start a year. */
export function EntitlementsSection({ thisYear }: { thisYear: number }) {
  const { t } = useLingui();
  // Name, type and balance first: on a phone they are what fits beside the pinned name.
  const columns = useMemo<DataColumn<EntitlementRow>[]>(
    () => [
      { accessorKey: 'fullname', header: t`Name` },
      { accessorKey: 'leave_desc', header: t`Type` },
      { accessorKey: 'balance', header: t`Balance (h)` },
      { accessorKey: 'entitled', header: t`Entitled` },
      { accessorKey: 'used', header: t`Used` },
      { accessorKey: 'pending', header: t`Pending` },
      { accessorKey: 'emp_id', header: t`Emp. no.` },
      { accessorKey: 'department', header: t`Department` },
    ],
    [t],
  );
  const [year, setYear] = useState(thisYear);
  const list = useEntitlements(year);
  const [editing, setEditing] = useState<EntitlementRow | null>(null);
  const [startingYear, setStartingYear] = useState(false);
  const years = Array.from({ length: 5 }, (_, index) => thisYear - 2 + index);
  return (
    <AdminListScreen<EntitlementRow>
      title={t`Leave Entitlements`}
      intro={
        <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            select
            label={t`Year`}
            size="small"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ width: 120 }}
          >
            {years.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" size="small" startIcon={<EventRepeat />} onClick={() => setStartingYear(true)}>
            <Trans>Start year…</Trans>
          </Button>
        </Stack>
      }
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => `${row.emp_id}/${row.payitem}`}
      initialSorting={[{ id: 'fullname', desc: false }]}
      pinnedLeft={['fullname']}
      emptyText={t`No entitlements for ${year} yet. Start the year, or import them.`}
      exportFileName={`leave-entitlements-${year}.csv`}
      importing={{
        route: adminLeaveRoutes.importEntitlements,
        columns: ENTITLEMENT_IMPORT_COLUMNS,
        title: t`Import leave entitlements`,
      }}
      rowActions={(row) => {
        const code = row.payitem;
        const empId = row.emp_id;
        return (
          <Tooltip title={t`Change hours`}>
            <IconButton aria-label={t`Change ${code} of ${empId}`} onClick={() => setEditing(row)}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
        );
      }}
    >
      {editing && <EntitlementDialog row={editing} onClose={() => setEditing(null)} />}
      {startingYear && (
        <YearStartDialog defaultYear={thisYear + 1} onClose={() => setStartingYear(false)} onStarted={setYear} />
      )}
    </AdminListScreen>
  );
}
