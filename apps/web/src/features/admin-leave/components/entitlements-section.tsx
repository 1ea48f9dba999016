import { useState } from 'react';
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

// Name, type and balance first: on a phone they are what fits beside the pinned name.
const columns: DataColumn<EntitlementRow>[] = [
  { accessorKey: 'fullname', header: 'Name' },
  { accessorKey: 'leave_desc', header: 'Type' },
  { accessorKey: 'balance', header: 'Balance (h)' },
  { accessorKey: 'entitled', header: 'Entitled' },
  { accessorKey: 'used', header: 'Used' },
  { accessorKey: 'pending', header: 'Pending' },
  { accessorKey: 'emp_id', header: 'Emp. no.' },
  { accessorKey: 'department', header: 'Department' },
];

/** A year's entitlements of everyone with their balances; set one, import a CSV, or start a year. */
export function EntitlementsSection({ thisYear }: { thisYear: number }) {
  const [year, setYear] = useState(thisYear);
  const list = useEntitlements(year);
  const [editing, setEditing] = useState<EntitlementRow | null>(null);
  const [startingYear, setStartingYear] = useState(false);
  const years = Array.from({ length: 5 }, (_, index) => thisYear - 2 + index);
  return (
    <AdminListScreen<EntitlementRow>
      title="Leave Entitlements"
      intro={
        <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            select
            label="Year"
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
            Start year…
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
      emptyText={`No entitlements for ${year} yet. Start the year, or import them.`}
      exportFileName={`leave-entitlements-${year}.csv`}
      importing={{
        route: adminLeaveRoutes.importEntitlements,
        columns: ENTITLEMENT_IMPORT_COLUMNS,
        title: 'Import leave entitlements',
      }}
      rowActions={(row) => (
        <Tooltip title="Change hours">
          <IconButton aria-label={`Change ${row.payitem} of ${row.emp_id}`} onClick={() => setEditing(row)}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
      )}
    >
      {editing && <EntitlementDialog row={editing} onClose={() => setEditing(null)} />}
      {startingYear && (
        <YearStartDialog defaultYear={thisYear + 1} onClose={() => setStartingYear(false)} onStarted={setYear} />
      )}
    </AdminListScreen>
  );
}
