import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  /** The decision that needs remarks, and who reads them: a request's disapproval unless told ("Disapprove", "Say why, ..."). */
  verb?: string;
  prompt?: string;
}

/** Disapproval needs remarks: the requester reads them beside the status. */
export function RemarksDialog({
  open,
  count,
  noun: nounGiven,
  recid,
  pending = false,
  onSubmit,
  onClose,
  verb: verbGiven,
  prompt,
}: RemarksDialogProps) {
  const { t } = useLingui();
  const noun = nounGiven ?? { one: t`request`, many: t`requests` };
  const verb = verbGiven ?? t`Disapprove`;
  const one = noun.one;
  const many = noun.many;
  const ref = recid !== undefined ? requestRef(recid, noun.grouped) : '';
  // "Disapprove leave #12", "Disapprove leave", "Disapprove 3 leaves"
  const title = count !== 1 ? t`${verb} ${count} ${many}` : ref ? t`${verb} ${one} ${ref}` : t`${verb} ${one}`;
  const action = verb.toLowerCase();
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
        <DialogTitle id="remarks-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{prompt ?? t`Say why, so the requester knows what to do next.`}</DialogContentText>
          <TextField
            label={t`Remarks`}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            error={touched && missing}
            helperText={touched && missing ? t`Remarks are required to ${action}` : ' '}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" color="error" variant="contained" loading={pending}>
            {verb}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
