import { governmentId, governmentIdFormat } from './government-ids';
import { LANGUAGES } from './language-constants';
import { notificationCategories, notificationDeliveries, type NotificationCategory } from './notifications';
import { z } from 'zod';
import { PAYROLL_CUTOFF_DAY_RANGE } from './payroll-handoff';
import { defineRoute } from './http';
import { CodedMessage, employeeNumber } from './common';
import { DRAWER_WIDTH_RANGE, defaultFeatureSwitches, themeColors, type FeatureSwitchName } from './config';
import { COE_SIGNATURE_PATH } from './coe';

/**
 * When the month's contributions are deducted: all in the second cut-off (or the
 * month's only payroll), the default; or split, half in each, the second settling the month.
 */
export const PAYROLL_CONTRIBUTION_TIMINGS = ['second', 'split'] as const;
export type PayrollContributionTiming = (typeof PAYROLL_CONTRIBUTION_TIMINGS)[number];

/**
 * How pay is rounded: each line's exact amount to the centavo, from exact rates (the
 * rules' default, ph-payroll-rules §10); or the daily and hourly rates to the
 * centavo first, as many payroll systems and printed rate tables do.
 */
export const PAYROLL_ROUNDINGS = ['lines', 'rates'] as const;
export type PayrollRounding = (typeof PAYROLL_ROUNDINGS)[number];

// HR administration of the company's settings: what certificates print, what the
// client shows (config.json), the feature switches, the grace period and the
// session timeouts. All of it applies to the next call, without a restart.

/** Logo and signature images: PNG or JPEG, told by their bytes, at most 2 MB. */
export const MAX_COMPANY_IMAGE_BYTES = 2 * 1024 * 1024;
export const companyImageTypes = ['image/png', 'image/jpeg'] as const;
export const COMPANY_IMAGE_FIELD = 'file';

export const MAX_GRACE_MINUTES = 120;
export const SESSION_IDLE_MINUTES_RANGE = { min: 5, max: 1440 } as const;
export const SESSION_ABSOLUTE_HOURS_RANGE = { min: 1, max: 168 } as const;
export const OFFLINE_PUNCH_MAX_HOURS_RANGE = { min: 1, max: 720 } as const;
export const CLOCK_DRIFT_TOLERANCE_MINUTES_RANGE = { min: 1, max: 60 } as const;
/** Spec-less defaults, chosen in docs/decisions.md ("Offline punches and clock drift"). */
export const defaultTimeClockPolicy = { offlinePunchMaxHours: 72, clockDriftToleranceMinutes: 2 } as const;

/** An IANA time zone the runtime knows, e.g. Asia/Manila. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const requiredText = (field: string, max: number, hint: string) =>
  text(field, max).min(1, `${field} is required: ${hint}`);
const email = (field: string) =>
  z
    .string({ error: `${field} must be an e-mail address` })
    .trim()
    .pipe(z.email(`${field} must be an e-mail address like hr@example.com`));
const optionalEmail = (field: string) =>
  z.union([z.literal(''), email(field)], { error: `${field} must be an e-mail address like hr@example.com, or empty` });
const CUTOFF_DAY_MESSAGE = `payroll_cutoff_day must be a day of the month from ${PAYROLL_CUTOFF_DAY_RANGE.min} to ${PAYROLL_CUTOFF_DAY_RANGE.max}`;

const wholeNumber = (field: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${field} must be a whole number of ${unit}` })
    .int(`${field} must be a whole number of ${unit}`)
    .min(min, `${field} must be at least ${min} ${unit}`)
    .max(max, `${field} may be at most ${max} ${unit}`);

/** Unknown keys are refused by name, so a misspelt setting is not silently ignored. */
const unknownKeys = (where: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `${where} ${issue.keys?.join(', ')} ${issue.keys?.length === 1 ? 'is' : 'are'} not known to the portal`
      : undefined,
});

/** Each switch optional in a change: a switch not sent keeps its value. */
export const FeatureSwitchChanges = z.strictObject(
  Object.fromEntries(
    Object.keys(defaultFeatureSwitches).map((name) => [
      name,
      z.boolean({ error: `features.${name} must be true or false` }).optional(),
    ]),
  ) as Record<FeatureSwitchName, z.ZodOptional<z.ZodBoolean>>,
  unknownKeys('the feature switch'),
);

/** Each kind optional in a change: a kind not sent keeps its default. */
export const NotificationDefaultChanges = z.strictObject(
  Object.fromEntries(
    notificationCategories.map((category) => [
      category,
      z.enum(notificationDeliveries, { error: `notification_defaults.${category} must be one of: ${notificationDeliveries.join(', ')}` }).optional(),
    ]),
  ) as Record<NotificationCategory, z.ZodOptional<z.ZodEnum<{ immediately: 'immediately'; digest: 'digest'; off: 'off' }>>>,
  unknownKeys('the kind of notification'),
);

