import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CompanySettings, PayrollContributionTiming, PayrollRounding } from '@portal/contracts/admin-company';
import { SettingSelect, type SettingOption } from '../../../components/setting-select';
import { asNumber, asNumberOrNull, type CompanyForm } from './form-types';
import { SettingsSection } from '../../../components/settings-section';

/** The grace period of the attendance figures. */
export function AttendanceFields({ form }: { form: CompanyForm }) {
  const { t } = useLingui();
  const error = form.formState.errors.grace_minutes?.message;
  return (
    <SettingsSection
      title={t`Attendance`}
      description={t`Applies to the attendance figures from the next time they are shown, past days included.`}
    >
      <TextField
        {...form.register('grace_minutes', { setValueAs: asNumber })}
        label={t`Grace minutes`}
        type="number"
        required
        size="small"
        sx={{ maxWidth: 220 }}
        error={Boolean(error)}
        helperText={error ?? t`Lateness within this is not tardiness; 0 to 120`}
      />
    </SettingsSection>
  );
}

/** A setting's choice with its words still to be read in the active language. */
type Choice<Value extends string | number> = { value: Value; label: MessageDescriptor };

const FACTOR_OPTIONS: readonly Choice<261 | 313 | 365>[] = [
  { value: 261, label: msg`261: five-day week` },
  { value: 313, label: msg`313: six-day week` },
  { value: 365, label: msg`365: every day paid` },
];
const CONTRIBUTION_OPTIONS: readonly Choice<PayrollContributionTiming>[] = [
  { value: 'second', label: msg`The second cut-off` },
  { value: 'split', label: msg`Half in each cut-off` },
];
const ROUNDING_OPTIONS: readonly Choice<PayrollRounding>[] = [
  { value: 'lines', label: msg`Each line to the centavo` },
  { value: 'rates', label: msg`Rates to the centavo first` },
];

const readChoices = <Value extends string | number>(i18n: I18n, choices: readonly Choice<Value>[]): SettingOption<Value>[] =>
  choices.map((choice) => ({ value: choice.value, label: i18n._(choice.label) }));

/** The payroll's conventions (ph-payroll-rules §11): its cut-offs, the daily-rate factor, and when contributions are deducted. */
export function PayrollFields({ form }: { form: CompanyForm }) {
  const { t, i18n } = useLingui();
  const cutoffError = form.formState.errors.payroll_cutoff_day?.message;
  const factor = form.watch('payroll_factor') ?? 261;
  const contributions = form.watch('payroll_contributions') ?? 'second';
  const rounding = form.watch('payroll_rounding') ?? 'lines';
  return (
    <SettingsSection title={t`Payroll`} description={t`Applies to the next draft computed; locked and released runs keep what they paid.`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          {...form.register('payroll_cutoff_day', { setValueAs: asNumber })}
          label={t`First payroll cut-off ends on day`}
          type="number"
          required
          size="small"
          sx={{ maxWidth: { md: 260 } }}
          error={Boolean(cutoffError)}
          helperText={cutoffError ?? t`The second runs to the month end; 15 gives 1-15 and 16-end`}
        />
        <SettingSelect
          label={t`Days a monthly salary pays`}
          sx={{ minWidth: 240 }}
          value={factor}
          options={readChoices(i18n, FACTOR_OPTIONS)}
          onChange={(value) => form.setValue('payroll_factor', value, { shouldDirty: true })}
          helperText={t`The daily rate is the monthly rate × 12 ÷ this`}
        />
        <SettingSelect
          label={t`Contributions deducted in`}
          sx={{ minWidth: 240 }}
          value={contributions}
          options={readChoices(i18n, CONTRIBUTION_OPTIONS)}
          onChange={(value) => form.setValue('payroll_contributions', value, { shouldDirty: true })}
          helperText={
            contributions === 'split'
              ? t`Half in the first cut-off; the second deducts the rest of the month's`
              : t`SSS, PhilHealth and Pag-IBIG for the month, all in its second cut-off`
          }
        />
        <SettingSelect
          label={t`Rounding`}
          sx={{ minWidth: 240 }}
          value={rounding}
          options={readChoices(i18n, ROUNDING_OPTIONS)}
          onChange={(value) => form.setValue('payroll_rounding', value, { shouldDirty: true })}
          helperText={rounding === 'rates' ? t`The daily and hourly rates are rounded to the centavo, then each line` : t`Each line's exact amount to the centavo, from exact rates`}
        />
      </Stack>
    </SettingsSection>
  );
}

/** The time clock's limits on phones: how late an offline punch may arrive, and how wrong a phone's clock may be. */
export function TimeClockFields({ form }: { form: CompanyForm }) {
  const { t } = useLingui();
  const maxHoursError = form.formState.errors.offline_punch_max_hours?.message;
  const driftError = form.formState.errors.clock_drift_tolerance_minutes?.message;
  return (
    <SettingsSection
      title={t`Time clock`}
      description={t`Punches a phone kept while offline, and phones whose clock is wrong. Applies to the next punch.`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('offline_punch_max_hours', { setValueAs: asNumber })}
          label={t`Offline punches accepted for (hours)`}
          type="number"
          required
          size="small"
          fullWidth
          error={Boolean(maxHoursError)}
          helperText={maxHoursError ?? t`An offline punch older than this is refused; 1 to 720`}
        />
        <TextField
          {...form.register('clock_drift_tolerance_minutes', { setValueAs: asNumber })}
          label={t`Phone clock tolerance (minutes)`}
          type="number"
          required
          size="small"
          fullWidth
          error={Boolean(driftError)}
          helperText={driftError ?? t`A punch from a phone whose clock is further off is flagged; 1 to 60`}
        />
      </Stack>
    </SettingsSection>
  );
}

/** Session timeouts; empty fields use the server's configured defaults. */
export function SessionFields({
  form,
  defaults,
}: {
  form: CompanyForm;
  defaults: CompanySettings['session_defaults'];
}) {
  const { t } = useLingui();
  const idleDefault = defaults.idle_minutes;
  const absoluteDefault = defaults.absolute_hours;
  const idleError = form.formState.errors.session_idle_minutes?.message;
  const absoluteError = form.formState.errors.session_absolute_hours?.message;
  return (
    <SettingsSection title={t`Sessions`} description={t`Apply to everyone's next call, sessions already open included.`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('session_idle_minutes', { setValueAs: asNumberOrNull })}
          label={t`Idle timeout (minutes)`}
          type="number"
          size="small"
          fullWidth
          placeholder={String(defaults.idle_minutes)}
          error={Boolean(idleError)}
          helperText={idleError ?? t`Unused this long, a session ends. Empty: ${idleDefault} (server default)`}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...form.register('session_absolute_hours', { setValueAs: asNumberOrNull })}
          label={t`Absolute timeout (hours)`}
          type="number"
          size="small"
          fullWidth
          placeholder={String(defaults.absolute_hours)}
          error={Boolean(absoluteError)}
          helperText={
            absoluteError ?? t`A session ends this long after login. Empty: ${absoluteDefault} (server default)`
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </SettingsSection>
  );
}
