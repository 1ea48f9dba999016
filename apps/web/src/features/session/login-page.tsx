import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { loadPreferencesFor } from '../../lib/preferences';
import { clearStoredUser, storeUser } from '../../lib/stored-user';
import { useAuthenticate } from './api/authenticate';
import { AuthCard } from './components/auth-card';
import { PasswordField } from './components/password-field';

export function LoginPage() {
  const navigate = useNavigate();
  const arrivedWith = (useLocation().state as { success?: string; username?: string } | null) ?? {};
  const [username, setUsername] = useState(arrivedWith.username ?? '');
  const [password, setPassword] = useState('');
  const login = useAuthenticate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec §4: logging in clears any stored user first.
    clearStoredUser();
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (answer) => {
          const { message: _message, ...user } = answer;
          storeUser(user);
          loadPreferencesFor(user.username);
          if (user.mustChangePassword) void navigate('/changepassword', { state: { username: user.username, forced: true } });
          else void navigate('/timeinout', { replace: true });
        },
      },
    );
  };

  return (
    <AuthCard title="Log in">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {arrivedWith.success && !login.isError && <Alert severity="success">{arrivedWith.success}</Alert>}
        {login.isError && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {login.error.message}
          </Alert>
        )}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoFocus={!username}
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          autoFocus={Boolean(username)}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending || !username.trim() || !password} loading={login.isPending}>
          Log in
        </Button>
        <Link component={RouterLink} to="/changepassword" state={{ username }} variant="body2" sx={{ alignSelf: 'center' }}>
          Change password
        </Link>
      </Stack>
    </AuthCard>
  );
}
