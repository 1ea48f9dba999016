import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CompanySettings, PayrollContributionTiming, PayrollRounding } from '@portal/contracts/admin-company';
import { asNumber, asNumberOrNull, type CompanyForm } from './form-types';
import { SettingsSection } from './settings-section';

/** The grace period of the attendance figures. */
export function AttendanceFields({ form }: { form: CompanyForm }) {
  const error = form.formState.errors.grace_minutes?.message;
  return (
    <SettingsSection
      title="Attendance"
      description="Applies to the attendance figures from the next time they are shown, past days included."
    >
      <TextField
        {...form.register('grace_minutes', { setValueAs: asNumber })}
        label="Grace minutes"
        type="number"
        required
        size="small"
        sx={{ maxWidth: 220 }}
        error={Boolean(error)}
        helperText={error ?? 'Lateness within this is not tardiness; 0 to 120'}
      />
    </SettingsSection>
  );
}

/** The payroll's conventions (ph-payroll-rules §11): its cut-offs, the daily-rate factor, and when contributions are deducted. */
export function PayrollFields({ form }: { form: CompanyForm }) {
  const cutoffError = form.formState.errors.payroll_cutoff_day?.message;
  const factor = form.watch('payroll_factor') ?? 261;
  const contributions = form.watch('payroll_contributions') ?? 'second';
  const rounding = form.watch('payroll_rounding') ?? 'lines';
  return (
    <SettingsSection title="Payroll" description="Applies to the next draft computed; locked and released runs keep what they paid.">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          {...form.register('payroll_cutoff_day', { setValueAs: asNumber })}
          label="First payroll cut-off ends on day"
          type="number"
          required
          size="small"
          sx={{ maxWidth: { md: 260 } }}
          error={Boolean(cutoffError)}
          helperText={cutoffError ?? 'The second runs to the month end; 15 gives 1-15 and 16-end'}
        />
        <TextField
          select
          label="Days a monthly salary pays"
          size="small"
          sx={{ minWidth: 240 }}
          value={factor}
          onChange={(event) => form.setValue('payroll_factor', Number(event.target.value) as 261 | 313 | 365, { shouldDirty: true })}
          helperText="The daily rate is the monthly rate × 12 ÷ this"
        >
          <MenuItem value={261}>261: five-day week</MenuItem>
          <MenuItem value={313}>313: six-day week</MenuItem>
          <MenuItem value={365}>365: every day paid</MenuItem>
        </TextField>
        <TextField
          select
          label="Contributions deducted in"
          size="small"
          sx={{ minWidth: 240 }}
          value={contributions}
          onChange={(event) => form.setValue('payroll_contributions', event.target.value as PayrollContributionTiming, { shouldDirty: true })}
          helperText={
            contributions === 'split'
              ? "Half in the first cut-off; the second deducts the rest of the month's"
              : "SSS, PhilHealth and Pag-IBIG for the month, all in its second cut-off"
          }
        >
          <MenuItem value="second">The second cut-off</MenuItem>
          <MenuItem value="split">Half in each cut-off</MenuItem>
        </TextField>
        <TextField
          select
          label="Rounding"
          size="small"
          sx={{ minWidth: 240 }}
          value={rounding}
          onChange={(event) => form.setValue('payroll_rounding', event.target.value as PayrollRounding, { shouldDirty: true })}
          helperText={rounding === 'rates' ? 'The daily and hourly rates are rounded to the centavo, then each line' : "Each line's exact amount to the centavo, from exact rates"}
        >
          <MenuItem value="lines">Each line to the centavo</MenuItem>
          <MenuItem value="rates">Rates to the centavo first</MenuItem>
        </TextField>
      </Stack>
    </SettingsSection>
  );
}

/** The time clock's limits on phones: how late an offline punch may arrive, and how wrong a phone's clock may be. */
export function TimeClockFields({ form }: { form: CompanyForm }) {
  const maxHoursError = form.formState.errors.offline_punch_max_hours?.message;
  const driftError = form.formState.errors.clock_drift_tolerance_minutes?.message;
  return (
    <SettingsSection
      title="Time clock"
      description="Punches a phone kept while offline, and phones whose clock is wrong. Applies to the next punch."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('offline_punch_max_hours', { setValueAs: asNumber })}
          label="Offline punches accepted for (hours)"
          type="number"
          required
          size="small"
          fullWidth
          error={Boolean(maxHoursError)}
          helperText={maxHoursError ?? 'An offline punch older than this is refused; 1 to 720'}
        />
        <TextField
          {...form.register('clock_drift_tolerance_minutes', { setValueAs: asNumber })}
          label="Phone clock tolerance (minutes)"
          type="number"
          required
          size="small"
          fullWidth
          error={Boolean(driftError)}
          helperText={driftError ?? 'A punch from a phone whose clock is further off is flagged; 1 to 60'}
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
  const idleError = form.formState.errors.session_idle_minutes?.message;
  const absoluteError = form.formState.errors.session_absolute_hours?.message;
  return (
    <SettingsSection title="Sessions" description="Apply to everyone's next call, sessions already open included.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('session_idle_minutes', { setValueAs: asNumberOrNull })}
          label="Idle timeout (minutes)"
          type="number"
          size="small"
          fullWidth
          placeholder={String(defaults.idle_minutes)}
          error={Boolean(idleError)}
          helperText={idleError ?? `Unused this long, a session ends. Empty: ${defaults.idle_minutes} (server default)`}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...form.register('session_absolute_hours', { setValueAs: asNumberOrNull })}
          label="Absolute timeout (hours)"
          type="number"
          size="small"
          fullWidth
          placeholder={String(defaults.absolute_hours)}
          error={Boolean(absoluteError)}
          helperText={
            absoluteError ?? `A session ends this long after login. Empty: ${defaults.absolute_hours} (server default)`
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </SettingsSection>
  );
}
