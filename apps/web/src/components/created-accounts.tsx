import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ImportResult } from '@portal/contracts/admin';
import { downloadText, toCsv } from '../lib/csv';

type CreatedAccount = NonNullable<ImportResult['accounts']>[number];

/**
 * The accounts an import created, each temporary password shown this once (the
 * server keeps only hashes), with a file to hand them over from.
 */
export function CreatedAccounts({ accounts }: { accounts: CreatedAccount[] }) {
  const { t } = useLingui();
  return (
    <>
      <Alert severity="warning" sx={{ mt: 1 }}>
        <Trans>
          These temporary passwords will not be shown again. Download or copy them now and give each to its person privately; each must change it at the first login.
        </Trans>
      </Alert>
      <Button
        startIcon={<FileDownloadOutlined />}
        sx={{ my: 1 }}
        onClick={() => downloadText('temporary-passwords.csv', toCsv(['emp_id', 'username', 'temporary_password'], accounts.map((account) => [account.emp_id, account.username, account.temporaryPassword])))}
      >
        <Trans>Download passwords (CSV)</Trans>
      </Button>
      <TableContainer tabIndex={0} role="region" aria-label={t`Accounts created`} sx={{ maxHeight: 320 }}>
        {/* Narrow cells on a phone: the password is never cut off the side. */}
        <Table size="small" stickyHeader aria-label={t`Accounts created`} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Employee no.</Trans>
              </TableCell>
              <TableCell>
                <Trans>Username</Trans>
              </TableCell>
              <TableCell>
                <Trans>Temporary password</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => (
              <TableRow key={account.username} data-testid="created-account">
                <TableCell>{account.emp_id}</TableCell>
                <TableCell>{account.username}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', userSelect: 'all' }}>{account.temporaryPassword}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/**
 * A dialog of its own for accounts just made (by an import or the employee form):
 * what was done, then the passwords, shown once; Done closes it.
 */
export function CreatedAccountsDialog(props: { title: string; message: string; accounts: CreatedAccount[]; fullScreen: boolean; onClose: () => void }) {
  return (
    <Dialog open onClose={props.onClose} fullScreen={props.fullScreen} maxWidth="sm" fullWidth aria-labelledby="created-accounts-title">
      <DialogTitle id="created-accounts-title">{props.title}</DialogTitle>
      <DialogContent>
        <Alert severity="success">{props.message}</Alert>
        <CreatedAccounts accounts={props.accounts} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={props.onClose}>
          <Trans>Done</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
