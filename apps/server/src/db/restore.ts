import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config';
import { revokeAllSessions } from '../features/session/session.repository';
import { bumpAllCacheVersions } from '../company/cache-versions';
import { BackupDamaged, CHECKSUMS_NAME, extractArchive, verifyArchive } from './backup-archive';
import {
  DATA_DIRECTORY_PREFIX,
  DOCUMENTS_PREFIX,
  DUMP_NAME,
  readManifest,
  type BackupManifest,
} from './backup-manifest';
import { connectDatabase } from './connect';
import {
  embeddedPostgresDir,
  giveToPostgresUser,
  isEmptyDirectory,
  queryOnce,
  startEmbeddedServer,
} from './portal-server';
import { findPostgresTool, runPostgresTool, toolConnection, type PostgresTool } from './postgres-tools';
import { postgresBinary } from './postmaster';

/** The restore will not write over anything; the message says what to do instead. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreSummary {
  kind: BackupManifest['kind'];
  target: string;
  revokedSessions: number;
}

/** Where an entry of the archive goes, under one of the backup's folders. */
function under(prefix: string, directory: string) {
  return (name: string): string | null =>
    name === prefix
      ? directory
      : name.startsWith(`${prefix}/`)
        ? path.join(directory, name.slice(prefix.length + 1))
        : null;
}

async function requireEmpty(directory: string, what: string, hint: string): Promise<void> {
  if (!(await isEmptyDirectory(directory)))
    throw new RestoreRefused(`${what} ${directory} is not empty: a restore never writes over a portal. ${hint}`);
}

async function requireEmptyDatabase(connectionString: string): Promise<void> {
  const [found] = await queryOnce<{ relations: number }>(
    connectionString,
    `select count(*)::int as relations from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
  );
  if (found!.relations > 0) {
    throw new RestoreRefused(
      `The database in DATABASE_URL is not empty (${found!.relations} tables and other objects): a restore never writes over a portal. Create an empty database owned by the portal's role and point DATABASE_URL at it.`,
    );
  }
}

function embeddedMajor(binary: string): number {
  const said = execFileSync(binary, ['--version'], { encoding: 'utf8' });
  return Number(/\(PostgreSQL\)\s+(\d+)/.exec(said)?.[1] ?? NaN);
}

async function pgRestoreFor(manifest: BackupManifest): Promise<PostgresTool> {
  const needed = manifest.dumpToolMajor ?? manifest.postgresMajor;
  const tool = await findPostgresTool('pg_restore', needed);
  if (!tool)
    throw new RestoreRefused(
      `This backup was written by pg_dump ${needed}; restoring it needs pg_restore ${needed} or newer. Install postgresql-client-${needed}.`,
    );
  return tool;
}

async function restoreDump(tool: PostgresTool, dumpFile: string, connectionString: string): Promise<void> {
  const { dbname, env } = toolConnection(connectionString);
  // One transaction: a failed restore leaves the database as empty as it was. Owners
  // and grants of the old server are not carried over: the restoring role owns it all.
  await runPostgresTool(
    tool,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dumpFile],
    env,
  );
}

/**
 * No cookie from before the backup works: every session is ended. And no API node
 * still running answers from what it cached before: every cache version moves past
 * any it has seen.
 */
async function endAllSessions(connectionString: string): Promise<number> {
  const db = connectDatabase(connectionString, 1);
  try {
    await bumpAllCacheVersions(db);
    return await revokeAllSessions(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Restores a backup written by backUpPortal into an empty target: the database in
 * DATABASE_URL, or else a new embedded server in DATA_DIR; the documents into
 * DOCUMENTS_DIR. Every session is ended afterwards. Anything already there stops it
 * before it writes a byte; a restore that fails removes what it wrote.
 */
export async function restorePortal(config: AppConfig, file: string): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreRefused(`There is no backup file ${file}.`);
  // The whole file is checked before anything is written: a damaged backup is refused as damaged.
  const verified = await verifyArchive(file);
  const manifest = await readManifest(file);
  if (manifest.format >= 2 && !verified.checksummed) {
    throw new BackupDamaged(`${file} is damaged: its ${CHECKSUMS_NAME}, the last entry of every backup, is missing.`);
  }
  const documentsHint = 'Set DOCUMENTS_DIR (or DATA_DIR) to a new folder, or move its files away first.';
  await requireEmpty(config.documentsDir, 'The documents folder', documentsHint);
  const postgresDir = config.databaseUrl ? null : embeddedPostgresDir(config);
  if (config.databaseUrl) {
    if (manifest.kind === 'data-directory') {
      throw new RestoreRefused(
        `This backup is a copy of an embedded PostgreSQL ${manifest.postgresMajor} data directory: it restores into an empty DATA_DIR, without DATABASE_URL. To move to another server, restore it there, start the portal, and back it up again with pg_dump ${manifest.postgresMajor} at hand.`,
      );
    }
    await requireEmptyDatabase(config.databaseUrl);
  } else {
    await requireEmpty(
      postgresDir!,
      'The embedded database folder',
      'Set DATA_DIR to a new folder, or move this one away first.',
    );
    if (manifest.kind === 'data-directory') {
      const major = embeddedMajor(await postgresBinary());
      if (major !== manifest.postgresMajor) {
        throw new RestoreRefused(
          `This backup is a PostgreSQL ${manifest.postgresMajor} data directory, and the portal's embedded PostgreSQL is ${major}: restore it with the portal version that wrote it (${manifest.portalVersion}).`,
        );
      }
    }
  }
  const pgRestore = manifest.kind === 'pg_dump' ? await pgRestoreFor(manifest) : null;

  const scratch = await mkdtemp(path.join(tmpdir(), 'portal-restore-'));
  const documents = under(DOCUMENTS_PREFIX, config.documentsDir);
  const dataFiles = postgresDir ? under(DATA_DIRECTORY_PREFIX, postgresDir) : () => null;
  try {
    // DATA_DIR as the portal makes it (the postgres user must be able to enter it, as root); the rest private.
    if (postgresDir) await mkdir(path.dirname(postgresDir), { recursive: true });
    await extractArchive(file, (entry) =>
      entry.name === CHECKSUMS_NAME ? null : entry.name === DUMP_NAME ? path.join(scratch, DUMP_NAME) : (documents(entry.name) ?? dataFiles(entry.name)),
    );
    if (postgresDir && manifest.kind === 'data-directory') await giveToPostgresUser(postgresDir);
    let revokedSessions: number;
    if (config.databaseUrl) {
      await restoreDump(pgRestore!, path.join(scratch, DUMP_NAME), config.databaseUrl);
      revokedSessions = await endAllSessions(config.databaseUrl);
    } else {
      // A copied data directory is replayed to its end as PostgreSQL starts; a dump goes into a new one.
      const server = await startEmbeddedServer(postgresDir!);
      try {
        if (pgRestore) await restoreDump(pgRestore, path.join(scratch, DUMP_NAME), server.connectionString);
        revokedSessions = await endAllSessions(server.connectionString);
      } finally {
        await server.close();
      }
    }
    return {
      kind: manifest.kind,
      target: config.databaseUrl ? 'the database in DATABASE_URL' : `the embedded database in ${postgresDir}`,
      revokedSessions,
    };
  } catch (error) {
    // Both targets were empty: what is there now came from this restore.
    await emptyDirectory(config.documentsDir);
    if (postgresDir) await emptyDirectory(postgresDir);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function emptyDirectory(directory: string): Promise<void> {
  const entries = await readdir(directory).catch(() => [] as string[]);
  await Promise.all(entries.map((entry) => rm(path.join(directory, entry), { recursive: true, force: true })));
}
