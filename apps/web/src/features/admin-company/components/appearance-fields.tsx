import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { CompanySettings } from '@portal/contracts/admin-company';
import { DRAWER_WIDTH_RANGE, themeColors } from '@portal/contracts/config';
import { asNumberOrNull, type CompanyForm } from './form-types';
import { SettingsSection } from '../../../components/settings-section';

const CONFIGURED = '';

/** "blueGrey" reads "Blue Grey", as the theme drawer names it. */
const colourName = (colour: string) => colour.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

/** The portal's colour for people who have not picked their own, and the side menu's width. */
export function AppearanceFields({
  form,
  defaults,
}: {
  form: CompanyForm;
  defaults: CompanySettings['appearance_defaults'];
}) {
  const widthError = form.formState.errors.drawer_width?.message;
  return (
    <SettingsSection
      title="Appearance"
      description="People see a change when they next open or reload the portal. A colour someone picked in their own settings stays theirs."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="theme_default"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Default theme colour"
              size="small"
              fullWidth
              value={field.value ?? CONFIGURED}
              onChange={(event) => field.onChange(event.target.value === CONFIGURED ? null : event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? `Empty: ${colourName(defaults.theme_default)} (server default)`}
            >
              <MenuItem value={CONFIGURED}>
                <em>Server default ({colourName(defaults.theme_default)})</em>
              </MenuItem>
              {themeColors.map((colour) => (
                <MenuItem key={colour} value={colour}>
                  {colourName(colour)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...form.register('drawer_width', { setValueAs: asNumberOrNull })}
          label="Side menu width (pixels)"
          type="number"
          size="small"
          fullWidth
          placeholder={String(defaults.drawer_width)}
          error={Boolean(widthError)}
          helperText={
            widthError ??
            `On a computer; ${DRAWER_WIDTH_RANGE.min} to ${DRAWER_WIDTH_RANGE.max}. Empty: ${defaults.drawer_width} (server default)`
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: DRAWER_WIDTH_RANGE.min, max: DRAWER_WIDTH_RANGE.max },
          }}
        />
      </Stack>
    </SettingsSection>
  );
}
