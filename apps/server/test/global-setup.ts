import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Kysely } from 'kysely';
import { loadConfig } from '../src/config';
import { ensureCompany } from '../src/company/ensure-company';
import { connectDatabase } from '../src/db/connect';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed/demo-seed';
import { adminQuery } from './admin-query';
import { withDatabase } from './database-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDatabase: string;
  }
}

/**
 * Starts PostgreSQL once for the whole API suite (unless DATABASE_URL names one),
 * and builds a migrated, demo-seeded template that every test file clones.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let dataDir: string | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-api-tests-'));
    // As root, PostgreSQL runs as the postgres user, who must be able to enter it.
    chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
    serverUrl = embedded.connectionString('postgres');
  }
  const templateDatabase = `portal_template_${process.pid}`;
  await adminQuery(serverUrl, `drop database if exists ${templateDatabase}`);
  await adminQuery(serverUrl, `create database ${templateDatabase}`);
  const db = connectDatabase(withDatabase(serverUrl, templateDatabase), 2);
  await migrateToLatest(db as Kysely<unknown>);
  await ensureCompany(db, loadConfig({}).companyDefaults);
  await seedDemoIfEmpty(db);
  await db.destroy();

  project.provide('serverUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const url = serverUrl;
    await adminQuery(url, `drop database if exists ${templateDatabase}`).catch(() => {});
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
