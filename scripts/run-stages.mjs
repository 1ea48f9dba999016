// npm test: the npm scripts named, in order, each with its duration, stopping at the
// first that fails (as `a && b` would), and a summary of where the time went.
//   node scripts/run-stages.mjs test:unit test:api test:faults test:e2e
import { spawnSync } from 'node:child_process';

const scripts = process.argv.slice(2);
const times = [];
let failed = null;
for (const script of scripts) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  times.push(`  npm run ${script.padEnd(14)} ${String(seconds).padStart(5)}s${result.status === 0 ? '' : ' (failed)'}`);
  if (result.status !== 0) {
    failed = result.status ?? 1;
    break;
  }
}
console.log(`\nnpm test stage times:\n${times.join('\n')}`);
process.exit(failed ?? 0);