/** A change to the company settings: only the fields sent change. */
export const CompanySettingsBody = z
  .strictObject(
    {
      name: requiredText('name', 200, 'the company name printed on certificates'),
      /** The employer's TIN, printed on BIR Form 2316; blank is none. */
      tin: governmentId(governmentIdFormat('tin')),
      address: text('address', 300),
      address2: text('address2', 300),
      telno: text('telno', 60),
      emailadd: optionalEmail('emailadd'),
      // As the certificate prints it: www.example.com, or with its https:// scheme.
      website: z
        .string({ error: 'website must be text' })
        .trim()
        .max(200, 'website must be at most 200 characters')
        .regex(
          /^$|^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(\/\S*)?$/,
          'website must be an address like www.example.com, or empty',
        ),
      market_label: requiredText('market_label', 40, 'the label in the footer, e.g. PH'),
      support_email: email('support_email'),
      time_zone: z
        .string({ error: 'time_zone is required' })
        .trim()
        .refine(isTimeZone, 'Time zone must be a region and city the clock knows, like Asia/Manila'),
      /** Whose signature signs approved certificates; null: the approving officer's. */
      signatory_emp_id: employeeNumber('signatory_emp_id').nullable(),
      coe_validity_days: wholeNumber('coe_validity_days', 1, 3650, 'days'),
      features: FeatureSwitchChanges,
      grace_minutes: wholeNumber('grace_minutes', 0, MAX_GRACE_MINUTES, 'minutes'),
      /** The last day of the first payroll cut-off (1-15 and 16-end by default). */
      payroll_cutoff_day: z
        .number({ error: CUTOFF_DAY_MESSAGE })
        .int(CUTOFF_DAY_MESSAGE)
        .min(PAYROLL_CUTOFF_DAY_RANGE.min, CUTOFF_DAY_MESSAGE)
        .max(PAYROLL_CUTOFF_DAY_RANGE.max, CUTOFF_DAY_MESSAGE),
      /** The days a year a monthly salary pays, for its daily rate (ph-payroll-rules §2). */
      payroll_factor: z.union([z.literal(261), z.literal(313), z.literal(365)], {
        error: 'payroll_factor must be 261 (a five-day week), 313 (a six-day week) or 365 (every day)',
      }),
      /** Which cut-off deducts the month's SSS, PhilHealth and Pag-IBIG (ph-payroll-rules §11). */
      payroll_contributions: z.enum(PAYROLL_CONTRIBUTION_TIMINGS, {
        error: "payroll_contributions must be second (the month's in its second cut-off) or split (half in each cut-off)",
      }),
      /** How pay is rounded (ph-payroll-rules §10). */
      payroll_rounding: z.enum(PAYROLL_ROUNDINGS, {
        error: 'payroll_rounding must be lines (each line to the centavo, from exact rates) or rates (the daily and hourly rates to the centavo first)',
      }),
      /** How old a punch kept on a phone offline may be when it arrives. */
      offline_punch_max_hours: wholeNumber(
        'offline_punch_max_hours',
        OFFLINE_PUNCH_MAX_HOURS_RANGE.min,
        OFFLINE_PUNCH_MAX_HOURS_RANGE.max,
        'hours',
      ),
      /** How far a phone's clock may be from the server's before its punches are flagged. */
      clock_drift_tolerance_minutes: wholeNumber(
        'clock_drift_tolerance_minutes',
        CLOCK_DRIFT_TOLERANCE_MINUTES_RANGE.min,
        CLOCK_DRIFT_TOLERANCE_MINUTES_RANGE.max,
        'minutes',
      ),
      /** Null: the server's configured default. */
      session_idle_minutes: wholeNumber(
        'session_idle_minutes',
        SESSION_IDLE_MINUTES_RANGE.min,
        SESSION_IDLE_MINUTES_RANGE.max,
        'minutes',
      ).nullable(),
      session_absolute_hours: wholeNumber(
        'session_absolute_hours',
        SESSION_ABSOLUTE_HOURS_RANGE.min,
        SESSION_ABSOLUTE_HOURS_RANGE.max,
        'hours',
      ).nullable(),
      /** The portal's colour for people who have not chosen one; null: portal.config.json's (spec: red). */
      theme_default: z
        .enum(themeColors, { error: `theme_default must be one of ${themeColors.join(', ')}` })
        .nullable(),
      /** The language of everyone who has not chosen one. */
      default_language: z.enum(LANGUAGES, { error: "default_language must be 'en' (English) or 'fil' (Filipino)" }),
      /** The side menu's width in pixels on a computer; null: portal.config.json's (spec: 260). */
      drawer_width: wholeNumber('drawer_width', DRAWER_WIDTH_RANGE.min, DRAWER_WIDTH_RANGE.max, 'pixels').nullable(),
      /** How each kind of notification is e-mailed to people who have not chosen themselves. */
      notification_defaults: NotificationDefaultChanges,
      /** When the daily summary of notifications goes out, HH:MM in the company's time zone. */
      digest_time: z
        .string({ error: 'digest_time must be a time like 17:00' })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'digest_time must be a time like 17:00'),
    },
    unknownKeys('the setting'),
  )
  .partial();
