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

export class ArchiveWriter {
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
      let written = 0;
      while (written < stats.size) {
        const piece = Buffer.alloc(Math.min(CHUNK, stats.size - written));
        const { bytesRead } = await handle.read(piece, 0, piece.length, written);
        // Shrunk while read: the rest is zeros, so the entry keeps its announced size.
        await this.write(bytesRead === 0 ? piece : piece.subarray(0, bytesRead));
        written += bytesRead === 0 ? piece.length : bytesRead;
      }
      await this.pad(stats.size);
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
