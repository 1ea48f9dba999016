import { useEffect } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate } from 'react-router';
import { clearStoredUser } from '../../lib/stored-user';
import { logOut } from './api/log-out';

/** Spec §2: /logout ends the session on the server, forgets the user and goes to login. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    logOut()
      .catch(() => undefined)
      .finally(() => {
        clearStoredUser();
        if (!cancelled) void navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Logging out" />
    </Box>
  );
}
