import { useState } from 'react';
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
  const [date, setDate] = useState(today);
  const tooEarly = date !== '' && date < employee.hire_date;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="separation-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="separation-dialog-title">Deactivate {employee.firstname} {employee.lastname}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          They will be logged out everywhere at once and can no longer log in. Their records stay; you can reactivate them later.
        </DialogContentText>
        <TextField
          label="Separation date"
          type="date"
          size="small"
          fullWidth
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={tooEarly || date === ''}
          helperText={tooEarly ? `Not before the hire date, ${employee.hire_date}` : date === '' ? 'Enter the last day of employment' : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={() => onConfirm(date)} color="error" variant="contained" loading={pending} disabled={date === '' || tooEarly}>
          Deactivate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
