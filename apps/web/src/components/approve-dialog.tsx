import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { requestRef } from '@portal/contracts/approvals';

interface ApproveDialogProps {
  open: boolean;
  /** "1 leave", "3 leaves": what the approval acts on, said in the title and the button. */
  count: number;
  /** grouped: the requests are group requests, numbered "G-12". */
  noun: { one: string; many: string; grouped?: boolean };
  recid?: number;
  pending?: boolean;
  /** What the approver should see before deciding one request (a leave's balance, who else is away). */
  context?: ReactNode;
  onSubmit: (remarks: string | undefined) => void;
  onClose: () => void;
}

/** Approving is confirmed, with optional remarks the requester reads beside the status. */
export function ApproveDialog({ open, count, noun, recid, pending = false, context, onSubmit, onClose }: ApproveDialogProps) {
  const { t } = useLingui();
  const [remarks, setRemarks] = useState('');
  const one = noun.one;
  const many = noun.many;
  const ref = recid !== undefined ? requestRef(recid, noun.grouped) : '';
  // "Approve leave #12?", "Approve leave?", "Approve 3 leaves?"
  const title = count !== 1 ? t`Approve ${count} ${many}?` : ref ? t`Approve ${one} ${ref}?` : t`Approve ${one}?`;
  const close = () => {
    setRemarks('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : close} aria-labelledby="approve-dialog-title" maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(remarks.trim() || undefined);
          setRemarks('');
        }}
      >
        <DialogTitle id="approve-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {context}
          <DialogContentText sx={{ mb: 2 }}>
            {count === 1 ? (
              <Trans>It goes on to the next level, or becomes final if yours is the last.</Trans>
            ) : (
              <Trans>All {count} go on to their next level, or become final where yours is the last.</Trans>
            )}
          </DialogContentText>
          <TextField
            label={t`Remarks (optional)`}
            multiline
            minRows={2}
            fullWidth
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" color="success" variant="contained" loading={pending} autoFocus>
            {count === 1 ? <Trans>Approve</Trans> : <Trans>Approve {count}</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
