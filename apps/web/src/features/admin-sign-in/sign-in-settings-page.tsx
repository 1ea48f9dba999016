import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SignInSettings, SignInSettingsBody } from '@portal/contracts/sign-in';
import { PageHeader } from '../../components/page-header';
import { SettingsSection } from '../../components/settings-section';
import { useSignInSettings, useUpdateSignInSettings } from './api/sign-in-settings';
import { ResetSecondFactorSection } from './components/reset-second-factor-section';

interface FormValues {
  require_second_factor: boolean;
  sso_enabled: boolean;
  sso_label: string;
  sso_issuer: string;
  sso_client_id: string;
  /** Blank keeps the stored secret. */
  sso_client_secret: string;
  sso_match_by: 'email' | 'employee_number';
  password_sign_in: 'everyone' | 'break_glass';
  break_glass_username: string;
}

const valuesOf = (settings: SignInSettings): FormValues => ({
  require_second_factor: settings.require_second_factor,
  sso_enabled: settings.sso.enabled,
  sso_label: settings.sso.label,
  sso_issuer: settings.sso.issuer ?? '',
  sso_client_id: settings.sso.client_id ?? '',
  sso_client_secret: '',
  sso_match_by: settings.sso.match_by,
  password_sign_in: settings.password_sign_in,
  break_glass_username: settings.break_glass_username ?? '',
});

/** What changed, as the settings call takes it: blank provider fields are not sent, so a stored secret stays. */
function changesOf(values: FormValues, before: FormValues): SignInSettingsBody {
  const body: SignInSettingsBody = {};
  if (values.require_second_factor !== before.require_second_factor)
    body.require_second_factor = values.require_second_factor;
  if (values.sso_enabled !== before.sso_enabled) body.sso_enabled = values.sso_enabled;
  if (values.sso_label !== before.sso_label) body.sso_label = values.sso_label;
  if (values.sso_issuer.trim() && values.sso_issuer !== before.sso_issuer) body.sso_issuer = values.sso_issuer.trim();
  if (values.sso_client_id.trim() && values.sso_client_id !== before.sso_client_id)
    body.sso_client_id = values.sso_client_id.trim();
  if (values.sso_client_secret) body.sso_client_secret = values.sso_client_secret;
  if (values.sso_match_by !== before.sso_match_by) body.sso_match_by = values.sso_match_by;
  if (values.password_sign_in !== before.password_sign_in) body.password_sign_in = values.password_sign_in;
  if (values.break_glass_username !== before.break_glass_username)
    body.break_glass_username = values.break_glass_username.trim() || null;
  return body;
}

