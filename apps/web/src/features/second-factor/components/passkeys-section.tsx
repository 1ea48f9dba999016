import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PasskeyRow } from '@portal/contracts/passkeys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProfileSection } from '../../../components/profile-section';
import { TextInput } from '../../../components/text-input';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { formatLongDate } from '../../../lib/time-format';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';

/** Adding a passkey on this device: a name, then the device's own prompt. */
export function AddPasskeyForm({ onAdded }: { onAdded?: () => void }) {
  const { t } = useLingui();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!name.trim());
    if (name.trim()) add.mutate(name.trim(), { onSuccess: () => (setName(''), onAdded?.()) });
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      {add.error && <Alert severity="error">{add.error.message}</Alert>}
      <TextInput
        label={t`Passkey name`}
        placeholder={t`My phone`}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={missing}
        helperText={missing ? t`Name the passkey, like “My phone”` : t`So you can tell your passkeys apart`}
      />
      <Button type="submit" variant="outlined" loading={add.isPending} sx={{ alignSelf: 'flex-start' }}>
        <Trans>Add a passkey</Trans>
      </Button>
    </Stack>
  );
}

/** My Profile's passkeys: sign in with the phone's lock screen instead of a password, or as the second factor. */
export function PasskeysSection() {
  const { t } = useLingui();
  const list = usePasskeys();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const { timeZone } = getRuntimeConfig();
  const removingName = removing?.name ?? '';
  /** When a passkey was added, and last used if it has been. */
  const history = (passkey: PasskeyRow) => {
    const added = formatLongDate(new Date(passkey.created_at), timeZone);
    if (!passkey.last_used_at) return t`Added ${added}`;
    const used = formatLongDate(new Date(passkey.last_used_at), timeZone);
    return t`Added ${added} · last used ${used}`;
  };
  return (
    <ProfileSection title={t`Passkeys`}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        <Trans>
          A passkey signs you in with your phone&apos;s fingerprint, face or screen lock instead of a password, and
          counts as your second factor.
        </Trans>
      </Typography>
      {list.isError && (
        <Alert severity="error">
          <Trans>Your passkeys could not be loaded. Try Refresh.</Trans>
        </Alert>
      )}
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      {!list.data ? (
        !list.isError && <Skeleton variant="rounded" height={60} aria-label={t`Loading your passkeys`} />
      ) : (
        <List dense disablePadding aria-label={t`My passkeys`}>
          {list.data.passkeys.map((passkey) => {
            const name = passkey.name;
            return (
              <ListItem
                key={passkey.id}
                disableGutters
                secondaryAction={
                  <Button color="error" onClick={() => setRemoving(passkey)} aria-label={t`Remove passkey ${name}`}>
                    <Trans>Remove</Trans>
                  </Button>
                }
              >
                <ListItemText primary={passkey.name} secondary={history(passkey)} sx={{ pr: 10 }} />
              </ListItem>
            );
          })}
        </List>
      )}
      <AddPasskeyForm />
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove this passkey?`}
        message={t`“${removingName}” will no longer sign you in.`}
        confirmLabel={t`Remove`}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </ProfileSection>
  );
}
