import { t } from '@lingui/core/macro';
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

/** Neither locked out, nor holding a temporary password, nor of an inactive employee. */
const accountOk = (row: AccountAdminRow) => !row.locked_until && !row.must_change_password && row.active;

/** Locked out, or holding a temporary password, or neither: as text (in the reader's language) for search and export. */
export function accountState(row: AccountAdminRow): string {
  const states = [row.locked_until ? t`Locked` : '', row.must_change_password ? t`Temporary password` : '', row.active ? '' : t`Employee inactive`].filter(Boolean);
  return states.join(', ') || t`OK`;
}

export function accountColumns(timeZone: string): DataColumn<AccountAdminRow>[] {
  return [
    { accessorKey: 'username', header: t`Username` },
    { accessorKey: 'emp_id', header: t`Emp. no.` },
    { accessorKey: 'fullname', header: t`Name` },
    {
      id: 'state',
      header: t`State`,
      accessorFn: accountState,
      Cell: ({ row }) => {
        const time = row.original.locked_until ? formatInstant(row.original.locked_until, timeZone).slice(11) : '';
        return (
          <Stack direction="row" spacing={0.5}>
            {row.original.locked_until && <Chip size="small" color="error" label={t`Locked until ${time}`} />}
            {row.original.must_change_password && <Chip size="small" color="warning" variant="outlined" label={t`Temporary password`} />}
            {!row.original.active && <Chip size="small" variant="outlined" label={t`Employee inactive`} />}
            {accountOk(row.original) && <Chip size="small" color="success" variant="outlined" label={t`OK`} />}
          </Stack>
        );
      },
    },
    { accessorKey: 'failed_attempts', header: t`Failed logins` },
    { id: 'last_login', header: t`Last login`, accessorFn: (row) => formatInstant(row.last_login, timeZone) },
    { id: 'password_changed_at', header: t`Password set`, accessorFn: (row) => formatInstant(row.password_changed_at, timeZone) },
  ];
}
