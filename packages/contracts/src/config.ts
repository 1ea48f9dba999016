// Constants and types only, no zod at run time: the client's entry imports this.

export const APP_VERSION = '1.1.18';
export const DEFAULT_TIME_ZONE = 'Asia/Manila';
export const SNACKBAR_MS = 5000;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const DEFAULT_DRAWER_WIDTH = 260;
/** What Company Settings and portal.config.json accept: narrower cuts menu labels, wider crowds a laptop. */
export const DRAWER_WIDTH_RANGE = { min: 200, max: 400 } as const;
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
export const defaultFeatureSwitches = {
  attendanceSupportingDocs: true,
  attendanceSupportingDocsRequired: false,
  leaveSupportingDocs: true,
  officialBusinessSupportingDocs: false,
  teamLeadFileOnBehalf: false,
  multiSelectApproval: true,
  timePickerClock: false,
  ellipsis: true,
  leaveDuration: false,
  overtimeTypes: false,
  otType: false,
  shiftRequestReason: false,
  geolocation: true,
  disableTimeInOutOnMobile: false,
  /** The spec's hidden columns: third and fourth time entries. */
  showTimeEntries3And4: false,
  /** Level 3 status in the request tables. */
  showLevel3Status: false,
};
export type FeatureSwitches = typeof defaultFeatureSwitches;
export type FeatureSwitchName = keyof FeatureSwitches;

/** What GET /config.json hands the client (DESIGN §8); its schema is in config-schema.ts. */
export interface RuntimeConfig {
  version: string;
  companyName: string;
  marketLabel: string;
  supportEmail: string;
  timeZone: string;
  themeDefault: ThemeColor;
  drawerWidth: number;
  features: FeatureSwitches;
}

export const CONFIG_PATH = '/config.json';
