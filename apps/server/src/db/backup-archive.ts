import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

/**
 * A backup is one gzipped tar file (ustar: any tar tool lists and unpacks it). This
 * writes and reads the plain files and directories a backup holds, nothing more, so
 * it needs no tar program and behaves the same on every machine.
 */

const BLOCK = 512;
const CHUNK = 1024 * 1024;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  // ustar holds a longer path as a prefix (up to 155 bytes) and a name (up to 100), split at a slash.
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const base = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`the path ${name} is too long for the backup archive`);
}

function header(name: string, size: number, type: 'file' | 'directory', mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100);
  block.write(octal(type === 'directory' ? 0o700 : 0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  if (size < 8 ** 11) block.write(octal(size, 12), 124);
  else {
    // GNU's base-256 size, for a file of 8 GiB or more.
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(type === 'directory' ? '5' : '0', 156);
  block.write('ustar\0' + '00', 257, 'latin1');
  block.write(prefix, 345, 155);
  block.fill(' ', 148, 156);
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  block.write(octal(checksum, 7) + ' ', 148);
  return block;
}

/**
 * The last file entry of every backup: the SHA-256 of every other file entry, so a
 * restore can prove the whole archive intact before it writes anything.
 */
export const CHECKSUMS_NAME = 'checksums.json';

export class ArchiveWriter {
  /** SHA-256 (hex) of each file entry written so far, by name. */
  private readonly checksums: Record<string, string> = {};

  private constructor(
    private readonly gzip: Gzip,
    private readonly done: Promise<void>,
  ) {}

  static create(file: string): ArchiveWriter {
    const gzip = createGzip({ level: 3 });
    const output: WriteStream = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    return new ArchiveWriter(gzip, pipeline(gzip, output));
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  async addDirectory(name: string): Promise<void> {
    await this.write(header(name.endsWith('/') ? name : `${name}/`, 0, 'directory', new Date()));
  }

  async addBuffer(name: string, content: Buffer): Promise<void> {
    await this.write(header(name, content.length, 'file', new Date()));
    await this.write(content);
    await this.pad(content.length);
    this.checksums[name] = createHash('sha256').update(content).digest('hex');
  }

  /**
   * Adds a file as it is now. A file PostgreSQL changes meanwhile is read up to the
   * size it had when it was looked at, padded with zeros if it shrank (as
   * pg_basebackup does): the WAL in the backup repairs it. False: it was gone.
   */
  async addFile(name: string, source: string): Promise<boolean> {
    const handle = await open(source, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) return false;
    try {
      const stats = await handle.stat();
      await this.write(header(name, stats.size, 'file', stats.mtime));
      const hash = createHash('sha256');
      let written = 0;
      while (written < stats.size) {
        const piece = Buffer.alloc(Math.min(CHUNK, stats.size - written));
        const { bytesRead } = await handle.read(piece, 0, piece.length, written);
        // Shrunk while read: the rest is zeros, so the entry keeps its announced size.
        const content = bytesRead === 0 ? piece : piece.subarray(0, bytesRead);
        hash.update(content);
        await this.write(content);
        written += content.length;
      }
      await this.pad(stats.size);
      this.checksums[name] = hash.digest('hex');
      return true;
    } finally {
      await handle.close();
    }
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest > 0) await this.write(Buffer.alloc(BLOCK - rest));
  }

  async finish(): Promise<void> {
    await this.addBuffer(CHECKSUMS_NAME, Buffer.from(JSON.stringify({ algorithm: 'sha256', files: this.checksums }, null, 2)));
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }

  /** Stops writing after a failure; the caller removes the file. */
  abort(): void {
    this.gzip.destroy();
    this.done.catch(() => {});
  }
}

export interface ArchiveEntry {
  name: string;
  type: 'file' | 'directory';
  size: number;
}

function readString(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readSize(block: Buffer): number {
  if ((block[124]! & 0x80) !== 0) return Number(block.readBigUInt64BE(124 + 4));
  return parseInt(readString(block, 124, 12).trim() || '0', 8);
}

/** Pulls exact byte counts from a stream, one piece at a time. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;

  constructor(stream: AsyncIterable<Buffer>) {
    this.source = stream[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (fewer only at the end of the stream); an empty buffer at the end. */
  async read(max: number): Promise<Buffer> {
    while (this.buffered.length === 0) {
      const next = await this.source.next();
      if (next.done) return Buffer.alloc(0);
      this.buffered = next.value;
    }
    const piece = this.buffered.subarray(0, max);
    this.buffered = this.buffered.subarray(piece.length);
    return piece;
  }

  async exactly(length: number): Promise<Buffer> {
    const pieces: Buffer[] = [];
    let got = 0;
    while (got < length) {
      const piece = await this.read(length - got);
      if (piece.length === 0) throw new Error('the backup file ends too soon: it is incomplete or damaged');
      pieces.push(piece);
      got += piece.length;
    }
    return Buffer.concat(pieces);
  }
}

/**
 * Reads a backup archive entry by entry. `target` says where an entry goes (null:
 * it is skipped); names are checked, so no entry can write outside its folder.
 */
export async function extractArchive(file: string, target: (entry: ArchiveEntry) => string | null): Promise<void> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  const reader = new ByteReader(source.pipe(gunzip));
  try {
    await readEntries(reader, target);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

async function readEntries(reader: ByteReader, target: (entry: ArchiveEntry) => string | null): Promise<void> {
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const prefix = readString(block, 345, 155);
    const base = readString(block, 0, 100);
    const name = prefix ? `${prefix}/${base}` : base;
    const typeFlag = String.fromCharCode(block[156]!);
    const size = readSize(block);
    if (name.split('/').some((part) => part === '..') || path.isAbsolute(name))
      throw new Error(`the backup holds an unsafe path: ${name}`);
    const type = typeFlag === '5' ? 'directory' : typeFlag === '0' || typeFlag === '\0' ? 'file' : null;
    const destination = type ? target({ name: name.replace(/\/$/, ''), type, size }) : null;
    if (type === 'directory' && destination) await mkdir(destination, { recursive: true, mode: 0o700 });
    const output = type === 'file' && destination ? await openForWriting(destination) : null;
    try {
      let left = size;
      while (left > 0) {
        const piece = await reader.read(Math.min(left, CHUNK));
        if (piece.length === 0) throw new Error('the backup file ends too soon: it is incomplete or damaged');
        if (output) await output.write(piece);
        left -= piece.length;
      }
    } finally {
      await output?.close();
    }
    const rest = size % BLOCK;
    if (rest > 0) await reader.exactly(BLOCK - rest);
  }
}

async function openForWriting(destination: string) {
  await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
  return open(destination, 'wx', 0o600);
}

/** A backup file that fails its check: damaged, cut short, or not a whole backup. */
export class BackupDamaged extends Error {
  override name = 'BackupDamaged';
}

const Checksums = (text: string): Record<string, string> => {
  const parsed = JSON.parse(text) as { algorithm?: unknown; files?: unknown };
  if (parsed.algorithm !== 'sha256' || typeof parsed.files !== 'object' || parsed.files === null) throw new Error(`${CHECKSUMS_NAME} is not a checksum list`);
  return parsed.files as Record<string, string>;
};

/**
 * Reads the whole backup once, writing nothing: every entry's SHA-256 must match
 * checksums.json, the tar archive must end where it says, and the gzip stream must
 * end with its own check (CRC-32 and length) intact. A file cut short, a flipped
 * bit anywhere, or an entry added or missing fails here with BackupDamaged.
 * Says whether the archive had a checksum list: backups of format 1 (before
 * checksums) have none and are checked for everything else.
 */
export async function verifyArchive(file: string): Promise<{ files: number; checksummed: boolean }> {
  const handle = await open(file, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0).finally(() => handle.close());
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw new Error(`${file} is not a portal backup (not a gzip file).`);
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  const reader = new ByteReader(source.pipe(gunzip));
  const seen: Record<string, string> = {};
  let listed: Record<string, string> | null = null;
  try {
    for (;;) {
      const block = await reader.exactly(BLOCK);
      if (block.every((byte) => byte === 0)) break;
      if (listed) throw new Error(`an entry follows ${CHECKSUMS_NAME}, which must be the last`);
      const prefix = readString(block, 345, 155);
      const name = prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100);
      if (!headerChecksumHolds(block)) throw new Error(`the header of ${name || 'an entry'} is corrupt`);
      const size = readSize(block);
      const isFile = [0x30, 0].includes(block[156]!);
      const hash: Hash = createHash('sha256');
      const body: Buffer[] = [];
      let left = size;
      while (left > 0) {
        const piece = await reader.read(Math.min(left, CHUNK));
        if (piece.length === 0) throw new Error('it ends too soon: the file is incomplete');
        hash.update(piece);
        if (name === CHECKSUMS_NAME) body.push(piece);
        left -= piece.length;
      }
      const rest = size % BLOCK;
      if (rest > 0) await reader.exactly(BLOCK - rest);
      if (!isFile) continue;
      if (name === CHECKSUMS_NAME) listed = Checksums(Buffer.concat(body).toString('utf8'));
      else seen[name] = hash.digest('hex');
    }
    // The rest of the stream: the second end block, then gzip's trailer, which checks every byte before it.
    while ((await reader.read(CHUNK)).length > 0);
  } catch (error) {
    throw new BackupDamaged(`${file} is damaged: ${describeDamage(error)}.`);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (!listed) return { files: Object.keys(seen).length, checksummed: false };
  for (const [name, sha256] of Object.entries(listed)) {
    if (!(name in seen)) throw new BackupDamaged(`${file} is damaged: ${name} is missing from it.`);
    if (seen[name] !== sha256) throw new BackupDamaged(`${file} is damaged: ${name} does not match its checksum.`);
  }
  const unlisted = Object.keys(seen).filter((name) => !(name in listed!));
  if (unlisted.length > 0) throw new BackupDamaged(`${file} is damaged: it holds ${unlisted[0]}, which its checksums do not list.`);
  return { files: Object.keys(seen).length, checksummed: true };
}

function headerChecksumHolds(block: Buffer): boolean {
  const stored = parseInt(readString(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : block[index]!;
  return stored === sum;
}

/** zlib's words ("incorrect data check", "invalid block type") say nothing to an operator. */
function describeDamage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(message)) return 'it ends too soon, so the file is incomplete (cut short while copied?)';
  if (code === 'Z_DATA_ERROR' || code === 'Z_STREAM_ERROR') return `its compressed data is corrupt (${message})`;
  if (/ends too soon/.test(message)) return 'it ends too soon, so the file is incomplete (cut short while copied?)';
  return message;
}
