import { useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { notificationCategories, notificationDeliveries } from '@portal/contracts/notifications';
import type { CompanyForm } from './form-types';
import { SettingsSection } from '../../../components/settings-section';
import { notificationCategoryLabel, notificationDeliveryLabel } from '../../../components/notification-words';

/** How notifications are e-mailed to people who have not chosen themselves, and when the daily summary goes out. */
export function NotificationFields({ form }: { form: CompanyForm }) {
  const { t } = useLingui();
  const timeError = form.formState.errors.digest_time?.message;
  return (
    <SettingsSection
      title={t`Notifications`}
      description={t`Everyone sees their notifications in the bell. These choose what is also e-mailed, for people who have not chosen for themselves.`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {notificationCategories.map((category) => (
          <Controller
            key={category}
            control={form.control}
            name={`notification_defaults.${category}`}
            render={({ field }) => (
              <TextField select size="small" label={notificationCategoryLabel(category)} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} sx={{ minWidth: 240 }}>
                {notificationDeliveries.map((delivery) => (
                  <MenuItem key={delivery} value={delivery}>
                    {notificationDeliveryLabel(delivery)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ))}
      </Stack>
      <TextField
        {...form.register('digest_time')}
        label={t`Daily summary at`}
        type="time"
        size="small"
        sx={{ maxWidth: 220 }}
        error={Boolean(timeError)}
        helperText={timeError ?? t`Company time; the summaries go out within 5 minutes of it`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </SettingsSection>
  );
}