export type CompanySettingsBody = z.infer<typeof CompanySettingsBody>;

export const StoredImage = z.object({ content_type: z.string(), bytes: z.number(), sha256: z.string() });

export const CompanySettings = z.object({
  name: z.string(),
  tin: z.string().nullable(),
  address: z.string(),
  address2: z.string(),
  telno: z.string(),
  emailadd: z.string(),
  website: z.string(),
  market_label: z.string(),
  support_email: z.string(),
  time_zone: z.string(),
  signatory_emp_id: z.string().nullable(),
  signatory_name: z.string().nullable(),
  /** The signatory's signature image, if they have one. */
  signature: StoredImage.nullable(),
  logo: StoredImage.nullable(),
  /** Spec §7's static footer image, drawn at the foot of every certificate page. */
  footer_image: StoredImage.nullable(),
  coe_validity_days: z.number(),
  features: z.object(
    Object.fromEntries(Object.keys(defaultFeatureSwitches).map((name) => [name, z.boolean()])) as Record<
      FeatureSwitchName,
      z.ZodBoolean
    >,
  ),
  grace_minutes: z.number(),
  payroll_cutoff_day: z.number(),
  payroll_factor: z.number(),
  payroll_contributions: z.enum(PAYROLL_CONTRIBUTION_TIMINGS),
  payroll_rounding: z.enum(PAYROLL_ROUNDINGS),
  offline_punch_max_hours: z.number(),
  clock_drift_tolerance_minutes: z.number(),
  session_idle_minutes: z.number().nullable(),
  session_absolute_hours: z.number().nullable(),
  /** What the server's configuration sets, used while the two above are null. */
  session_defaults: z.object({ idle_minutes: z.number(), absolute_hours: z.number() }),
  theme_default: z.enum(themeColors).nullable(),
  default_language: z.enum(LANGUAGES),
  drawer_width: z.number().nullable(),
  /** What portal.config.json sets, used while the two above are null. */
  appearance_defaults: z.object({ theme_default: z.enum(themeColors), drawer_width: z.number() }),
  notification_defaults: z.object(
    Object.fromEntries(notificationCategories.map((category) => [category, z.enum(notificationDeliveries)])) as Record<
      NotificationCategory,
      z.ZodEnum<{ immediately: 'immediately'; digest: 'digest'; off: 'off' }>
    >,
  ),
  digest_time: z.string(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

export const CompanySettingsSaved = CompanySettings.extend(CodedMessage);

export const SignatureUploadQuery = z.object({ emp_id: employeeNumber('emp_id') });

export const COMPANY_LOGO_PATH = '/v1/admin/company/logo';
export const COMPANY_FOOTER_IMAGE_PATH = '/v1/admin/company/footerimage';

export const adminCompanyRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/v1/admin/company',
    summary: 'The company settings (HR administrators)',
    response: CompanySettings,
    auth: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/admin/company',
    summary: 'Change company settings; only the fields sent change, and apply to the next call',
    body: CompanySettingsBody,
    response: CompanySettingsSaved,
    auth: true,
  }),
  uploadLogo: defineRoute({
    method: 'POST',
    path: COMPANY_LOGO_PATH,
    summary: 'Replace the company logo (multipart field "file", PNG or JPEG)',
    response: CompanySettingsSaved,
    auth: true,
  }),
  uploadFooterImage: defineRoute({
    method: 'POST',
    path: COMPANY_FOOTER_IMAGE_PATH,
    summary: "Replace the certificate's footer image (multipart field \"file\", PNG or JPEG)",
    response: CompanySettingsSaved,
    auth: true,
  }),
  uploadSignature: defineRoute({
    method: 'POST',
    path: '/v1/admin/company/signature',
    summary: 'Replace an employee\'s signature image for certificates (multipart field "file", PNG or JPEG)',
    querystring: SignatureUploadQuery,
    response: CompanySettingsSaved,
    auth: true,
  }),
  /** Answers the image itself, outside the JSON route table. */
  logo: defineRoute({
    method: 'GET',
    path: COMPANY_LOGO_PATH,
    summary: 'The company logo image',
    response: z.unknown(),
    auth: true,
  }),
  /** Answers the image itself, outside the JSON route table. */
  footerImage: defineRoute({
    method: 'GET',
    path: COMPANY_FOOTER_IMAGE_PATH,
    summary: "The certificate's footer image",
    response: z.unknown(),
    auth: true,
  }),
  /** The signature image, through the certificates' call (HR may read any). */
  signature: defineRoute({
    method: 'GET',
    path: COE_SIGNATURE_PATH,
    summary: "A signatory's signature image",
    querystring: SignatureUploadQuery,
    response: z.unknown(),
    auth: true,
  }),
} as const;
