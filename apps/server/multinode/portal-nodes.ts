import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';

/** The checkout under test. */
export const PORTAL_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(PORTAL_ROOT, 'apps/server/src/server.ts');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free port on the loopback interface, for a node or the proxy. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PortalNode {
  name: string;
  port: number;
  baseUrl: string;
  logFile: string;
  child: ChildProcess;
  /** Settles with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
}

/**
 * One API node: the server entry run as `npm start` runs it (same Node flags), on
 * the shared database, with its own data directory and the documents directory all
 * nodes share (a shared volume in production).
 */
export function startNode(options: { name: string; port: number; dir: string; env: Record<string, string> }): PortalNode {
  const logFile = path.join(options.dir, `${options.name}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', SERVER_ENTRY], {
    cwd: PORTAL_ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: path.join(options.dir, options.name),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { name: options.name, port: options.port, baseUrl: `http://127.0.0.1:${options.port}`, logFile, child, exited };
}

/** What the node has printed so far. */
export function nodeOutput(node: PortalNode): string {
  return readFileSync(node.logFile, 'utf8');
}

/** GET a path; null when nothing answers. */
export async function probe(baseUrl: string, urlPath: string): Promise<number | null> {
  try {
    const response = await fetch(`${baseUrl}${urlPath}`, { signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** Waits until the node's /api/ready answers 200 (its migrations are current); fails if it exits first. */
export async function waitUntilReady(node: PortalNode, ms = 120_000): Promise<void> {
  let exit: number | string | null | undefined;
  void node.exited.then((code) => (exit = code));
  const giveUpAt = Date.now() + ms;
  while (Date.now() < giveUpAt) {
    if (exit !== undefined) throw new Error(`node ${node.name} exited (${exit}) before it was ready:\n${nodeOutput(node)}`);
    if ((await probe(node.baseUrl, '/api/ready')) === 200) return;
    await sleep(200);
  }
  throw new Error(`node ${node.name} was not ready within ${ms} ms:\n${nodeOutput(node)}`);
}

/** Stops a node: SIGTERM (it drains, as under a supervisor), SIGKILL if it has not ended within 15 s. */
export async function stopNode(node: PortalNode, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string | null> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return node.exited;
  node.child.kill(signal);
  const timer = setTimeout(() => node.child.kill('SIGKILL'), 15_000);
  try {
    return await node.exited;
  } finally {
    clearTimeout(timer);
  }
}
