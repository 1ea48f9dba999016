import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  notificationCategories,
  notificationDeliveries,
  type NotificationDelivery,
  type NotificationPreferences,
} from '@portal/contracts/notifications';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';
import { notificationCategoryLabel, notificationDeliveryLabel } from '../../../components/notification-words';

/** Each person's choice, per kind of notification, of whether it is also e-mailed. */
export function NotificationPreferencesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const saved = useNotificationPreferences(true);
  const save = useSaveNotificationPreferences();
  const [choices, setChoices] = useState<NotificationPreferences | null>(null);
  const shown = choices ?? saved.data;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!shown) return;
    try {
      await save.mutateAsync(shown);
    } catch {
      return; // Said in the red snackbar by the mutation cache.
    }
    notify.success(t`Your e-mail settings are saved.`);
    onClose();
  };

  return (
    <FormDialog
      refusal={save.error}
      title={t`E-mail settings`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={t`Save`}
      submitDisabled={!shown}
    >
      <Typography variant="body2" color="text.secondary">
        <Trans>Everything is always in the bell. Choose what is also e-mailed to you, at once or in one summary a day.</Trans>
      </Typography>
      {!shown && <Skeleton variant="rounded" height={240} aria-label={t`Loading your e-mail settings`} />}
      {shown &&
        notificationCategories.map((category) => (
          <FormControl key={category}>
            <FormLabel id={`delivery-${category}`}>{notificationCategoryLabel(category)}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`delivery-${category}`}
              value={shown[category]}
              onChange={(event) => setChoices({ ...shown, [category]: event.target.value as NotificationDelivery })}
            >
              {notificationDeliveries.map((delivery) => (
                <FormControlLabel key={delivery} value={delivery} control={<Radio />} label={notificationDeliveryLabel(delivery)} />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
    </FormDialog>
  );
}
