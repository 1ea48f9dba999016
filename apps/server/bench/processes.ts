import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Starts a TypeScript entry point (run through tsx) in its own process, with any Node flags, and waits until it answers. */
export function startProcess(
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  return startAndWait(entry, [...nodeFlags, '--import', 'tsx', path.join(serverDir, entry)], env, readyUrl);
}

/** Starts a compiled JavaScript file (an absolute path, e.g. the built server) with plain Node, and waits until it answers. */
export function startCompiledProcess(
  file: string,
  env: Record<string, string>,
  readyUrl: string,
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  return startAndWait(path.basename(file), [...nodeFlags, file], env, readyUrl);
}

async function startAndWait(
  entry: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGTERM');
  throw new Error(`${entry} did not answer ${readyUrl} within 30 s`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
