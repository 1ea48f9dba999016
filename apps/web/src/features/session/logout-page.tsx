import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { emitSessionEvent } from '../../lib/session-events';
import { clearStoredUser } from '../../lib/stored-user';
import { logOut } from './api/log-out';

/**
 * Spec §2: /logout ends the session on the server, forgets the user and emits the
 * logout event, on which the router goes to login. The person is logged out locally
 * even when the server cannot be reached.
 */
export function LogoutPage() {
  const { t } = useLingui();
  useEffect(() => {
    // Idempotent, so React's development double effect does no harm.
    void logOut()
      .catch(() => null)
      .then((answer) => {
        clearStoredUser();
        // Signed in through the company's identity provider: its session ends too,
        // and it sends the browser back to the portal.
        if (answer?.end_session_url) window.location.assign(answer.end_session_url);
        else emitSessionEvent({ type: 'logout' });
      });
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t`Logging out`} />
    </Box>
  );
}
