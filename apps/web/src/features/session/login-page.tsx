import { useEffect, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { API_PREFIX } from '@portal/contracts/http';
import { SSO_START_PATH, type SsoError } from '@portal/contracts/sign-in-constants';
import { PASSWORD_CHANGED_MESSAGE } from '@portal/contracts/session-constants';
import type { SignInOptions } from '@portal/contracts/sign-in';
import { clearStoredUser, storeUser } from '../../lib/stored-user';
import { TextInput } from '../../components/text-input';
import { useSubmit } from '../../lib/use-submit';
import type { Credentials } from './api/authenticate';
import { AuthCard } from '../../components/auth-card';
import { PasswordField } from '../../components/password-field';

/** Where a session goes after its first factor: what it still owes first, else the time clock. */
export function afterSignIn(user: { mustChangePassword: boolean; secondFactor: 'verify' | 'enrol' | null }): string {
  if (user.mustChangePassword) return '/changepassword';
  if (user.secondFactor === 'verify') return '/second-factor';
  if (user.secondFactor === 'enrol') return '/second-factor/setup';
  return '/timeinout';
}

/** The login page's word for each refused company sign-in (SSO_ERRORS, the English, word for word). */
const ssoErrorTexts: Record<SsoError, MessageDescriptor> = {
  unknown_account: msg`Your company account is not linked to anyone in the portal. Please contact HR.`,
  inactive: msg`This account is no longer active. Please contact HR.`,
  refused: msg`The sign-in with your company account did not complete. Please try again.`,
  disabled: msg`Signing in with a company account is not turned on.`,
};

/** Spec §4's word for word "Password change successfully.", which the password page sends here. */
const passwordChanged = msg`Password change successfully.`;

// The call and its contract (with the validation library) load once the page is
// up, off the critical path of a phone's first visit.
const loadAuthenticate = () => import('./api/authenticate').then((module) => module.authenticate);
const logIn = async (credentials: Credentials) => (await loadAuthenticate())(credentials);
const getSignInOptions = () => import('./api/sign-in-options').then((module) => module.getSignInOptions());
const passkeySignIn = async () => (await import('./api/passkey-sign-in')).signInWithPasskey();

export function LoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const arrivedWith = (useLocation().state as { success?: string; username?: string } | null) ?? {};
  const [username, setUsername] = useState(arrivedWith.username ?? '');
  const [password, setPassword] = useState('');
  // Shown only after a submit attempt, so an empty form is not red on arrival.
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const login = useSubmit(logIn);
  const passkey = useSubmit(passkeySignIn);
  const [searchParams] = useSearchParams();
  const ssoErrorCode = searchParams.get('sso_error');
  const ssoError = ssoErrorCode && Object.hasOwn(ssoErrorTexts, ssoErrorCode) ? i18n._(ssoErrorTexts[ssoErrorCode as SsoError]) : undefined;
  // What the page that sent the person here said; the password page's own message in the reader's language.
  const success = arrivedWith.success === PASSWORD_CHANGED_MESSAGE ? i18n._(passwordChanged) : arrivedWith.success;
  // Both ways in until the server says otherwise: a slow answer never hides the form.
  const [options, setOptions] = useState<SignInOptions>({ password: true, sso: null });
  const [passwordOpened, setPasswordOpened] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadAuthenticate());
    getSignInOptions()
      .then(setOptions)
      .catch(() => undefined);
  }, []);
  const showPassword = options.password || passwordOpened;
  const provider = options.sso?.label ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = { username: !username.trim(), password: !password };
    setMissing(blank);
    if (blank.username || blank.password) return;
    // Spec §4: logging in clears any stored user first.
    clearStoredUser();
    void login.submit({ username: username.trim(), password }).then(signedIn);
  };
  const signedIn = (answer: Awaited<ReturnType<typeof logIn>> | null) => {
    if (!answer) return;
    const { message: _message, ...user } = answer;
    storeUser(user);
    const next = afterSignIn(user);
    if (next === '/changepassword') void navigate(next, { state: { username: user.username, forced: true } });
    else void navigate(next, { replace: true });
  };
  const withPasskey = () => {
    clearStoredUser();
    void passkey.submit(undefined).then(signedIn);
  };

  return (
    <AuthCard title={t`Log in`}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {success && !login.error && <Alert severity="success">{success}</Alert>}
        {ssoError && !login.error && <Alert severity="error">{ssoError}</Alert>}
        {options.sso && (
          <>
            <Button
              variant="contained"
              size="large"
              href={`${API_PREFIX}${SSO_START_PATH}`}
              sx={{ textAlign: 'center' }}
            >
              <Trans>Sign in with {provider}</Trans>
            </Button>
            {showPassword && (
              <Divider>
                <Trans>or with your password</Trans>
              </Divider>
            )}
          </>
        )}
        {!showPassword && (
          <Button variant="text" onClick={() => setPasswordOpened(true)}>
            <Trans>HR break-glass account: sign in with a password</Trans>
          </Button>
        )}
        {passkey.error && <Alert severity="error">{passkey.error.message}</Alert>}
        {login.error && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {login.error.message}
          </Alert>
        )}
        {showPassword && (
          <>
            <TextInput
              label={t`Username`}
              name="username"
              autoComplete="username"
              inputProps={{ autoCapitalize: 'none' }}
              autoFocus={!username}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={missing.username}
              helperText={missing.username ? t`Enter your username` : undefined}
            />
            <PasswordField
              label={t`Password`}
              name="password"
              autoComplete="current-password"
              autoFocus={Boolean(username)}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={missing.password}
              helperText={missing.password ? t`Enter your password` : undefined}
            />
            <Button type="submit" variant="contained" size="large" loading={login.pending}>
              <Trans>Log in</Trans>
            </Button>
          </>
        )}
        <Button variant="outlined" size="large" onClick={withPasskey} loading={passkey.pending}>
          <Trans>Sign in with a passkey</Trans>
        </Button>
        <Link
          component={RouterLink}
          to="/changepassword"
          state={{ username }}
          variant="body2"
          sx={{ alignSelf: 'center' }}
        >
          <Trans>Change password</Trans>
        </Link>
      </Stack>
    </AuthCard>
  );
}
