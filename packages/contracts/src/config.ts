import { z } from 'zod';

export const APP_VERSION = '1.1.18';
export const DEFAULT_TIME_ZONE = 'Asia/Manila';
export const SNACKBAR_MS = 5000;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const DEFAULT_DRAWER_WIDTH = 260;
export const APPROVER_FLAG = 1;

export const themeColors = [
  'grey',
  'blue',
  'teal',
  'amber',
  'lime',
  'red',
  'blueGrey',
  'brown',
  'indigo',
  'lightBlue',
] as const;
export type ThemeColor = (typeof themeColors)[number];
export const DEFAULT_THEME_COLOR: ThemeColor = 'red';

export const timeFormats = ['12H', '24H'] as const;
export type TimeFormat = (typeof timeFormats)[number];
export const DEFAULT_TIME_FORMAT: TimeFormat = '12H';

/** Per-customer feature switches, with the spec's §9 defaults. */
export const FeatureSwitches = z.object({
  attendanceSupportingDocs: z.boolean().default(true),
  attendanceSupportingDocsRequired: z.boolean().default(false),
  leaveSupportingDocs: z.boolean().default(true),
  officialBusinessSupportingDocs: z.boolean().default(false),
  teamLeadFileOnBehalf: z.boolean().default(false),
  multiSelectApproval: z.boolean().default(true),
  timePickerClock: z.boolean().default(false),
  ellipsis: z.boolean().default(true),
  leaveDuration: z.boolean().default(false),
  overtimeTypes: z.boolean().default(false),
  otType: z.boolean().default(false),
  shiftRequestReason: z.boolean().default(false),
  geolocation: z.boolean().default(true),
  disableTimeInOutOnMobile: z.boolean().default(false),
  /** The spec's hidden columns: third and fourth time entries. */
  showTimeEntries3And4: z.boolean().default(false),
  /** Level 3 status in the request tables. */
  showLevel3Status: z.boolean().default(false),
});
export type FeatureSwitches = z.infer<typeof FeatureSwitches>;
export const defaultFeatureSwitches: FeatureSwitches = FeatureSwitches.parse({});

/** What GET /config.json hands the client (DESIGN §8). */
export const RuntimeConfig = z.object({
  version: z.string(),
  companyName: z.string(),
  marketLabel: z.string(),
  supportEmail: z.string(),
  timeZone: z.string(),
  themeDefault: z.enum(themeColors),
  drawerWidth: z.number().int().positive(),
  features: FeatureSwitches,
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export const CONFIG_PATH = '/config.json';