function SignInForm({ settings }: { settings: SignInSettings }) {
  const { t } = useLingui();
  const save = useUpdateSignInSettings();
  const [values, setValues] = useState(() => valuesOf(settings));
  useEffect(() => setValues(valuesOf(settings)), [settings]);
  const before = valuesOf(settings);
  const changes = changesOf(values, before);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(changes);
  };
  const fieldError = (field: string) =>
    save.error && 'field' in save.error && save.error.field === field ? save.error.message : undefined;

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      <SettingsSection
        title={t`Second factor`}
        description={t`A code from an authenticator app after the password, for those who can see pay and approve requests.`}
      >
        <FormControlLabel
          control={
            <Switch
              checked={values.require_second_factor}
              onChange={(event) => set('require_second_factor', event.target.checked)}
            />
          }
          label={t`Require a second factor of HR, payroll and approvers`}
        />
      </SettingsSection>
      <SettingsSection
        title={t`Company account (OpenID Connect)`}
        description={t`Sign in with Google Workspace, Microsoft Entra ID or any OpenID Connect provider. Accounts are matched to existing people, never created.`}
      >
        <FormControlLabel
          control={
            <Switch checked={values.sso_enabled} onChange={(event) => set('sso_enabled', event.target.checked)} />
          }
          label={t`Let people sign in with their company account`}
        />
        <TextField
          label={t`Button label`}
          value={values.sso_label}
          onChange={(event) => set('sso_label', event.target.value)}
          helperText={t`Shown as “Sign in with …”`}
          error={Boolean(fieldError('sso_label'))}
        />
        <TextField
          label={t`Issuer`}
          value={values.sso_issuer}
          onChange={(event) => set('sso_issuer', event.target.value)}
          placeholder="https://login.microsoftonline.com/{tenant}/v2.0"
          error={Boolean(fieldError('sso_issuer'))}
          helperText={
            fieldError('sso_issuer') ?? t`The provider's address; its discovery document is checked when you save`
          }
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          label={t`Client ID`}
          value={values.sso_client_id}
          onChange={(event) => set('sso_client_id', event.target.value)}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          label={t`Client secret`}
          type="password"
          autoComplete="off"
          value={values.sso_client_secret}
          onChange={(event) => set('sso_client_secret', event.target.value)}
          helperText={
            settings.sso.client_secret_set ? t`A secret is kept. Type a new one to replace it.` : t`Not set yet`
          }
        />
        <TextField
          select
          label={t`Match accounts by`}
          value={values.sso_match_by}
          onChange={(event) => set('sso_match_by', event.target.value as FormValues['sso_match_by'])}
        >
          <MenuItem value="email">
            <Trans>Work e-mail (the provider's verified e-mail)</Trans>
          </MenuItem>
          <MenuItem value="employee_number">
            <Trans>Employee number (the employee_number claim)</Trans>
          </MenuItem>
        </TextField>
        <TextField
          label={t`Redirect URI to register at the provider`}
          value={settings.sso.redirect_uri}
          slotProps={{ input: { readOnly: true } }}
        />
      </SettingsSection>
      <SettingsSection
        title={t`Passwords`}
        description={t`Keep one HR account with a password, so the company is never locked out if the provider is down.`}
      >
        <FormControl>
          <FormLabel id="password-sign-in-label">
            <Trans>Who may sign in with a password</Trans>
          </FormLabel>
          <RadioGroup
            aria-labelledby="password-sign-in-label"
            value={values.password_sign_in}
            onChange={(event) => set('password_sign_in', event.target.value as FormValues['password_sign_in'])}
          >
            <FormControlLabel value="everyone" control={<Radio />} label={t`Everyone`} />
            <FormControlLabel
              value="break_glass"
              control={<Radio />}
              label={t`Only the break-glass HR account; everyone else uses the company account`}
            />
          </RadioGroup>
        </FormControl>
        <TextField
          label={t`Break-glass HR account (username)`}
          value={values.break_glass_username}
          onChange={(event) => set('break_glass_username', event.target.value)}
          error={Boolean(fieldError('break_glass_username'))}
          helperText={fieldError('break_glass_username') ?? t`An active HR administrator`}
          slotProps={{ htmlInput: { autoCapitalize: 'none' } }}
        />
      </SettingsSection>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setValues(before)} disabled={Object.keys(changes).length === 0 || save.isPending}>
          <Trans>Undo changes</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={Object.keys(changes).length === 0}>
          <Trans>Save</Trans>
        </Button>
      </Box>
    </Stack>
  );
}

/** Administration > Sign-in & Security: the provider, passwords and the second factor. */
export function SignInSettingsPage() {
  const { t } = useLingui();
  const settings = useSignInSettings();
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        title={t`Sign-in & Security`}
        onRefresh={() => void settings.refetch()}
        refreshing={settings.isFetching}
      />
      {settings.isError && <Alert severity="error">
          <Trans>The sign-in settings could not be loaded. Try Refresh.</Trans>
        </Alert>}
      {settings.data ? (
        <SignInForm settings={settings.data} />
      ) : (
        !settings.isError && <Skeleton variant="rounded" height={480} aria-label={t`Loading the sign-in settings`} />
      )}
      <Box sx={{ mt: 2 }}>
        <ResetSecondFactorSection />
      </Box>
    </Box>
  );
}
