import { z } from 'zod';
import { defaultFeatureSwitches, themeColors, type FeatureSwitchName, type RuntimeConfig as RuntimeConfigShape } from './config';

/** Each switch a boolean, missing ones taking the spec's default. */
export const FeatureSwitches = z.object(
  Object.fromEntries(
    Object.entries(defaultFeatureSwitches).map(([name, fallback]) => [name, z.boolean().default(fallback)]),
  ) as Record<FeatureSwitchName, z.ZodDefault<z.ZodBoolean>>,
);

export const RuntimeConfig = z.object({
  version: z.string(),
  companyName: z.string(),
  marketLabel: z.string(),
  supportEmail: z.string(),
  timeZone: z.string(),
  themeDefault: z.enum(themeColors),
  drawerWidth: z.number().int().positive(),
  features: FeatureSwitches,
}) satisfies z.ZodType<RuntimeConfigShape>;
