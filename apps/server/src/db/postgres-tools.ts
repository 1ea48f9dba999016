import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresBinary } from './postmaster';

const run = promisify(execFile);

export interface PostgresTool {
  path: string;
  major: number;
}

/** Where pg_dump and pg_restore may be: beside the embedded server, Debian's and PostgreSQL's packages, then PATH. */
async function candidates(name: string): Promise<string[]> {
  const found: string[] = [];
  const embeddedBin = await postgresBinary().then(path.dirname, () => null);
  if (embeddedBin) found.push(path.join(embeddedBin, name));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    found.push(...versions.map((version) => path.join(debian, version, 'bin', name)));
  }
  found.push(name);
  return found;
}

async function majorOf(binary: string): Promise<number | null> {
  if (binary.includes('/') && !existsSync(binary)) return null;
  try {
    const { stdout } = await run(binary, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * A pg_dump or pg_restore of at least `minMajor`: pg_dump must be as new as the
 * server it dumps, pg_restore as new as the pg_dump that wrote the file.
 */
export async function findPostgresTool(name: 'pg_dump' | 'pg_restore', minMajor: number): Promise<PostgresTool | null> {
  for (const candidate of await candidates(name)) {
    const major = await majorOf(candidate);
    if (major !== null && major >= minMajor) return { path: candidate, major };
  }
  return null;
}

/** The connection string without its password, which goes in PGPASSWORD: a command line is visible to every user. */
export function toolConnection(connectionString: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool; on failure, its own error lines say why. */
export async function runPostgresTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool.path, args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new Error(`${path.basename(tool.path)} failed: ${stderr || (error as Error).message}`);
  }
}
