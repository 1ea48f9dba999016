import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { CompanySettings, CompanySettingsBody } from '@portal/contracts/admin-company';

export type CompanyFormInput = z.input<typeof CompanySettingsBody>;
export type CompanyFormOutput = z.output<typeof CompanySettingsBody>;
export type CompanyForm = UseFormReturn<CompanyFormInput, unknown, CompanyFormOutput>;

/** The editable part of the stored settings, as the form starts from it. */
export function formValuesOf(settings: CompanySettings): CompanyFormInput {
  const {
    name,
    tin,
    address,
    address2,
    telno,
    emailadd,
    website,
    market_label,
    support_email,
    time_zone,
    signatory_emp_id,
    coe_validity_days,
    features,
    grace_minutes,
  } = settings;
  return {
    name,
    tin,
    address,
    address2,
    telno,
    emailadd,
    website,
    market_label,
    support_email,
    time_zone,
    signatory_emp_id,
    coe_validity_days,
    features,
    grace_minutes,
    payroll_cutoff_day: settings.payroll_cutoff_day,
    payroll_factor: settings.payroll_factor as 261 | 313 | 365,
    payroll_contributions: settings.payroll_contributions,
    payroll_rounding: settings.payroll_rounding,
    offline_punch_max_hours: settings.offline_punch_max_hours,
    clock_drift_tolerance_minutes: settings.clock_drift_tolerance_minutes,
    session_idle_minutes: settings.session_idle_minutes,
    session_absolute_hours: settings.session_absolute_hours,
    theme_default: settings.theme_default,
    default_language: settings.default_language,
    drawer_width: settings.drawer_width,
    notification_defaults: settings.notification_defaults,
    digest_time: settings.digest_time,
  };
}

/** Number inputs: a whole number, or null when left empty where empty means "the default". */
export const asNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
export const asNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
