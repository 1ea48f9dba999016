import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The data directory cannot be used; the message says why and what to do, in one line. */
export class DataDirectoryUnusable extends Error {
  override name = 'DataDirectoryUnusable';
}

interface ProcessInfo {
  command: string;
  parentPid: number;
}

/** How long a leftover PostgreSQL gets for a fast shutdown, then for an immediate one. */
const FAST_SHUTDOWN_MS = 15_000;
const IMMEDIATE_SHUTDOWN_MS = 5_000;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres user, when we are not root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function processInfo(pid: number): ProcessInfo | null {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in stat may hold spaces or parentheses: fields resume after the last ')'.
    const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { command, parentPid };
  } catch {
    // No /proc (macOS): ask ps.
    try {
      const line = execFileSync('ps', ['-o', 'ppid=,command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
      const [, parent, command] = /^(\d+)\s+(.*)$/.exec(line) ?? [];
      return parent && command ? { command, parentPid: Number(parent) } : null;
    } catch {
      return null;
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** Fast shutdown, then immediate, then the whole process group is killed: it must not stay. */
async function stopLeftover(pid: number): Promise<void> {
  signal(pid, 'SIGINT');
  if (await waitForExit(pid, FAST_SHUTDOWN_MS)) return;
  signal(pid, 'SIGQUIT');
  if (await waitForExit(pid, IMMEDIATE_SHUTDOWN_MS)) return;
  signal(-pid, 'SIGKILL');
  await waitForExit(pid, IMMEDIATE_SHUTDOWN_MS);
}

/**
 * Makes dataDir free for a new PostgreSQL after whatever the last run left there:
 * - no postmaster.pid, or one whose process is gone: nothing to do (PostgreSQL
 *   replaces a stale lock file itself);
 * - its pid now belongs to an unrelated program (reused after a crash): the stale
 *   file is removed, or PostgreSQL would take that program for another server;
 * - a PostgreSQL on this directory whose portal is gone (the server was killed):
 *   it is stopped cleanly, so this run starts, owns and supervises its own;
 * - a PostgreSQL that a live process still runs (another portal or command on the
 *   same DATA_DIR): the start stops, saying which process to stop.
 */
export async function clearLeftoverPostgres(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const holder = processInfo(pid);
  if (!holder) return;
  if (!/(^|\/)(postgres|postmaster)\b/.test(holder.command)) {
    log(`Removing the stale ${pidFile}: its pid ${pid} now belongs to another program (${holder.command}).`);
    rmSync(pidFile);
    return;
  }
  if (!holder.command.includes(dataDir)) {
    throw new DataDirectoryUnusable(
      `${dataDir} is in use by a PostgreSQL (pid ${pid}) that the portal did not start; stop it, or set DATA_DIR to another directory.`,
    );
  }
  const parent = holder.parentPid > 1 ? processInfo(holder.parentPid) : null;
  if (parent && /\b(node|tsx)\b/.test(parent.command)) {
    throw new DataDirectoryUnusable(
      `${dataDir} is in use by another running portal or command (pid ${holder.parentPid}); stop it first, or set DATA_DIR to another directory.`,
    );
  }
  log(`A PostgreSQL (pid ${pid}) left running on ${dataDir} by an earlier run is being stopped cleanly, so this run starts its own.`);
  await stopLeftover(pid);
}
