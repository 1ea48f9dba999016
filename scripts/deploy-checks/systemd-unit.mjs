// deploy/hr-portal.service, checked with systemd's own verifier and for the rules a
// service holding salaries and ID numbers must keep (scripts/check-deploy-files.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const UNIT = 'deploy/hr-portal.service';
const INSTALLED_AT = '/opt/hr-portal';

/** Directive lines that must be present, as `Key=value` (whole lines). */
const REQUIRED = [
  'User=hr-portal',
  'StateDirectory=hr-portal',
  'NoNewPrivileges=yes',
  'ProtectSystem=strict',
  'ReadWritePaths=/var/lib/hr-portal',
  'PrivateTmp=yes',
  'Environment=NODE_ENV=production PORT=3000 DATA_DIR=/var/lib/hr-portal SEED_DEMO=false',
  `ExecStart=${INSTALLED_AT}/node_modules/.bin/node scripts/start.mjs`,
  'KillMode=mixed',
];

export function checkSystemdUnit({ root, read, problem, note }) {
  const text = read(UNIT);
  const lines = text.split('\n').map((line) => line.trim());
  for (const wanted of REQUIRED) if (!lines.includes(wanted)) problem(UNIT, `expected the line "${wanted}"`);
  if (lines.some((line) => /^User=(root|0)$/.test(line))) problem(UNIT, 'runs as root');

  const verifier = spawnSync('systemd-analyze', ['--version']);
  if (verifier.error) return note('systemd-analyze verify skipped: not installed (node scripts/ensure-tools.mjs systemd)');
  // verify checks that ExecStart's program exists: point the copy at this checkout's Node.
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-unit-'));
  try {
    const copy = path.join(dir, 'hr-portal.service');
    writeFileSync(copy, text.replaceAll(INSTALLED_AT, root));
    const run = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
    // An unknown or misspelt directive is only a warning to systemd ("ignoring"): any output fails here.
    const said = `${run.stdout}${run.stderr}`.trim();
    if (run.status !== 0 || said) problem(UNIT, `systemd-analyze verify:\n${said || `exit ${run.status}`}`);
    else note(`systemd-analyze verify: ${UNIT} has no findings`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
