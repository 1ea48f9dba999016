import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { ensureCompany } from '../company/ensure-company';
import { loadConfig, type AppConfig } from '../config';
import { adminQuery } from '../../test/admin-query';
import { withDatabase } from '../../test/database-urls';
import { manilaDay } from '../../test/dates';
import { multipartBody, samplePdf } from '../../test/multipart';
import { call, logInAs } from '../../test/test-app';
import { backUpPortal } from './backup';
import { connectDatabase } from './connect';
import type { DB } from './database';
import { migrateToLatest } from './migrate';
import { startEmbeddedServer, type PortalServer } from './portal-server';
import { restorePortal } from './restore';
import { seedDemoIfEmpty } from './seed/demo-seed';

/** The records a restore must bring back, each table in full. */
const TABLES = [
  'attendance_adjustments',
  'leaves',
  'official_business',
  'overtimes',
  'punches',
  'payslips',
  'documents',
  'request_documents',
  'employees',
  'user_accounts',
] as const;
const MAKATI = { lat: 14.5547, lng: 121.0244, accuracy: 15 };

const folders: string[] = [];
/** A new data directory the postgres user can enter (the embedded server runs as it under root). */
function newDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
  chmodSync(folder, 0o755);
  folders.push(folder);
  return folder;
}
const dropDatabases: string[] = [];
afterAll(async () => {
  for (const database of dropDatabases)
    await adminQuery(inject('serverUrl'), `drop database if exists ${database} with (force)`).catch(() => {});
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function portalConfig(dataDir: string, databaseUrl?: string): AppConfig {
  return { ...loadConfig({}), dataDir, documentsDir: path.join(dataDir, 'documents'), databaseUrl };
}

/** What each table holds, as one digest per table. */
async function tableDigests(db: Kysely<DB>): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{
      rows: number;
      digest: string;
    }>`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(
      db,
    );
    digests[table] = `${rows[0]!.rows} ${rows[0]!.digest}`;
  }
  return digests;
}

/** Nothing of a refused restore is left in its target: no database folder, no documents. */
function expectUntouched(target: AppConfig): void {
  for (const folder of [path.join(target.dataDir, 'postgres'), target.documentsDir])
    expect(existsSync(folder) ? readdirSync(folder) : [], `${folder} stays empty`).toEqual([]);
}

/**
 * Copies of a good backup with one byte flipped at spread-out places (the manifest, the
 * database, the documents, the checksum list, gzip's trailer), or cut short: each is
 * refused as damaged, in words that say so, before anything is written.
 */
async function expectDamagedCopiesRefused(backupFile: string): Promise<void> {
  const good = readFileSync(backupFile);
  const damaged: { what: string; bytes: Buffer }[] = [
    { what: 'cut short by 12 bytes', bytes: good.subarray(0, good.length - 12) },
    { what: 'cut short by 1 byte', bytes: good.subarray(0, good.length - 1) },
    { what: 'cut in half', bytes: good.subarray(0, Math.floor(good.length / 2)) },
  ];
  for (const share of [0.0005, 0.01, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.99, 0.9995]) {
    const at = Math.min(good.length - 1, Math.max(10, Math.floor(good.length * share)));
    const bytes = Buffer.from(good);
    // A whole byte: a single bit may be one of deflate's padding bits, which no reader uses (that copy is intact).
    bytes[at] = bytes[at]! ^ 0xff;
    damaged.push({ what: `byte ${at} of ${good.length} flipped`, bytes });
  }
  // Damage inside a gzip stream that is itself whole (an archive unpacked, changed and packed
  // again): only the checksum list can tell.
  const tar = gunzipSync(good);
  const changedTar = Buffer.from(tar);
  const middle = Math.floor(tar.length / 2);
  changedTar[middle] = changedTar[middle]! ^ 0xff;
  damaged.push({ what: `repacked with byte ${middle} of its tar changed`, bytes: gzipSync(changedTar) });
  for (const { what, bytes } of damaged) {
    const copy = path.join(newDataDir(), 'damaged.tar.gz');
    writeFileSync(copy, bytes);
    const target = portalConfig(newDataDir());
    const refusal = await restorePortal(target, copy).then(
      () => `restored a backup ${what}`,
      (error: Error) => error.message,
    );
    expect(refusal, what).toMatch(/is damaged: /);
    expectUntouched(target);
  }
}

interface Portal {
  app: FastifyInstance;
  db: Kysely<DB>;
  close(): Promise<void>;
}

async function openPortal(config: AppConfig, server: PortalServer | null): Promise<Portal> {
  const url = server?.connectionString ?? config.databaseUrl!;
  const db = connectDatabase(url, 5);
  const app = await buildApp({ db, config, databaseUrl: url });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
      await server?.close();
    },
  };
}

/**
 * The source portal: on the external server when the suite runs against one (a
 * pg_dump backup), else an embedded one of its own (a copy of its data directory).
 */
async function sourcePortal(): Promise<{ config: AppConfig; portal: Portal }> {
  const dataDir = newDataDir();
  if (loadConfig().databaseUrl) {
    const database = `portal_backup_${process.pid}_${Date.now()}`;
    dropDatabases.push(database);
    await adminQuery(inject('serverUrl'), `create database ${database} template ${inject('templateDatabase')}`);
    const config = portalConfig(dataDir, withDatabase(inject('serverUrl'), database));
    return { config, portal: await openPortal(config, null) };
  }
  const config = portalConfig(dataDir);
  const server = await startEmbeddedServer(path.join(dataDir, 'postgres'));
  const db = connectDatabase(server.connectionString, 2);
  await migrateToLatest(db as Kysely<unknown>);
  await ensureCompany(db, config.companyDefaults);
  await seedDemoIfEmpty(db);
  await db.destroy();
  return { config, portal: await openPortal(config, server) };
}

describe('npm run db:backup, then db:restore into a new data directory', () => {
  it(
    'brings back every request, punch, payslip and document, and ends every session',
    { timeout: 300_000 },
    async () => {
      const { config, portal } = await sourcePortal();
      let backupFile: string;
      let before: Record<string, string>;
      let oldCookie: string;
      let documentKey: string;
      let backupKind: string;
      try {
        // Data of every kind: a request with its document, a punch, payslips (the demo's), a session.
        oldCookie = await logInAs(portal.app, 'employee');
        const { payload, headers } = multipartBody([{ name: 'proof.pdf', content: samplePdf }]);
        const uploaded = await call(portal.app, {
          method: 'POST',
          url: '/api/v1/documents',
          payload,
          headers,
          cookie: oldCookie,
        });
        expect(uploaded.statusCode).toBe(200);
        documentKey = uploaded.json().documents[0].key;
        const filed = await call(portal.app, {
          method: 'POST',
          url: '/api/v3/attendance/adjustment',
          cookie: oldCookie,
          payload: {
            recid: 0,
            trDate: manilaDay(-2),
            timeIn1: '08:00',
            timeOut1: '17:00',
            reason: 'Badge reader down',
            supportingDocuments: [documentKey],
          },
        });
        expect(filed.statusCode).toBe(200);
        expect(
          (
            await call(portal.app, {
              method: 'POST',
              url: '/api/v2/time/in',
              payload: { geotag: MAKATI },
              cookie: oldCookie,
            })
          ).statusCode,
        ).toBe(200);
        before = await tableDigests(portal.db);
        expect(Number(before.payslips!.split(' ')[0])).toBeGreaterThan(0);

        // Taken while the portal runs.
        backupFile = path.join(newDataDir(), 'portal.tar.gz');
        const backup = await backUpPortal(config, backupFile);
        // A dump with DATABASE_URL; the embedded server's data directory copied, unless a pg_dump as new is installed.
        expect(backup).toMatchObject({
          documents: 1,
          file: backupFile,
          ...(config.databaseUrl ? { kind: 'pg_dump' } : {}),
        });
        backupKind = backup.kind;
      } finally {
        await portal.close();
      }

      await expectDamagedCopiesRefused(backupFile);

      const target = portalConfig(newDataDir());
      const restored = await restorePortal(target, backupFile);
      expect(restored.revokedSessions).toBeGreaterThan(0);

      const after = await openPortal(target, await startEmbeddedServer(path.join(target.dataDir, 'postgres')));
      try {
        expect(await tableDigests(after.db)).toEqual(before);
        const live = await after.db
          .selectFrom('sessions')
          .select('token_hash')
          .where('revoked_at', 'is', null)
          .execute();
        expect(live).toEqual([]);
        // The old cookie is no longer a session; a new login sees it all.
        expect((await call(after.app, { method: 'GET', url: '/api/v2/time', cookie: oldCookie })).statusCode).toBe(401);
        const cookie = await logInAs(after.app, 'employee');
        const document = await call(after.app, { method: 'GET', url: `/api/v1/documents/${documentKey}`, cookie });
        expect(document.statusCode).toBe(200);
        expect(document.rawPayload.equals(samplePdf)).toBe(true);
        const [today] = (await call(after.app, { method: 'GET', url: '/api/v2/time', cookie })).json();
        expect(today.timein1).toMatch(/^\d\d:\d\d:\d\d$/);
      } finally {
        await after.close();
      }

      // Never over a portal: the same restore again is refused before it writes anything.
      await expect(restorePortal(target, backupFile)).rejects.toThrow(/The documents folder .* is not empty/);
      const documentsElsewhere = { ...target, documentsDir: path.join(newDataDir(), 'documents') };
      await expect(restorePortal(documentsElsewhere, backupFile)).rejects.toThrow(
        /The embedded database folder .* is not empty/,
      );
      if (config.databaseUrl) {
        await expect(
          restorePortal({ ...documentsElsewhere, databaseUrl: config.databaseUrl }, backupFile),
        ).rejects.toThrow(/The database in DATABASE_URL is not empty/);
      } else if (backupKind === 'data-directory') {
        await expect(
          restorePortal(
            { ...documentsElsewhere, databaseUrl: withDatabase(inject('serverUrl'), 'postgres') },
            backupFile,
          ),
        ).rejects.toThrow(/copy of an embedded PostgreSQL \d+ data directory/);
      }
    },
  );

  it('refuses a file that is not a backup', async () => {
    const notABackup = path.join(newDataDir(), 'notes.tar.gz');
    writeFileSync(notABackup, 'hello');
    await expect(restorePortal(portalConfig(newDataDir()), notABackup)).rejects.toThrow(/is not a portal backup/);
    await expect(restorePortal(portalConfig(newDataDir()), path.join(newDataDir(), 'missing.tar.gz'))).rejects.toThrow(
      /There is no backup file/,
    );
  });
});
