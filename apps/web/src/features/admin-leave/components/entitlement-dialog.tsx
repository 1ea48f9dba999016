import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { leaveHours, type EntitlementRow } from '@portal/contracts/admin-leave';
import { useSetEntitlement } from '../api/entitlements';

const hoursSchema = leaveHours('Hours');

/** Change one person's entitlement; the server refuses fewer hours than they already used or filed. */
export function EntitlementDialog({ row, onClose }: { row: EntitlementRow; onClose: () => void }) {
  const save = useSetEntitlement();
  const [hours, setHours] = useState(String(row.entitled));
  const [problem, setProblem] = useState<string | null>(null);
  function submit() {
    const parsed = hoursSchema.safeParse(hours);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Hours must be a number');
    save.mutate(
      { emp_id: row.emp_id, year: row.year, payitem: row.payitem, hours: parsed.data },
      { onSuccess: onClose },
    );
  }
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
          {row.fullname} ({row.emp_id}): {row.used} hours used and {row.pending} pending.
        </DialogContentText>
        <TextField
          label="Entitled hours"
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
          helperText={problem ?? `At least ${row.used + row.pending}; 8 hours a day`}
          slotProps={{ htmlInput: { step: 0.5, min: 0 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
