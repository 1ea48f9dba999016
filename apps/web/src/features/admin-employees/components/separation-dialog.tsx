import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { EmployeeAdminRow } from '@portal/contracts/admin-employees';

interface SeparationDialogProps {
  employee: EmployeeAdminRow;
  today: string;
  pending: boolean;
  onConfirm: (separationDate: string) => void;
  onClose: () => void;
}

/** Asks for the separation date before deactivating; Cancel has the focus, as in every confirmation. */
export function SeparationDialog({ employee, today, pending, onConfirm, onClose }: SeparationDialogProps) {
  const { t } = useLingui();
  const [date, setDate] = useState(today);
  const name = `${employee.firstname} ${employee.lastname}`;
  const hireDate = employee.hire_date;
  const tooEarly = date !== '' && date < employee.hire_date;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="separation-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="separation-dialog-title">
        <Trans>Deactivate {name}?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <Trans>
            They will be logged out everywhere at once and can no longer log in. Their records stay; you can reactivate them later.
          </Trans>
        </DialogContentText>
        <TextField
          label={t`Separation date`}
          type="date"
          size="small"
          fullWidth
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={tooEarly || date === ''}
          helperText={tooEarly ? t`Not before the hire date, ${hireDate}` : date === '' ? t`Enter the last day of employment` : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => onConfirm(date)} color="error" variant="contained" loading={pending} disabled={date === '' || tooEarly}>
          <Trans>Deactivate</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
