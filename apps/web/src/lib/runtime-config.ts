import { CONFIG_PATH, defaultFeatureSwitches, DEFAULT_DRAWER_WIDTH, DEFAULT_TIME_ZONE, type RuntimeConfig } from '@portal/contracts/config';

const fallback: RuntimeConfig = {
  version: '1.1.18',
  companyName: '',
  marketLabel: '',
  supportEmail: 'your IT helpdesk',
  timeZone: DEFAULT_TIME_ZONE,
  themeDefault: 'red',
  drawerWidth: DEFAULT_DRAWER_WIDTH,
  features: defaultFeatureSwitches,
};

let current: RuntimeConfig = fallback;

/** Fetched once at start-up (spec §7); the portal still starts on the defaults if it fails. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(CONFIG_PATH, { credentials: 'same-origin', cache: 'no-store' });
    if (response.ok) current = { ...fallback, ...((await response.json()) as RuntimeConfig) };
  } catch {
    // Offline or server down: the defaults keep the login page usable.
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
