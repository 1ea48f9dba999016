import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { PUNCH_REASON_MAX } from '@portal/contracts/time-clock';

interface PunchReasonDialogProps {
  /** The office's question, as the server put it ("You are outside the ... area (1.2 km away). Say why ..."). */
  question: string;
  direction: 'in' | 'out';
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** An office that asks for a reason outside its area: the person says why, and the punch goes again with it. */
export function PunchReasonDialog({ question, direction, pending, onSubmit, onClose }: PunchReasonDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = reason.trim().length < 3;
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="punch-reason-title" maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!tooShort) onSubmit(reason.trim());
        }}
      >
        <DialogTitle id="punch-reason-title">
          <Trans>Why are you punching from here?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{question}</DialogContentText>
          <TextField
            label={t`Reason`}
            required
            fullWidth
            autoFocus
            multiline
            minRows={2}
            placeholder={t`e.g. Client visit in Ortigas`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={touched && tooShort}
            helperText={touched && tooShort ? t`Say in a few words why you punch from here` : t`Kept with the punch; your team lead or HR reviews it`}
            slotProps={{ htmlInput: { maxLength: PUNCH_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {direction === 'in' ? <Trans>Time in with this reason</Trans> : <Trans>Time out with this reason</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
