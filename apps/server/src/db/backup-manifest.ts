import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import type { ArchiveWriter } from './backup-archive';

/** The first entry of every backup: what it holds, so a restore can refuse early. */
export const MANIFEST_NAME = 'backup.json';
export const DUMP_NAME = 'database.dump';
export const DATA_DIRECTORY_PREFIX = 'postgres';
export const DOCUMENTS_PREFIX = 'documents';

export const BackupManifest = z.object({
  /** 1: before checksums; 2: checksums.json, the last entry, holds every other entry's SHA-256. */
  format: z.union([z.literal(1), z.literal(2)]),
  /** pg_dump: a custom-format dump (database.dump); data-directory: a copy of the embedded server's data (postgres/). */
  kind: z.enum(['pg_dump', 'data-directory']),
  createdAt: z.string(),
  portalVersion: z.string(),
  postgresMajor: z.number().int(),
  /** The pg_dump that wrote database.dump: pg_restore must be at least as new. */
  dumpToolMajor: z.number().int().optional(),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** Reads backup.json from the start of a backup file without unpacking the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const source = createReadStream(file).pipe(createGunzip());
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= 64 * 1024) break;
    }
    const head = Buffer.concat(chunks);
    const name = head.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(head.subarray(124, 136).toString('latin1').replace(/\0.*$/s, '').trim() || '0', 8);
    if (name !== MANIFEST_NAME || size > head.length - 512) throw new Error('no backup.json');
    return BackupManifest.parse(JSON.parse(head.subarray(512, 512 + size).toString('utf8')));
  } catch (error) {
    throw new Error(
      `${file} is not a portal backup (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
    );
  } finally {
    source.destroy();
  }
}

/** Adds every file under a directory (none if it does not exist); answers how many. */
export async function addTree(writer: ArchiveWriter, directory: string, prefix: string): Promise<number> {
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  await writer.addDirectory(prefix);
  let files = 0;
  for (const entry of entries) {
    const source = path.join(directory, entry.name);
    if (entry.isDirectory()) files += await addTree(writer, source, `${prefix}/${entry.name}`);
    else if (entry.isFile() && (await writer.addFile(`${prefix}/${entry.name}`, source))) files += 1;
  }
  return files;
}
