import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate } from 'react-router';
import { clearStoredUser, storeUser } from '../../lib/stored-user';
import { getCurrentSession } from './api/sign-in-options';

/**
 * Where the company's identity provider sends people back: the server has set the
 * session cookie; the portal learns who it is and goes on as after a password login.
 */
export function SsoPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    clearStoredUser();
    getCurrentSession()
      .then((user) => {
        storeUser(user);
        const next =
          user.secondFactor === 'verify'
            ? '/second-factor'
            : user.secondFactor === 'enrol'
              ? '/second-factor/setup'
              : '/timeinout';
        void navigate(next, { replace: true });
      })
      .catch(() => void navigate('/login?sso_error=refused', { replace: true }));
  }, [navigate]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t`Signing you in`} />
    </Box>
  );
}
