import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import type { DB } from '../src/db/database';
import type { Kysely } from 'kysely';
import { adminQuery } from './admin-query';
import { withDatabase } from './database-urls';

export interface TestContext {
  app: FastifyInstance;
  db: Kysely<DB>;
  config: AppConfig;
  /** The file's own database, for a second app on it (another API node). */
  databaseUrl: string;
}

/**
 * A fresh database per test file, cloned from the migrated, demo-seeded template,
 * and the app built on it. Use at the top of a test file; read fields in tests.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestContext {
  const context = {} as TestContext;
  const database = `portal_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  beforeAll(async () => {
    await adminQuery(inject('serverUrl'), `create database ${database} template ${inject('templateDatabase')}`);
    context.config = { ...loadConfig({}), ...overrides };
    const databaseUrl = withDatabase(inject('serverUrl'), database);
    context.databaseUrl = databaseUrl;
    context.db = connectDatabase(databaseUrl, 20);
    context.app = await buildApp({ db: context.db, config: context.config, databaseUrl });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.destroy();
    await adminQuery(inject('serverUrl'), `drop database if exists ${database} with (force)`).catch(() => {});
  });
  return context;
}

type CallOptions = Omit<InjectOptions, 'headers'> & { cookie?: string; headers?: Record<string, string> };

/** Calls the API the way the portal's client does: request id and JSON. */
export function call(app: FastifyInstance, options: CallOptions): Promise<LightMyRequestResponse> {
  const { cookie, headers = {}, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      'x-request-id': randomUUID(),
      ...(rest.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  } as InjectOptions);
}

export const DEMO_PASSWORD = 'demo1234';

/** Logs in and answers the cookie header to send with later calls. */
export async function logInAs(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await call(app, { method: 'POST', url: '/api/v2/authenticate', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'portal_session');
  if (!cookie) throw new Error('no session cookie');
  return `portal_session=${cookie.value}`;
}

/**
 * A second app on the test file's database: another API node, with its own caches and
 * invalidation channel. Read `.app` in tests; it is built after the file's app.
 */
export function useSecondNode(context: TestContext): { app: FastifyInstance } {
  const node = {} as { app: FastifyInstance };
  beforeAll(async () => {
    node.app = await buildApp({ db: context.db, config: context.config, databaseUrl: context.databaseUrl });
    await node.app.ready();
  });
  afterAll(async () => {
    await node.app?.close();
  });
  return node;
}
