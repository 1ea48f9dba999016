import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import { ACCOUNT_IMPORT_COLUMNS, adminAccountsRoutes, type AccountAdminRow, type TemporaryPasswordAnswer } from '@portal/contracts/admin-employees';
import { AdminListScreen } from '../../components/admin-list-screen';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useResetPassword, useUnlockAccount } from './api/account-actions';
import { useAccounts } from './api/list-accounts';
import { useEmployees } from './api/list-employees';
import { accountColumns } from './components/account-columns';
import { CreateAccountDialog } from './components/create-account-dialog';
import { TemporaryPasswordDialog } from './components/temporary-password-dialog';

/** HR's user accounts: create one for an employee, reset a password, lift a lock-out, import and export. */
export function AccountsPage() {
  const { t } = useLingui();
  const { timeZone } = getRuntimeConfig();
  const list = useAccounts();
  const employees = useEmployees();
  const reset = useResetPassword();
  const unlock = useUnlockAccount();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<AccountAdminRow | null>(null);
  const [unlocking, setUnlocking] = useState<AccountAdminRow | null>(null);
  const [shown, setShown] = useState<TemporaryPasswordAnswer | null>(null);
  const resettingUsername = resetting?.username ?? '';
  const resettingName = resetting?.fullname ?? '';
  const unlockingUsername = unlocking?.username ?? '';
  const candidates = (employees.data ?? []).filter((person) => person.active && person.username === null);
  // New columns on every render would make the table recompute all its rows.
  const columns = useMemo(() => accountColumns(timeZone), [timeZone]);

  return (
    <AdminListScreen<AccountAdminRow>
      title={t`User Accounts`}
      columns={columns}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      rowId={(row) => row.username}
      initialSorting={[{ id: 'username', desc: false }]}
      pinnedLeft={['username']}
      emptyText={t`No accounts yet.`}
      exportFileName="user-accounts.csv"
      newLabel={t`Create account`}
      onNew={() => setCreating(true)}
      importing={{ route: adminAccountsRoutes.importAccounts, columns: ACCOUNT_IMPORT_COLUMNS, title: t`Import user accounts` }}
      rowActions={(row) => {
        const username = row.username;
        return (
          <Stack direction="row">
            <Tooltip title={t`Reset password`}>
              <IconButton size="small" aria-label={t`Reset password of ${username}`} onClick={() => setResetting(row)}>
                <PasswordOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t`Unlock`}>
              <span>
                <IconButton size="small" aria-label={t`Unlock ${username}`} disabled={!row.locked_until && row.failed_attempts === 0} onClick={() => setUnlocking(row)}>
                  <LockOpenOutlined fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        );
      }}
    >
      {creating && (
        <CreateAccountDialog
          candidates={candidates}
          onClose={() => setCreating(false)}
          onCreated={(answer) => {
            setCreating(false);
            setShown(answer);
          }}
        />
      )}
      <ConfirmDialog
        open={resetting !== null}
        title={t`Reset the password of ${resettingUsername}?`}
        message={t`${resettingName} is logged out everywhere and gets a temporary password, to be changed at the next login. A lock-out is cleared too.`}
        confirmLabel={t`Reset password`}
        pending={reset.isPending}
        onClose={() => setResetting(null)}
        onConfirm={() =>
          resetting &&
          reset.mutate(resetting.username, {
            onSuccess: (answer) => {
              setResetting(null);
              setShown(answer);
            },
          })
        }
      />
      <ConfirmDialog
        open={unlocking !== null}
        title={t`Unlock ${unlockingUsername}?`}
        message={t`The failed attempts are forgotten and they can log in again at once.`}
        confirmLabel={t`Unlock`}
        pending={unlock.isPending}
        onClose={() => setUnlocking(null)}
        onConfirm={() => unlocking && unlock.mutate(unlocking.username, { onSuccess: () => setUnlocking(null) })}
      />
      {shown && <TemporaryPasswordDialog answer={shown} onClose={() => setShown(null)} />}
    </AdminListScreen>
  );
}
