import { Controller, type UseFormReturn } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PickersProvider, TimeEntryField } from '../../../components/time-entry-field';
import { i18n } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { useOvertimeTypes } from '../api/overtimes';

export interface OvertimeFieldValues {
  otDate: string;
  fromTime: string;
  toTime: string;
  noOfHours: number;
  ottype?: string | null | undefined;
  reason: string;
}

/** Minutes between two times, across midnight when the end is earlier. */
function spanMinutes(fromTime: string | undefined, toTime: string | undefined): number | null {
  const toMinutes = (time: string | undefined) => (time && /^\d{2}:\d{2}/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null);
  const from = toMinutes(fromTime);
  const to = toMinutes(toTime);
  if (from === null || to === null || from === to) return null;
  return (to - from + 24 * 60) % (24 * 60);
}

/**
 * The hours to file for a span: the nearest quarter hour not beyond it, as overtime is
 * filed in quarter hours and never for more than the time worked (5:22 to 7:30 PM,
 * 2 h 8 min, files 2 hours).
 */
export function quarterHoursWithin(minutes: number): number {
  return Math.floor(minutes / 15) / 4;
}

/** "2 h 15 min", "45 min", "3 h": the hours as a person reads them. */
export function hoursAndMinutes(hours: number): string {
  const total = Math.round(hours * 60);
  const whole = Math.floor(total / 60);
  const minutes = total % 60;
  if (whole === 0 && minutes > 0) return i18n._(msg`${minutes} min`);
  return minutes === 0 ? i18n._(msg`${whole} h`) : i18n._(msg`${whole} h ${minutes} min`);
}

/** What the Hours field says under it: its value in hours and minutes, and the rule. */
function hoursHint(value: unknown, spanMinutesNow: number | null): string {
  const rule = i18n._(msg`In quarter hours (0.25 is 15 minutes); lower it for a break. At most 16.`);
  const hours = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
  if (hours === null) return rule;
  const filed = hoursAndMinutes(hours);
  if (spanMinutesNow === null) return `${filed}. ${rule}`;
  const span = hoursAndMinutes(spanMinutesNow / 60);
  return i18n._(msg`${filed} of the ${span} between the times. ${rule}`);
}

/** Date, from and to times, hours (defaulting to the span), OT type when used, reason. */
export function OvertimeFields({ form }: { form: UseFormReturn<OvertimeFieldValues> }) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const types = useOvertimeTypes(features.overtimeTypes);
  const { errors } = form.formState;
  const fillHours = () => {
    const span = spanMinutes(form.getValues('fromTime'), form.getValues('toTime'));
    if (span !== null && !form.getValues('noOfHours') && span >= 15) form.setValue('noOfHours', quarterHoursWithin(span));
  };
  const span = spanMinutes(form.watch('fromTime'), form.watch('toTime'));
  return (
    <PickersProvider>
      <Stack spacing={2}>
        <TextField {...form.register('otDate')} label={t`OT Date`} type="date" required size="small" error={Boolean(errors.otDate)} helperText={errors.otDate?.message ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
        <Grid container spacing={1.5}>
          {(['fromTime', 'toTime'] as const).map((name) => (
            <Grid key={name} size={6}>
              <Controller
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <TimeEntryField
                    label={name === 'fromTime' ? t`From` : t`To`}
                    name={name}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                      fillHours();
                    }}
                    timeFormat={timeFormat}
                    withClock={features.timePickerClock}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
        <TextField
          {...form.register('noOfHours', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
          label={t`Hours`}
          type="number"
          required
          size="small"
          error={Boolean(errors.noOfHours)}
          helperText={errors.noOfHours?.message ?? hoursHint(form.watch('noOfHours'), span)}
          slotProps={{ htmlInput: { min: 0.25, max: 16, step: 0.25, inputMode: 'decimal' }, inputLabel: { shrink: true } }}
        />
        {features.overtimeTypes && (
          <TextField select label={t`OT Type`} size="small" value={form.watch('ottype') ?? ''} onChange={(event) => form.setValue('ottype', event.target.value || null)}>
            <MenuItem value="">
              <Trans>None</Trans>
            </MenuItem>
            {(types.data ?? []).map((type) => (
              <MenuItem key={type.ottype} value={type.ottype}>
                {type.description}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField {...form.register('reason')} label={t`Reason`} required multiline minRows={2} size="small" error={Boolean(errors.reason)} helperText={errors.reason?.message ?? ' '} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </Stack>
    </PickersProvider>
  );
}
