import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { storeUser, useStoredUser } from '../../lib/stored-user';
import { useSubmit } from '../../lib/use-submit';
import { AuthCard } from '../../components/auth-card';
import { giveSecondFactor } from './api/second-factor';
import { giveSecondFactorWithPasskey } from './api/passkeys';
import { CodeField } from './components/code-field';

/** After the password (or the company account): the code from the app, or a recovery code. */
export function SecondFactorPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useStoredUser();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [missing, setMissing] = useState(false);
  const give = useSubmit(giveSecondFactor);
  const withPasskey = useSubmit(giveSecondFactorWithPasskey);
  if (!user) return <Navigate to="/login" replace />;
  if (user.secondFactor !== 'verify') return <Navigate to="/timeinout" replace />;

  const signedIn = (answer: Awaited<ReturnType<typeof giveSecondFactor>> | null) => {
    if (!answer) return;
    const { message: _message, ...user } = answer;
    storeUser(user);
    void navigate('/timeinout', { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (!code.trim()) return;
    void give.submit(code.trim()).then(signedIn);
  };
  const switchKind = () => {
    setRecovery((current) => !current);
    setCode('');
    setMissing(false);
  };

  return (
    <AuthCard title={t`Enter your code`}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {give.error && <Alert severity="error">{give.error.message}</Alert>}
        {withPasskey.error && <Alert severity="error">{withPasskey.error.message}</Alert>}
        <CodeField
          key={recovery ? 'recovery' : 'app'}
          recovery={recovery}
          autoFocus
          value={code}
          onChange={setCode}
          error={
            missing
              ? recovery
                ? t`Enter one of your recovery codes`
                : t`Enter the code from your authenticator app`
              : undefined
          }
        />
        <Button type="submit" variant="contained" size="large" loading={give.pending}>
          <Trans>Continue</Trans>
        </Button>
        <Button
          variant="outlined"
          onClick={() => void withPasskey.submit(undefined).then(signedIn)}
          loading={withPasskey.pending}
        >
          <Trans>Use a passkey</Trans>
        </Button>
        <Button variant="text" onClick={switchKind}>
          {recovery ? (
            <Trans>Use the code from my app instead</Trans>
          ) : (
            <Trans>Lost your phone? Use a recovery code</Trans>
          )}
        </Button>
        <Link component={RouterLink} to="/logout" variant="body2" sx={{ alignSelf: 'center' }}>
          <Trans>Log out</Trans>
        </Link>
      </Stack>
    </AuthCard>
  );
}
