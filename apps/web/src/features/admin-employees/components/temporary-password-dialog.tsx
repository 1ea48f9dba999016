import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { TemporaryPasswordAnswer } from '@portal/contracts/admin-employees';
import { readServerMessage } from '../../../lib/server-message';

/** The temporary password, shown this once: the server keeps only its hash. */
export function TemporaryPasswordDialog({ answer, onClose }: { answer: TemporaryPasswordAnswer; onClose: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const username = answer.username;
  const copy = () =>
    void navigator.clipboard
      ?.writeText(answer.temporaryPassword)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <Dialog open aria-labelledby="temporary-password-title" maxWidth="xs" fullWidth>
      <DialogTitle id="temporary-password-title">
        <Trans>Temporary password for {username}</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{readServerMessage(answer)}</DialogContentText>
        <Box
          aria-label={t`Temporary password`}
          sx={{ fontFamily: 'monospace', fontSize: 24, letterSpacing: 2, textAlign: 'center', p: 1.5, borderRadius: 1, bgcolor: 'action.hover', userSelect: 'all', wordBreak: 'break-all' }}
        >
          {answer.temporaryPassword}
        </Box>
        <Alert severity="warning" sx={{ mt: 2 }}>
          <Trans>It will not be shown again. Copy it now and give it to the employee in person or by a private message.</Trans>
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={copy}>
          {copied ? t`Copied` : t`Copy`}
        </Button>
        <Button variant="contained" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
