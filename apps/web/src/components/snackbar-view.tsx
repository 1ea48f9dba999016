import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SNACKBAR_MS } from '@portal/contracts/config';
import { notify, type Notice } from '../lib/notify';

/** Red multi-line for errors (a 400 lists one problem per line), green for success; gone after 5 s. */
export function SnackbarView({ notice }: { notice: Notice | null }) {
  // On a phone the top of the screen is the toolbar; messages rise from the bottom.
  const isPhone = useMediaQuery('(max-width:599.95px)');
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && notify.clear()}
      anchorOrigin={{ vertical: isPhone ? 'bottom' : 'top', horizontal: 'center' }}
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
  );
}
