import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { API_PREFIX } from '@portal/contracts/http';
import { SSO_ERRORS, SSO_START_PATH } from '@portal/contracts/sign-in-constants';
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

// The call and its contract (with the validation library) load once the page is
// up, off the critical path of a phone's first visit.
const loadAuthenticate = () => import('./api/authenticate').then((module) => module.authenticate);
const logIn = async (credentials: Credentials) => (await loadAuthenticate())(credentials);
const getSignInOptions = () => import('./api/sign-in-options').then((module) => module.getSignInOptions());
const passkeySignIn = async () => (await import('./api/passkey-sign-in')).signInWithPasskey();

export function LoginPage() {
  const navigate = useNavigate();
  const arrivedWith = (useLocation().state as { success?: string; username?: string } | null) ?? {};
  const [username, setUsername] = useState(arrivedWith.username ?? '');
  const [password, setPassword] = useState('');
  // Shown only after a submit attempt, so an empty form is not red on arrival.
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const login = useSubmit(logIn);
  const passkey = useSubmit(passkeySignIn);
  const [searchParams] = useSearchParams();
  const ssoError = SSO_ERRORS[searchParams.get('sso_error') as keyof typeof SSO_ERRORS] as string | undefined;
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
    <AuthCard title="Log in">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {arrivedWith.success && !login.error && <Alert severity="success">{arrivedWith.success}</Alert>}
        {ssoError && !login.error && <Alert severity="error">{ssoError}</Alert>}
        {options.sso && (
          <>
            <Button
              variant="contained"
              size="large"
              href={`${API_PREFIX}${SSO_START_PATH}`}
              sx={{ textAlign: 'center' }}
            >
              Sign in with {options.sso.label}
            </Button>
            {showPassword && <Divider>or with your password</Divider>}
          </>
        )}
        {!showPassword && (
          <Button variant="text" onClick={() => setPasswordOpened(true)}>
            HR break-glass account: sign in with a password
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
              label="Username"
              name="username"
              autoComplete="username"
              inputProps={{ autoCapitalize: 'none' }}
              autoFocus={!username}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={missing.username}
              helperText={missing.username ? 'Enter your username' : undefined}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              autoFocus={Boolean(username)}
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={missing.password}
              helperText={missing.password ? 'Enter your password' : undefined}
            />
            <Button type="submit" variant="contained" size="large" loading={login.pending}>
              Log in
            </Button>
          </>
        )}
        <Button variant="outlined" size="large" onClick={withPasskey} loading={passkey.pending}>
          Sign in with a passkey
        </Button>
        <Link
          component={RouterLink}
          to="/changepassword"
          state={{ username }}
          variant="body2"
          sx={{ alignSelf: 'center' }}
        >
          Change password
        </Link>
      </Stack>
    </AuthCard>
  );
}
