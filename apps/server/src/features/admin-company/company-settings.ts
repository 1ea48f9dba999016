import {
  DRAWER_WIDTH_RANGE,
  defaultFeatureSwitches,
  themeColors,
  type FeatureSwitches as FeatureSwitchValues,
  type ThemeColor,
} from '@portal/contracts/config';
import { FeatureSwitches } from '@portal/contracts/config-schema';
import type { CompanySettings, CompanySettingsBody } from '@portal/contracts/admin-company';
import { SESSION_ABSOLUTE_HOURS_RANGE, SESSION_IDLE_MINUTES_RANGE } from '@portal/contracts/admin-company';
import { readAttendancePolicy } from '../attendance/attendance-policy';
import { readTimeClockPolicy } from '../time-clock/time-clock-policy';
import { readContributionTiming, readPayrollCutoffDay, readPayrollFactor, readPayrollRounding } from '../payroll-handoff/payroll-policy';
import { notificationCategories } from '@portal/contracts/notifications';
import { readDigestTime, readNotificationDefaults } from '../notifications/company-notification-settings';
import type { CompanyFields } from './admin-company.repository';

// The company row's columns and its `settings` JSON, turned into the flat shape the
// settings call answers and takes, and back.

/** Every field a change may name, with its current value. */
export type EditableSettings = Required<Omit<CompanySettingsBody, 'features' | 'notification_defaults'>> & {
  features: FeatureSwitchValues;
  notification_defaults: CompanySettings['notification_defaults'];
};

const wholeIn = (value: unknown, range: { min: number; max: number }): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max ? value : null;

export function toEditableSettings(row: CompanyFields): EditableSettings {
  const settings = row.settings ?? {};
  const features = FeatureSwitches.safeParse(settings.features ?? {});
  const sessions = (settings.sessions ?? {}) as Record<string, unknown>;
  return {
    name: row.name,
    tin: row.tin,
    address: row.address,
    address2: row.address2,
    telno: row.telno,
    emailadd: row.emailadd,
    website: row.website,
    market_label: row.market_label,
    support_email: row.support_email,
    time_zone: row.time_zone,
    default_language: row.default_language,
    signatory_emp_id: row.signatory_emp_id,
    coe_validity_days: row.coe_validity_days,
    features: features.success ? features.data : { ...defaultFeatureSwitches },
    grace_minutes: readAttendancePolicy(settings).graceMinutes,
    payroll_cutoff_day: readPayrollCutoffDay(settings),
    payroll_factor: readPayrollFactor(settings),
    payroll_contributions: readContributionTiming(settings),
    payroll_rounding: readPayrollRounding(settings),
    offline_punch_max_hours: readTimeClockPolicy(settings).offlinePunchMaxHours,
    clock_drift_tolerance_minutes: readTimeClockPolicy(settings).clockDriftToleranceMinutes,
    session_idle_minutes: wholeIn(sessions.idleMinutes, SESSION_IDLE_MINUTES_RANGE),
    session_absolute_hours: wholeIn(sessions.absoluteHours, SESSION_ABSOLUTE_HOURS_RANGE),
    // The keys config.json has always read (settings.themeDefault, settings.drawerWidth).
    theme_default: themeColors.includes(settings.themeDefault as ThemeColor)
      ? (settings.themeDefault as ThemeColor)
      : null,
    drawer_width: wholeIn(settings.drawerWidth, DRAWER_WIDTH_RANGE),
    notification_defaults: readNotificationDefaults(settings),
    digest_time: readDigestTime(settings),
  };
}

/** The current settings with a change laid over them; switches not named keep their value. */
export function applyChange(current: EditableSettings, change: CompanySettingsBody): EditableSettings {
  const { features, notification_defaults: _defaults, ...fields } = change;
  const next = {
    ...current,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  } as EditableSettings;
  next.features = {
    ...current.features,
    ...Object.fromEntries(Object.entries(features ?? {}).filter(([, value]) => value !== undefined)),
  };
  next.notification_defaults = {
    ...current.notification_defaults,
    ...Object.fromEntries(Object.entries(change.notification_defaults ?? {}).filter(([, value]) => value !== undefined)),
  };
  return next;
}

/** The fields that differ, each with its value before and after; switches one by one. */
export function diffSettings(
  before: EditableSettings,
  after: EditableSettings,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after) as (keyof EditableSettings)[]) {
    if (key === 'features' || key === 'notification_defaults') continue;
    if (before[key] !== after[key]) {
      diff.before[key] = before[key];
      diff.after[key] = after[key];
    }
  }
  for (const category of notificationCategories) {
    if (before.notification_defaults[category] !== after.notification_defaults[category]) {
      diff.before[`notification_defaults.${category}`] = before.notification_defaults[category];
      diff.after[`notification_defaults.${category}`] = after.notification_defaults[category];
    }
  }
  for (const name of Object.keys(after.features) as (keyof FeatureSwitchValues)[]) {
    if (before.features[name] !== after.features[name]) {
      diff.before[`features.${name}`] = before.features[name];
      diff.after[`features.${name}`] = after.features[name];
    }
  }
  return diff;
}

/** Back to the row: columns as they are, the rest into `settings`, keeping keys this screen does not edit. */
export function toCompanyFields(next: EditableSettings, storedSettings: Record<string, unknown>): CompanyFields {
  const {
    features,
    grace_minutes,
    payroll_cutoff_day,
    payroll_factor,
    payroll_contributions,
    payroll_rounding,
    offline_punch_max_hours,
    clock_drift_tolerance_minutes,
    session_idle_minutes,
    session_absolute_hours,
    theme_default,
    drawer_width,
    notification_defaults,
    digest_time,
    ...columns
  } = next;
  const { themeDefault: _theme, drawerWidth: _width, ...otherSettings } = storedSettings;
  const sessions = {
    ...(session_idle_minutes !== null ? { idleMinutes: session_idle_minutes } : {}),
    ...(session_absolute_hours !== null ? { absoluteHours: session_absolute_hours } : {}),
  };
  return {
    ...columns,
    settings: {
      ...otherSettings,
      // Null: left out, so portal.config.json's value applies.
      ...(theme_default !== null ? { themeDefault: theme_default } : {}),
      ...(drawer_width !== null ? { drawerWidth: drawer_width } : {}),
      features,
      attendance: { ...((storedSettings.attendance ?? {}) as Record<string, unknown>), graceMinutes: grace_minutes },
      payroll: { ...((storedSettings.payroll ?? {}) as Record<string, unknown>), cutoffDay: payroll_cutoff_day, factor: payroll_factor, contributions: payroll_contributions, rounding: payroll_rounding },
      timeClock: {
        ...((storedSettings.timeClock ?? {}) as Record<string, unknown>),
        offlinePunchMaxHours: offline_punch_max_hours,
        clockDriftToleranceMinutes: clock_drift_tolerance_minutes,
      },
      sessions,
      notificationDefaults: notification_defaults,
      digestTime: digest_time,
    },
  };
}

export function toCompanySettings(
  editable: EditableSettings,
  facts: Pick<CompanySettings, 'signatory_name' | 'signature' | 'logo' | 'footer_image'>,
  defaults: Pick<CompanySettings, 'session_defaults' | 'appearance_defaults'>,
): CompanySettings {
  return { ...editable, ...facts, ...defaults };
}
