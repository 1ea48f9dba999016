import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [payDate, setPayDate] = useState(run.to);
  const people = run.totals.people;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="release-run-title" maxWidth="xs" fullWidth>
      <DialogTitle id="release-run-title">
        <Trans>Release the payslips?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <Trans>
            The payslips of all {people} people are published in Payslip, replacing any imported for this cut-off, and each person is told. Releasing is final.
          </Trans>
        </DialogContentText>
        <TextField
          label={t`Pay date`}
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
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => onRelease(payDate)} variant="contained" color="success" loading={pending} disabled={payDate === ''}>
          <Trans>Release</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
