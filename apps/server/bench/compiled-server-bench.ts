import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { findFreePort } from '../src/db/embedded';
import { builtServerEntry, ensureServerBuild } from '../../../scripts/build-server.mjs';
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';
import { startCompiledProcess, startProcess, stopProcess } from './processes';

/** Starts of each server; the figures are medians, the two started in turn. */
const ROUNDS = 3;
/** What a server has answered when its memory is read the second time. */
const REQUESTS = 600;
const CONCURRENCY = 8;
/** Calls an employee's phone makes on opening the portal. */
const PATHS = [
  '/api/health',
  '/config.json',
  '/api/v2/time',
  '/api/v1/leavetypes',
  '/api/v1/shiftable',
  '/api/v1/others/forapprovalcount',
];

type Variant = 'compiled' | 'tsx';

interface StartFigures {
  coldMs: number;
  /** CPU time (user + system) the start took: steadier than the wall clock on a busy machine. */
  coldCpuMs: number;
  startedMb: number;
  afterRequestsMb: number;
}

/** utime + stime from /proc/<pid>/stat, in ms (Linux counts them in 1/100 s). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function residentMb(pid: number): number {
  const found = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!found) throw new Error(`no VmRSS for process ${pid}`);
  return Number(found[1]) / 1024;
}

async function sendRequests(baseUrl: string, cookie: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const path = PATHS[next++ % PATHS.length]!;
      const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function measureStart(variant: Variant, databaseUrl: string, cookie: string): Promise<StartFigures> {
  const port = await findFreePort();
  const env = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  const starting = performance.now();
  const server: ChildProcess =
    variant === 'compiled'
      ? await startCompiledProcess(builtServerEntry, env, healthUrl, serverNodeFlags())
      : await startProcess('src/server.ts', env, healthUrl, serverNodeFlags());
  const coldMs = performance.now() - starting;
  try {
    const coldCpuMs = cpuMs(server.pid!);
    const startedMb = residentMb(server.pid!);
    await sendRequests(`http://127.0.0.1:${port}`, cookie);
    return { coldMs, coldCpuMs, startedMb, afterRequestsMb: residentMb(server.pid!) };
  } finally {
    await stopProcess(server);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The compiled server (npm start) against the same server run through tsx (npm run
 * dev, the tests): cold start to the first answer of /api/health (and the CPU time
 * it took), and resident memory just after it and after a few hundred requests. Each pair is started in
 * turn, on the same database, with the same Node flags.
 */
export async function measureCompiledServer(databaseUrl: string, cookie: string): Promise<[string, string][]> {
  if (!ensureServerBuild()) throw new Error('the server could not be built');
  const figures: Record<Variant, StartFigures[]> = { compiled: [], tsx: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order: Variant[] = round % 2 === 0 ? ['compiled', 'tsx'] : ['tsx', 'compiled'];
    for (const variant of order) figures[variant].push(await measureStart(variant, databaseUrl, cookie));
  }
  const compare = (pick: (start: StartFigures) => number) => {
    const compiled = median(figures.compiled.map(pick));
    const tsx = median(figures.tsx.map(pick));
    return `${compiled.toFixed(0)} / ${tsx.toFixed(0)} (${(compiled / tsx).toFixed(2)}x)`;
  };
  return [
    [`cold start to first answer, ms: compiled / tsx (median of ${ROUNDS})`, compare((start) => start.coldMs)],
    ['  CPU time of that start, ms: compiled / tsx', compare((start) => start.coldCpuMs)],
    ['resident memory after start, MB: compiled / tsx', compare((start) => start.startedMb)],
    [`resident memory after ${REQUESTS} requests, MB: compiled / tsx`, compare((start) => start.afterRequestsMb)],
  ];
}
