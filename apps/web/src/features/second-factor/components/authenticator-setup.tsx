import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBeginSetup, useConfirmSetup } from '../api/second-factor';
import { CodeField } from './code-field';
import { RecoveryCodesList } from './recovery-codes-list';

/** The secret in groups of four, as people type it into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: scan the QR code (or type the secret), confirm
 * with the first code, then save the ten recovery codes.
 */
export function AuthenticatorSetup({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const begin = useBeginSetup();
  const confirm = useConfirmSetup();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  if (confirm.data) return <RecoveryCodesList codes={confirm.data.recovery_codes} onDone={onDone} />;

  if (!begin.data) {
    return (
      <Stack spacing={2}>
        <Typography variant="body2">
          <Trans>
            Use an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or 2FAS. After
            your password, the portal asks for the code it shows.
          </Trans>
        </Typography>
        {begin.error && <Alert severity="error">{begin.error.message}</Alert>}
        <Button
          variant="contained"
          onClick={() => begin.mutate()}
          loading={begin.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          <Trans>Set up an authenticator app</Trans>
        </Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) confirm.mutate(code.replace(/\s/g, ''));
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="body2">
        <Trans>1. In the app, add an account and scan this code.</Trans>
      </Typography>
      <Box
        component="img"
        src={begin.data.qr_code}
        alt={t`QR code to scan with your authenticator app`}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white' }}
      />
      <Typography variant="body2">
        <Trans>Cannot scan? Type this key instead:</Trans>{' '}
        <Box component="code" sx={{ fontSize: '0.95rem', wordBreak: 'break-all' }}>
          {grouped(begin.data.secret)}
        </Box>
      </Typography>
      <Typography variant="body2">
        <Trans>2. Enter the code the app shows.</Trans>
      </Typography>
      {confirm.error && <Alert severity="error">{confirm.error.message}</Alert>}
      <CodeField
        value={code}
        onChange={setCode}
        error={missing ? t`Enter the code from your authenticator app` : undefined}
      />
      <Button type="submit" variant="contained" loading={confirm.isPending} sx={{ alignSelf: 'flex-start' }}>
        <Trans>Confirm</Trans>
      </Button>
    </Stack>
  );
}
