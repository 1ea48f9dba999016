// npm run check:deploy (CI, after lint): the deployment files are checked where no
// container can run. The Dockerfile's stages, user, health check and command; every
// file it copies exists and is not left out by .dockerignore; compose.yaml parses,
// its portal nodes match each other and set only settings the server reads; the
// proxy config names those nodes and is accepted by `haproxy -c` (when installed:
// node scripts/ensure-tools.mjs haproxy); the systemd unit runs as its own user with
// the hardening it needs and passes `systemd-analyze verify`. hadolint runs too when
// it is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCompose } from './deploy-checks/compose.mjs';
import { checkDockerfile } from './deploy-checks/dockerfile.mjs';
import { checkSystemdUnit } from './deploy-checks/systemd-unit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const problems = [];
const problem = (file, message) => problems.push(`${file}: ${message}`);
const notes = [];
const context = { root, read, problem, note: (message) => notes.push(message) };

function runHadolint() {
  if (spawnSync('hadolint', ['--version']).error)
    return notes.push('hadolint skipped: not installed (Debian has no package for it)');
  try {
    execFileSync('hadolint', [path.join(root, 'Dockerfile')], { encoding: 'utf8' });
    notes.push('hadolint: no findings');
  } catch (error) {
    problem('Dockerfile', `hadolint:\n${error.stdout ?? error.message}`);
  }
}

// --- /api/ready, which the image and the proxy ask, is a route of the server -------------
if (!/path: '\/ready'/.test(read('packages/contracts/src/health.ts')))
  problem('packages/contracts/src/health.ts', 'no /ready route, which the health checks ask');
// --- every compiled command the README and compose.yaml name is one the build makes ------
const built = new Set([...read('scripts/build-server.mjs').matchAll(/^\s+'?([\w-]+)'?: path\.join\(root, 'apps\/server\/src\//gm)].map((m) => m[1]));
for (const file of ['README.md', 'compose.yaml']) {
  for (const [, name] of read(file).matchAll(/apps\/server\/dist\/([\w-]+)\.js/g)) {
    if (!built.has(name)) problem(file, `names apps/server/dist/${name}.js, which scripts/build-server.mjs does not build`);
  }
}
checkDockerfile(context);
checkCompose(context);
checkSystemdUnit(context);
runHadolint();

for (const note of notes) console.log(note);
if (problems.length > 0) {
  console.error(
    `The deployment files have ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Deployment files: Dockerfile, .dockerignore, compose.yaml, deploy/haproxy.cfg and deploy/hr-portal.service are consistent.');
