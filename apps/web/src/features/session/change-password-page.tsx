import { useState, type FormEvent } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * The contract's check of a field in the reader's language: its English messages
 * (ChangePasswordBody) said again here, by field and kind; anything else as it came.
 */
function problemText(field: string, code: string, message: string): string {
  const min = MIN_PASSWORD_LENGTH;
  if (field === 'username') return code === 'too_small' ? t`Enter your username` : code === 'too_big' ? t`The username is too long` : message;
  if (field === 'oldpassword') return code === 'too_small' ? t`Enter your current password` : message;
  if (field === 'newpassword') {
    if (code === 'too_small') return t`The new password needs at least ${min} characters`;
    if (code === 'too_big') return t`The new password is too long`;
    if (code === 'custom') return t`The new password must differ from the current one`;
  }
  return message;
}

export function ChangePasswordPage() {
  const { t } = useLingui();
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
  const minLength = MIN_PASSWORD_LENGTH;

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = ChangePasswordBody.safeParse(form);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= problemText(field, issue.code, issue.message);
      }
    }
    if (form.confirm !== form.newpassword) found.confirm = t`The two new passwords do not match`;
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
    <AuthCard title={t`Change password`}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {arrivedWith.forced && (
          <Alert severity="info">
            <Trans>Please choose a new password before you continue.</Trans>
          </Alert>
        )}
        {change.error && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {change.error.message}
          </Alert>
        )}
        <TextInput
          label={t`Username`}
          autoComplete="username"
          inputProps={{ autoCapitalize: 'none' }}
          required
          value={form.username}
          onChange={set('username')}
          error={Boolean(problems.username)}
          helperText={problems.username}
        />
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          required
          value={form.oldpassword}
          onChange={set('oldpassword')}
          error={Boolean(problems.oldpassword)}
          helperText={problems.oldpassword}
        />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          required
          value={form.newpassword}
          onChange={set('newpassword')}
          error={Boolean(problems.newpassword)}
          helperText={problems.newpassword ?? t`At least ${minLength} characters`}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          required
          value={form.confirm}
          onChange={set('confirm')}
          error={Boolean(problems.confirm)}
          helperText={problems.confirm}
        />
        <Button type="submit" variant="contained" size="large" loading={change.pending}>
          <Trans>Change password</Trans>
        </Button>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          <Trans>Back to log in</Trans>
        </Link>
      </Stack>
    </AuthCard>
  );
}
