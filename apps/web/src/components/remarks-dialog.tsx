import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { requestRef } from '@portal/contracts/approvals';

interface RemarksDialogProps {
  open: boolean;
  count: number;
  /** Names what is disapproved: { one: 'leave', many: 'leaves' }, with the reference when one. */
  noun?: { one: string; many: string; grouped?: boolean };
  recid?: number | undefined;
  pending?: boolean;
  onSubmit: (remarks: string) => void;
  onClose: () => void;
  /** The decision that needs remarks, and who reads them: a request's disapproval unless told. */
  verb?: string;
  prompt?: string;
}

/** Disapproval needs remarks: the requester reads them beside the status. */
export function RemarksDialog({
  open,
  count,
  noun = { one: 'request', many: 'requests' },
  recid,
  pending = false,
  onSubmit,
  onClose,
  verb = 'Disapprove',
  prompt = 'Say why, so the requester knows what to do next.',
}: RemarksDialogProps) {
  const [remarks, setRemarks] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = remarks.trim() === '';
  const close = () => {
    setRemarks('');
    setTouched(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : close} aria-labelledby="remarks-dialog-title" maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) onSubmit(remarks.trim());
        }}
      >
        <DialogTitle id="remarks-dialog-title">{verb} {count === 1 ? `${noun.one}${recid !== undefined ? ` ${requestRef(recid, noun.grouped)}` : ''}` : `${count} ${noun.many}`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{prompt}</DialogContentText>
          <TextField
            label="Remarks"
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            error={touched && missing}
            helperText={touched && missing ? `Remarks are required to ${verb.toLowerCase()}` : ' '}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" loading={pending}>
            {verb}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
