import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SNACKBAR_MS } from '@portal/contracts/config';
import { notify, type Notice } from '../lib/notify';

/** Red multi-line for errors (a 400 lists one problem per line), green for success; gone after 5 s. */
export function SnackbarView({ notice }: { notice: Notice | null }) {
  // On a phone the top of the screen is the toolbar; messages rise from the bottom,
  // unless a dialog is open: a phone's dialog fills the screen with its buttons at
  // the bottom, where the message would cover them.
  const isPhone = useMediaQuery('(max-width:599.95px)');
  const overDialog = useMemo(() => notice !== null && document.querySelector('[role="dialog"]') !== null, [notice]);
  // Each notice is placed at the end of the page, after any dialog opened before it: a
  // modal dialog hides what was there when it opened from screen readers, and the
  // message would then be seen but never read out.
  return (
    <Portal>
      <Snackbar
        key={notice?.id}
        open={notice !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && notify.clear()}
        anchorOrigin={{ vertical: isPhone && !overDialog ? 'bottom' : 'top', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={() => notify.clear()}
          className={notice?.severity === 'error' ? 'alert-danger' : 'alert-success'}
          sx={{ whiteSpace: 'pre-line', width: '100%', maxWidth: 560 }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
