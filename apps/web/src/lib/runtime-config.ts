import { REQUEST_ID_HEADER } from '@portal/contracts/http';
import {
  APP_VERSION,
  CONFIG_PATH,
  defaultFeatureSwitches,
  DEFAULT_DRAWER_WIDTH,
  DEFAULT_THEME_COLOR,
  DEFAULT_TIME_ZONE,
  type RuntimeConfig,
} from '@portal/contracts/config';
import { newRequestId } from './request-id';

/** Who failures tell people to report to when the server names no address (shown translated, lib/failure-messages). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a sentinel compared by value; people read the msg`` in failure-messages
export const SUPPORT_CONTACT_FALLBACK = 'your IT helpdesk';

const fallback: RuntimeConfig = {
  version: APP_VERSION,
  companyName: '',
  marketLabel: '',
  supportEmail: SUPPORT_CONTACT_FALLBACK,
  timeZone: DEFAULT_TIME_ZONE,
  themeDefault: DEFAULT_THEME_COLOR,
  drawerWidth: DEFAULT_DRAWER_WIDTH,
  features: defaultFeatureSwitches,
};

let current: RuntimeConfig = fallback;

/** Fetched once at start-up (spec §7); the portal still starts on the defaults if it fails. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(CONFIG_PATH, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { [REQUEST_ID_HEADER]: newRequestId() },
    });
    if (response.ok) {
      const loaded = (await response.json()) as Partial<RuntimeConfig>;
      // A switch the server does not name keeps the spec's default.
      current = { ...fallback, ...loaded, features: { ...defaultFeatureSwitches, ...loaded.features } };
    }
  } catch {
    // Offline or server down: the defaults keep the login page usable.
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
