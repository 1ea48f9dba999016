import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AccountAdminRow } from '@portal/contracts/admin-employees';
import type { DataColumn } from '../../../components/data-table';

/** "2026-11-23 14:05" in the company's zone, for instants the server sends with an offset. */
export function formatInstant(value: string | null, timeZone: string): string {
  if (!value) return '';
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Locked out, or holding a temporary password, or neither: as text for search and export. */
export function accountState(row: AccountAdminRow): string {
  const states = [row.locked_until ? 'Locked' : '', row.must_change_password ? 'Temporary password' : '', row.active ? '' : 'Employee inactive'].filter(Boolean);
  return states.join(', ') || 'OK';
}

export function accountColumns(timeZone: string): DataColumn<AccountAdminRow>[] {
  return [
    { accessorKey: 'username', header: 'Username' },
    { accessorKey: 'emp_id', header: 'Emp. no.' },
    { accessorKey: 'fullname', header: 'Name' },
    {
      id: 'state',
      header: 'State',
      accessorFn: accountState,
      Cell: ({ row }) => (
        <Stack direction="row" spacing={0.5}>
          {row.original.locked_until && <Chip size="small" color="error" label={`Locked until ${formatInstant(row.original.locked_until, timeZone).slice(11)}`} />}
          {row.original.must_change_password && <Chip size="small" color="warning" variant="outlined" label="Temporary password" />}
          {!row.original.active && <Chip size="small" variant="outlined" label="Employee inactive" />}
          {accountState(row.original) === 'OK' && <Chip size="small" color="success" variant="outlined" label="OK" />}
        </Stack>
      ),
    },
    { accessorKey: 'failed_attempts', header: 'Failed logins' },
    { id: 'last_login', header: 'Last login', accessorFn: (row) => formatInstant(row.last_login, timeZone) },
    { id: 'password_changed_at', header: 'Password set', accessorFn: (row) => formatInstant(row.password_changed_at, timeZone) },
  ];
}
