import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './lib/client-address';
import { DEFAULT_DRAWER_WIDTH, DEFAULT_THEME_COLOR, DRAWER_WIDTH_RANGE, themeColors, type ThemeColor } from '@portal/contracts/config';
import { DEFAULT_MAX_DOCUMENT_BYTES } from '@portal/contracts/documents';

/**
 * The only file that reads process.env. Settings come from environment variables,
 * over an optional portal.config.json in the working directory (or PORTAL_CONFIG).
 */
const FileConfig = z
  .object({
    port: z.number().int().min(0).max(65535).optional(),
    host: z.string().optional(),
    dataDir: z.string().optional(),
    databaseUrl: z.string().optional(),
    seedDemo: z.boolean().optional(),
    sessionIdleMinutes: z.number().int().positive().optional(),
    sessionAbsoluteHours: z.number().int().positive().optional(),
    loginAttemptsPerMinute: z.number().int().positive().optional(),
    lockoutThreshold: z.number().int().positive().optional(),
    lockoutMinutes: z.number().int().positive().optional(),
    geocoderUrl: z.string().url().optional(),
    documentsDir: z.string().optional(),
    maxDocumentBytes: z.number().int().positive().optional(),
    publicUrl: z.string().url().optional(),
    smtpUrl: z.string().url().optional(),
    mailFrom: z.string().optional(),
    metrics: z.boolean().optional(),
    metricsAllow: z.array(z.string()).optional(),
    company: z
      .object({
        name: z.string().optional(),
        marketLabel: z.string().optional(),
        supportEmail: z.string().optional(),
        timeZone: z.string().optional(),
        /** The colour people see until they choose their own (HR may change it in Company Settings). */
        themeDefault: z.enum(themeColors).optional(),
        /** The side menu's width in pixels (HR may change it in Company Settings). */
        drawerWidth: z.number().int().min(DRAWER_WIDTH_RANGE.min).max(DRAWER_WIDTH_RANGE.max).optional(),
      })
      .optional(),
  })
  .strict();

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** Behind a reverse proxy: which proxies to believe about the client address and https (lib/client-address.ts). */
  trustProxy: TrustedProxies;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  loginAttemptsPerMinute: number;
  lockoutThreshold: number;
  lockoutMinutes: number;
  geocoderUrl: string | undefined;
  /** Supporting documents live here, outside any served directory. */
  documentsDir: string;
  /** The largest supporting document accepted, in bytes (413 above it). */
  maxDocumentBytes: number;
  /** The portal's address as people reach it, for links printed on certificates; absent: the request's own. */
  publicUrl: string | undefined;
  /** Where notifications are e-mailed through (smtp://user:pass@host:587, smtps://...); absent: e-mail is off. */
  smtpUrl: string | undefined;
  /** The sender of notification e-mails. */
  mailFrom: string;
  /** Where the built client lives; absent in API tests. */
  webDistDir: string;
  /** Prometheus metrics at /metrics (METRICS=true); off, the path does not exist. */
  metrics: boolean;
  /** Who may read /metrics: addresses and CIDR ranges (METRICS_ALLOW, comma-separated); anyone else gets 404. */
  metricsAllow: string[];
  companyDefaults: { name: string; marketLabel: string; supportEmail: string; timeZone: string; themeDefault: ThemeColor; drawerWidth: number };
}

function readFileConfig(env: NodeJS.ProcessEnv): z.infer<typeof FileConfig> {
  const file = env.PORTAL_CONFIG ?? 'portal.config.json';
  if (!existsSync(file)) return {};
  const parsed = FileConfig.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

function numberFromEnv(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function listFromEnv(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const file = readFileConfig(env);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const dataDir = path.resolve(env.DATA_DIR ?? file.dataDir ?? 'data');
  return {
    port: numberFromEnv(env.PORT, 'PORT') ?? file.port ?? 3000,
    host: env.HOST ?? file.host ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || file.databaseUrl || undefined,
    seedDemo: env.SEED_DEMO !== undefined ? env.SEED_DEMO !== 'false' : (file.seedDemo ?? true),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustedProxies(env.TRUST_PROXY),
    sessionIdleMinutes: numberFromEnv(env.SESSION_IDLE_MINUTES, 'SESSION_IDLE_MINUTES') ?? file.sessionIdleMinutes ?? 120,
    sessionAbsoluteHours: numberFromEnv(env.SESSION_ABSOLUTE_HOURS, 'SESSION_ABSOLUTE_HOURS') ?? file.sessionAbsoluteHours ?? 14,
    loginAttemptsPerMinute:
      numberFromEnv(env.LOGIN_ATTEMPTS_PER_MINUTE, 'LOGIN_ATTEMPTS_PER_MINUTE') ?? file.loginAttemptsPerMinute ?? 30,
    lockoutThreshold: file.lockoutThreshold ?? 5,
    lockoutMinutes: file.lockoutMinutes ?? 15,
    geocoderUrl: env.GEOCODER_URL ?? file.geocoderUrl,
    documentsDir: path.resolve(env.DOCUMENTS_DIR ?? file.documentsDir ?? path.join(dataDir, 'documents')),
    maxDocumentBytes: numberFromEnv(env.MAX_DOCUMENT_BYTES, 'MAX_DOCUMENT_BYTES') ?? file.maxDocumentBytes ?? DEFAULT_MAX_DOCUMENT_BYTES,
    publicUrl: env.PUBLIC_URL || file.publicUrl || undefined,
    smtpUrl: env.SMTP_URL || file.smtpUrl || undefined,
    mailFrom: env.MAIL_FROM || file.mailFrom || 'HR Portal <no-reply@localhost>',
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    metrics: env.METRICS !== undefined ? env.METRICS === 'true' : (file.metrics ?? false),
    metricsAllow: listFromEnv(env.METRICS_ALLOW) ?? file.metricsAllow ?? ['127.0.0.1', '::1'],
    companyDefaults: {
      name: file.company?.name ?? 'Demo Company Inc.',
      marketLabel: env.MARKET_LABEL ?? file.company?.marketLabel ?? 'PH',
      supportEmail: env.SUPPORT_EMAIL ?? file.company?.supportEmail ?? 'helpdesk@example.com',
      timeZone: file.company?.timeZone ?? 'Asia/Manila',
      themeDefault: file.company?.themeDefault ?? DEFAULT_THEME_COLOR,
      drawerWidth: file.company?.drawerWidth ?? DEFAULT_DRAWER_WIDTH,
    },
  };
}
