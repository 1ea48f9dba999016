// npm start: build the web client and the server when either is missing or older
// than its sources, then run the one server process (API, client and /config.json),
// compiled to JavaScript.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtServerEntry, ensureServerBuild, newestModification } from './build-server.mjs';
import { requireSupportedNode } from './require-node.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

requireSupportedNode('The portal');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sourceDirs = ['apps/web/src', 'apps/web/public', 'packages/contracts/src'].map((dir) => path.join(root, dir));
const sourceFiles = ['apps/web/index.html', 'apps/web/vite.config.ts'].map((file) => path.join(root, file));

function clientNeedsBuild() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return [...sourceDirs, ...sourceFiles].some((source) => newestModification(source) > builtAt);
}

if (clientNeedsBuild()) {
  console.log('Building the web client...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!ensureServerBuild()) process.exit(1);

const server = spawn(process.execPath, [...serverNodeFlags(), builtServerEntry], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
// Hand Ctrl-C and SIGTERM to the server, which drains, then stops its embedded
// database. A second signal is passed on too; the server ignores it while stopping.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
// `npm start` relays a SIGTERM to its `sh -c`, which dies without passing it on:
// this process then only sees that its parent changed, and stops the server.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart) server.kill('SIGTERM');
}, 250).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
