import type { Kysely } from 'kysely';
import { APP_VERSION, DRAWER_WIDTH_RANGE, themeColors, type RuntimeConfig as RuntimeConfigShape, type ThemeColor } from '@portal/contracts/config';
import { FeatureSwitches, RuntimeConfig } from '@portal/contracts/config-schema';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import { findCompany } from './company.repository';

const isDrawerWidth = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= DRAWER_WIDTH_RANGE.min && value <= DRAWER_WIDTH_RANGE.max;

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
    // HR's choice in Company Settings, else portal.config.json's, else the spec's.
    themeDefault: themeColors.includes(theme as ThemeColor) ? theme : config.companyDefaults.themeDefault,
    drawerWidth: isDrawerWidth(drawerWidth) ? drawerWidth : config.companyDefaults.drawerWidth,
    features: parsedFeatures.success ? parsedFeatures.data : FeatureSwitches.parse({}),
  });
}
