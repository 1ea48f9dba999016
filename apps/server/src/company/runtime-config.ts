import type { Kysely } from 'kysely';
import { APP_VERSION, DEFAULT_DRAWER_WIDTH, DEFAULT_THEME_COLOR, themeColors, type RuntimeConfig as RuntimeConfigShape, type ThemeColor } from '@portal/contracts/config';
import { FeatureSwitches, RuntimeConfig } from '@portal/contracts/config-schema';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import { findCompany } from './company.repository';

/**
 * What the client needs to know at start-up, read from the company row on every
 * call so that settings changed by HR apply without a restart.
 */
export async function buildRuntimeConfig(db: Kysely<DB>, config: AppConfig): Promise<RuntimeConfigShape> {
  const company = await findCompany(db);
  const settings = (company?.settings ?? {}) as Record<string, unknown>;
  const parsedFeatures = FeatureSwitches.safeParse(settings.features ?? {});
  const theme = settings.themeDefault;
  const drawerWidth = settings.drawerWidth;
  return RuntimeConfig.parse({
    version: APP_VERSION,
    companyName: company?.name ?? config.companyDefaults.name,
    marketLabel: company?.market_label ?? config.companyDefaults.marketLabel,
    supportEmail: company?.support_email ?? config.companyDefaults.supportEmail,
    timeZone: company?.time_zone ?? config.companyDefaults.timeZone,
    themeDefault: themeColors.includes(theme as ThemeColor) ? theme : DEFAULT_THEME_COLOR,
    drawerWidth: typeof drawerWidth === 'number' && drawerWidth > 0 ? drawerWidth : DEFAULT_DRAWER_WIDTH,
    features: parsedFeatures.success ? parsedFeatures.data : FeatureSwitches.parse({}),
  });
}
