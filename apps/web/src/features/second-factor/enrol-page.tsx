import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { storeUser, useStoredUser } from '../../lib/stored-user';
import { AuthCard } from '../../components/auth-card';
import { AuthenticatorSetup } from './components/authenticator-setup';
import { AddPasskeyForm } from './components/passkeys-section';
import Divider from '@mui/material/Divider';

/**
 * The company requires a second factor of this person's role and they have none: the
 * server refuses everything else until it is set up, so the portal asks for it first.
 */
export function EnrolPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useStoredUser();
  if (!user) return <Navigate to="/login" replace />;
  if (user.secondFactor !== 'enrol') return <Navigate to="/timeinout" replace />;
  const done = () => {
    storeUser({ ...user, secondFactor: null });
    void navigate('/timeinout', { replace: true });
  };
  return (
    <AuthCard title={t`Set up a second factor`}>
      <Stack spacing={2}>
        <Alert severity="info">
          <Trans>
            The company requires a second factor for people who approve requests or handle pay. Set it up once to go on.
          </Trans>
        </Alert>
        <AuthenticatorSetup onDone={done} />
        <Divider>
          <Trans>or</Trans>
        </Divider>
        <AddPasskeyForm onAdded={done} />
        <Link component={RouterLink} to="/logout" variant="body2" sx={{ alignSelf: 'center' }}>
          <Trans>Log out</Trans>
        </Link>
      </Stack>
    </AuthCard>
  );
}
