import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { CompanySettings } from '@portal/contracts/admin-company';
import { DRAWER_WIDTH_RANGE, themeColors, type ThemeColor } from '@portal/contracts/config';
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/contracts/language-constants';
import { asNumberOrNull, type CompanyForm } from './form-types';
import { SettingsSection } from '../../../components/settings-section';

const CONFIGURED = '';

/** Each colour as the theme drawer names it ("blueGrey" reads "Blue Grey"), in the reader's language. */
const colourNames: Record<ThemeColor, MessageDescriptor> = {
  grey: msg`Grey`,
  blue: msg`Blue`,
  teal: msg`Teal`,
  amber: msg`Amber`,
  lime: msg`Lime`,
  red: msg`Red`,
  blueGrey: msg`Blue Grey`,
  brown: msg`Brown`,
  indigo: msg`Indigo`,
  lightBlue: msg`Light Blue`,
};

/** The portal's colour and language for people who have not picked their own, and the side menu's width. */
export function AppearanceFields({
  form,
  defaults,
}: {
  form: CompanyForm;
  defaults: CompanySettings['appearance_defaults'];
}) {
  const { t, i18n } = useLingui();
  const colourName = (colour: ThemeColor) => i18n._(colourNames[colour]);
  const widthError = form.formState.errors.drawer_width?.message;
  const serverColour = colourName(defaults.theme_default);
  const serverWidth = defaults.drawer_width;
  const min = DRAWER_WIDTH_RANGE.min;
  const max = DRAWER_WIDTH_RANGE.max;
  return (
    <SettingsSection
      title={t`Appearance`}
      description={t`People see a change when they next open or reload the portal. A colour someone picked in their own settings stays theirs.`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="theme_default"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t`Default theme colour`}
              size="small"
              fullWidth
              value={field.value ?? CONFIGURED}
              onChange={(event) => field.onChange(event.target.value === CONFIGURED ? null : event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t`Empty: ${serverColour} (server default)`}
            >
              <MenuItem value={CONFIGURED}>
                <em>{t`Server default (${serverColour})`}</em>
              </MenuItem>
              {themeColors.map((colour) => (
                <MenuItem key={colour} value={colour}>
                  {colourName(colour)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="default_language"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t`Default language`}
              size="small"
              fullWidth
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t`For people who have not chosen their own`}
            >
              {/* Each language by its own name, in every language, as the profile's picker lists them. */}
              {LANGUAGES.map((code) => (
                <MenuItem key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...form.register('drawer_width', { setValueAs: asNumberOrNull })}
          label={t`Side menu width (pixels)`}
          type="number"
          size="small"
          fullWidth
          placeholder={String(defaults.drawer_width)}
          error={Boolean(widthError)}
          helperText={widthError ?? t`On a computer; ${min} to ${max}. Empty: ${serverWidth} (server default)`}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: DRAWER_WIDTH_RANGE.min, max: DRAWER_WIDTH_RANGE.max },
          }}
        />
      </Stack>
    </SettingsSection>
  );
}
