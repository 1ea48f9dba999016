import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { PayrollRun } from '@portal/contracts/payroll';

/** Asks for the pay date (the cut-off's last day unless changed) before a locked run's payslips are published. */
export function ReleaseRunDialog({ run, pending, onRelease, onClose }: { run: PayrollRun; pending: boolean; onRelease: (payDate: string) => void; onClose: () => void }) {
  const [payDate, setPayDate] = useState(run.to);
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="release-run-title" maxWidth="xs" fullWidth>
      <DialogTitle id="release-run-title">Release the payslips?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The payslips of all {run.totals.people} people are published in Payslip, replacing any imported for this cut-off, and each person is told. Releasing is final.
        </DialogContentText>
        <TextField
          label="Pay date"
          type="date"
          value={payDate}
          onChange={(event) => setPayDate(event.target.value)}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={() => onRelease(payDate)} variant="contained" color="success" loading={pending} disabled={payDate === ''}>
          Release
        </Button>
      </DialogActions>
    </Dialog>
  );
}
