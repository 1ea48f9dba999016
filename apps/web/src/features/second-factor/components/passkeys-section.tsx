import { useState, type FormEvent } from 'react';
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
        label="Passkey name"
        placeholder="My phone"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={missing}
        helperText={missing ? 'Name the passkey, like “My phone”' : 'So you can tell your passkeys apart'}
      />
      <Button type="submit" variant="outlined" loading={add.isPending} sx={{ alignSelf: 'flex-start' }}>
        Add a passkey
      </Button>
    </Stack>
  );
}

/** My Profile's passkeys: sign in with the phone's lock screen instead of a password, or as the second factor. */
export function PasskeysSection() {
  const list = usePasskeys();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const { timeZone } = getRuntimeConfig();
  return (
    <ProfileSection title="Passkeys">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        A passkey signs you in with your phone&apos;s fingerprint, face or screen lock instead of a password, and counts
        as your second factor.
      </Typography>
      {list.isError && <Alert severity="error">Your passkeys could not be loaded. Try Refresh.</Alert>}
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      {!list.data ? (
        !list.isError && <Skeleton variant="rounded" height={60} aria-label="Loading your passkeys" />
      ) : (
        <List dense disablePadding aria-label="My passkeys">
          {list.data.passkeys.map((passkey) => (
            <ListItem
              key={passkey.id}
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => setRemoving(passkey)}
                  aria-label={`Remove passkey ${passkey.name}`}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={`Added ${formatLongDate(new Date(passkey.created_at), timeZone)}${passkey.last_used_at ? ` · last used ${formatLongDate(new Date(passkey.last_used_at), timeZone)}` : ''}`}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <AddPasskeyForm />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        message={`“${removing?.name ?? ''}” will no longer sign you in.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </ProfileSection>
  );
}
