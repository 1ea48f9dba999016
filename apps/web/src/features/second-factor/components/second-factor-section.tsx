import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '../../../lib/time-format';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { PasswordField } from '../../../components/password-field';
import { ProfileSection } from '../../../components/profile-section';
import { useNewRecoveryCodes, useRemoveSecondFactor, useSecondFactorStatus } from '../api/second-factor';
import { AuthenticatorSetup } from './authenticator-setup';
import { CodeField } from './code-field';
import { RecoveryCodesList } from './recovery-codes-list';

/** My Profile's second factor: set it up, renew the recovery codes, or turn it off. */
export function SecondFactorSection() {
  const { t } = useLingui();
  const status = useSecondFactorStatus();
  const [setting, setSetting] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const data = status.data;
  const since = data?.enrolled_at ? formatLongDate(new Date(data.enrolled_at), getRuntimeConfig().timeZone) : null;
  const codesLeft = data?.recovery_codes_left ?? 0;
  return (
    <ProfileSection title={t`Second factor`}>
      {status.isError && (
        <Alert severity="error">
          <Trans>Your second factor could not be loaded. Try Refresh.</Trans>
        </Alert>
      )}
      {setting ? (
        // Kept until the recovery codes are saved, though the confirmation already shows it set up.
        <AuthenticatorSetup onDone={() => setSetting(false)} />
      ) : !data ? (
        !status.isError && <Skeleton variant="rounded" height={80} aria-label={t`Loading your second factor`} />
      ) : data.enrolled ? (
        <Stack spacing={1.5}>
          <Typography variant="body2">
            {since ? (
              <Trans>An authenticator app is set up since {since}.</Trans>
            ) : (
              <Trans>An authenticator app is set up.</Trans>
            )}{' '}
            <Plural value={codesLeft} one="# recovery code is left." other="# recovery codes are left." />
          </Typography>
          {data.required && (
            <Typography variant="body2" color="text.secondary">
              <Trans>The company requires it for your role.</Trans>
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" onClick={() => setRenewing(true)}>
              <Trans>New recovery codes</Trans>
            </Button>
            {!data.required && (
              <Button variant="outlined" color="error" onClick={() => setRemoving(true)}>
                <Trans>Turn off</Trans>
              </Button>
            )}
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="body2">
            {data.required
              ? t`The company requires a second factor for your role.`
              : t`Not set up. A code from your phone after your password keeps your account safe even if someone learns the password.`}
          </Typography>
          <Button variant="contained" onClick={() => setSetting(true)} sx={{ alignSelf: 'flex-start' }}>
            <Trans>Set up</Trans>
          </Button>
        </Stack>
      )}
      <RenewDialog open={renewing} onClose={() => setRenewing(false)} />
      <RemoveDialog open={removing} onClose={() => setRemoving(false)} />
    </ProfileSection>
  );
}

function RenewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const renew = useNewRecoveryCodes();
  const [code, setCode] = useState('');
  const close = () => {
    renew.reset();
    setCode('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={renew.isPending ? undefined : close}
      aria-labelledby="renew-codes-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="renew-codes-title">
        <Trans>New recovery codes</Trans>
      </DialogTitle>
      <DialogContent>
        {renew.data ? (
          <RecoveryCodesList codes={renew.data.recovery_codes} onDone={close} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              <Trans>Your old codes stop working. Enter a code from your authenticator app to get ten new ones.</Trans>
            </DialogContentText>
            {renew.error && <Alert severity="error">{renew.error.message}</Alert>}
            <CodeField value={code} onChange={setCode} autoFocus />
          </Stack>
        )}
      </DialogContent>
      {!renew.data && (
        <DialogActions>
          <Button onClick={close} disabled={renew.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="contained"
            loading={renew.isPending}
            disabled={!code.trim()}
            onClick={() => renew.mutate(code.replace(/\s/g, ''))}
          >
            <Trans>Get new codes</Trans>
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

function RemoveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useRemoveSecondFactor();
  const [password, setPassword] = useState('');
  const close = () => {
    remove.reset();
    setPassword('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={remove.isPending ? undefined : close}
      aria-labelledby="remove-factor-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="remove-factor-title">
        <Trans>Turn off your second factor?</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            <Trans>Your password alone will sign you in. Enter it to confirm.</Trans>
          </DialogContentText>
          {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          disabled={!password}
          onClick={() => remove.mutate(password, { onSuccess: close })}
        >
          <Trans>Turn off</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
