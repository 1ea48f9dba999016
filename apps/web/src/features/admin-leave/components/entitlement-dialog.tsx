import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { EntitlementBody, MAX_LEAVE_HOURS, type EntitlementRow } from '@portal/contracts/admin-leave';
import { useSetEntitlement } from '../api/entitlements';

// The server's own rule for the hours; what it says is worded here, in the reader's language.
const hoursSchema = EntitlementBody.shape.hours;

/** Change one person's entitlement; the server refuses fewer hours than they already used or filed. */
export function EntitlementDialog({ row, onClose }: { row: EntitlementRow; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSetEntitlement();
  const [hours, setHours] = useState(String(row.entitled));
  const [problem, setProblem] = useState<string | null>(null);
  const max = MAX_LEAVE_HOURS;
  /** What is wrong with the hours typed, by the rule they broke. */
  function problemOf(code: string | undefined): string {
    switch (code) {
      case 'too_small':
        return t`Hours cannot be negative`;
      case 'too_big':
        return t`Hours may be at most ${max} hours (a year of 8-hour days)`;
      case 'not_multiple_of':
        return t`Hours must be in half hours, e.g. 120 or 4.5`;
      case 'invalid_type':
        return t`Hours must be a number of hours`;
      default:
        return t`Hours must be a number`;
    }
  }
  function submit() {
    const parsed = hoursSchema.safeParse(hours);
    if (!parsed.success) return setProblem(problemOf(parsed.error.issues[0]?.code));
    save.mutate(
      { emp_id: row.emp_id, year: row.year, payitem: row.payitem, hours: parsed.data },
      { onSuccess: onClose },
    );
  }
  const { fullname, used, pending } = row;
  const empId = row.emp_id;
  const least = row.used + row.pending;
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="entitlement-dialog-title"
    >
      <DialogTitle id="entitlement-dialog-title">
        {row.leave_desc}, {row.year}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <Trans>
            {fullname} ({empId}): {used} hours used and {pending} pending.
          </Trans>
        </DialogContentText>
        <TextField
          label={t`Entitled hours`}
          type="number"
          size="small"
          fullWidth
          autoFocus
          value={hours}
          onChange={(event) => {
            setHours(event.target.value);
            setProblem(null);
          }}
          error={problem !== null}
          helperText={problem ?? t`At least ${least}; 8 hours a day`}
          slotProps={{ htmlInput: { step: 0.5, min: 0 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
