import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The portal under test: this checkout, or another one named by PORTAL_ROOT (an older build, to see a fault fail). */
export const PORTAL_ROOT = path.resolve(process.env.PORTAL_ROOT ?? path.join(import.meta.dirname, '../../..'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PortalHome {
  dataDir: string;
  postgresDir: string;
  port: number;
  baseUrl: string;
  logFile: string;
  /** Every process group a portal of this home has had: the ones this suite may signal and must see empty. */
  groups: Set<number>;
}

export interface RunningPortal {
  /** The PID of `npm start`, the top of the tree an operator signals. */
  topPid: number;
  /** Its process group: npm, its shell, scripts/start.mjs and the server. */
  group: number;
  /** Where this run's output starts in the log file. */
  logOffset: number;
  /** Settles with npm's exit code when the portal has exited. */
  exited: Promise<number | null>;
}

export function createPortalHome(port: number): PortalHome {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-faults-'));
  // As root, PostgreSQL runs as the postgres user, who must be able to enter it.
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  return {
    dataDir,
    postgresDir: path.join(dataDir, 'postgres'),
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    logFile: path.join(dir, 'portal.log'),
    groups: new Set(),
  };
}

function logSize(file: string): number {
  return existsSync(file) ? readFileSync(file).length : 0;
}

/** What this run of the portal printed. */
export function portalOutput(home: PortalHome, portal: RunningPortal): string {
  return existsSync(home.logFile) ? readFileSync(home.logFile).subarray(portal.logOffset).toString('utf8') : '';
}

/** Starts the portal as an operator does (`npm start`), in a process group of its own as a terminal would. */
export function startPortal(home: PortalHome, environment: Record<string, string> = {}): RunningPortal {
  const logOffset = logSize(home.logFile);
  const log = openSync(home.logFile, 'a');
  const child = spawn('npm', ['start'], {
    cwd: PORTAL_ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: home.dataDir, PORT: String(home.port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...environment },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.unref();
  const topPid = child.pid!;
  home.groups.add(topPid);
  return { topPid, group: topPid, logOffset, exited };
}

/** GET a path; null when nothing answers. */
export async function probe(home: PortalHome, urlPath: string): Promise<number | null> {
  try {
    const response = await fetch(`${home.baseUrl}${urlPath}`, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** Waits until /api/ready answers 200, and notes PostgreSQL's process group. */
export async function waitUntilReady(home: PortalHome, ms = 90_000): Promise<number> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < ms) {
    const ready = await probe(home, '/api/ready');
    // An older build without readiness (run through PORTAL_ROOT) is asked for liveness.
    if (ready === 200 || (ready === 404 && (await probe(home, '/api/health')) === 200)) {
      const postmaster = postmasterPid(home);
      if (postmaster) home.groups.add(processGroupOf(postmaster) ?? postmaster);
      return Date.now() - startedAt;
    }
    await sleep(200);
  }
  throw new Error(`the portal was not ready within ${ms} ms`);
}

/** The PostgreSQL server named by postmaster.pid, alive or not. */
export function postmasterPid(home: PortalHome): number | null {
  const pidFile = path.join(home.postgresDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function postmasterPort(home: PortalHome): number {
  const pidFile = path.join(home.postgresDir, 'postmaster.pid');
  return Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
}

interface ProcessEntry {
  pid: number;
  group: number;
  command: string;
}

function processGroupOf(pid: number): number | null {
  return listProcesses().find((entry) => entry.pid === pid)?.group ?? null;
}

function listProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      entries.push({ pid: Number(name), group: Number(fields[2]), command });
    } catch {
      // Gone while we looked.
    }
  }
  return entries;
}

/** Every live process of this home's portals: its groups, and any PostgreSQL on its data directory. */
export function portalProcesses(home: PortalHome): ProcessEntry[] {
  return listProcesses().filter((entry) => home.groups.has(entry.group) || entry.command.includes(home.dataDir));
}

/** The server process itself of a running portal: the compiled server, or server.ts under tsx in an older build. */
export function serverPid(portal: RunningPortal): number {
  const server = listProcesses().find((entry) => entry.group === portal.group && /apps\/server\/(dist\/server\.js|src\/server\.ts)/.test(entry.command));
  if (!server) throw new Error('the server process was not found');
  return server.pid;
}

export function isRunning(pid: number): boolean {
  return listProcesses().some((entry) => entry.pid === pid);
}

export async function waitForNoPortalProcess(home: PortalHome, ms = 30_000): Promise<ProcessEntry[]> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < ms) {
    const left = portalProcesses(home);
    if (left.length === 0) return left;
    await sleep(100);
  }
  return portalProcesses(home);
}

/** Sends a signal to a PID or, negative, a process group this suite created; never by name. */
export function signal(pidOrGroup: number, name: NodeJS.Signals): void {
  try {
    process.kill(pidOrGroup, name);
  } catch {
    // Already gone.
  }
}

/** Whatever a failed scenario left: killed, so the next scenario and the machine start clean. */
export async function killEverything(home: PortalHome): Promise<void> {
  for (const entry of portalProcesses(home)) signal(entry.pid, 'SIGKILL');
  await waitForNoPortalProcess(home, 10_000);
}
