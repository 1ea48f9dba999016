import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ChangePasswordBody } from '@portal/contracts/session';
import { MIN_PASSWORD_LENGTH, PASSWORD_CHANGED_MESSAGE } from '@portal/contracts/session-constants';
import { clearStoredUser, getStoredUser } from '../../lib/stored-user';
import { TextInput } from '../../components/text-input';
import { useSubmit } from '../../lib/use-submit';
import { changePassword } from './api/change-password';
import { AuthCard } from '../../components/auth-card';
import { PasswordField } from '../../components/password-field';

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const arrivedWith = (useLocation().state as { username?: string; forced?: boolean } | null) ?? {};
  const [form, setForm] = useState({
    username: arrivedWith.username ?? getStoredUser()?.username ?? '',
    oldpassword: '',
    newpassword: '',
    confirm: '',
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const change = useSubmit(changePassword);

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = ChangePasswordBody.safeParse(form);
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (form.confirm !== form.newpassword) found.confirm = 'The two new passwords do not match';
    setProblems(found);
    if (!parsed.success || found.confirm) return;
    void change.submit(parsed.data).then((answer) => {
      if (!answer) return;
      clearStoredUser();
      void navigate('/login', {
        replace: true,
        state: { success: PASSWORD_CHANGED_MESSAGE, username: parsed.data.username },
      });
    });
  };

  return (
    <AuthCard title="Change password">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {arrivedWith.forced && <Alert severity="info">Please choose a new password before you continue.</Alert>}
        {change.error && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {change.error.message}
          </Alert>
        )}
        <TextInput
          label="Username"
          autoComplete="username"
          inputProps={{ autoCapitalize: 'none' }}
          required
          value={form.username}
          onChange={set('username')}
          error={Boolean(problems.username)}
          helperText={problems.username}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          value={form.oldpassword}
          onChange={set('oldpassword')}
          error={Boolean(problems.oldpassword)}
          helperText={problems.oldpassword}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          value={form.newpassword}
          onChange={set('newpassword')}
          error={Boolean(problems.newpassword)}
          helperText={problems.newpassword ?? `At least ${MIN_PASSWORD_LENGTH} characters`}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={form.confirm}
          onChange={set('confirm')}
          error={Boolean(problems.confirm)}
          helperText={problems.confirm}
        />
        <Button type="submit" variant="contained" size="large" loading={change.pending}>
          Change password
        </Button>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          Back to log in
        </Link>
      </Stack>
    </AuthCard>
  );
}
