// The tests use a few programs from Debian's packages: Chromium for e2e (a test
// tool never downloads a browser) and poppler's pdftotext/pdfinfo/pdftoppm to read
// the PDFs the server renders; HAProxy checks the proxy config of the deployment files
// and balances the nodes of the multi-node test.
// Each argument names one: `chromium`, `poppler`, `faketime`, `haproxy` or `systemd`.
// What is missing is installed with apt when we can (root), or we fail with a
// message that says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { requireSupportedNode } from './require-node.mjs';

requireSupportedNode('The tests');

const tools = {
  chromium: { binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debianPackage: 'chromium', envHint: ', or set CHROMIUM_PATH to a Chromium binary' },
  poppler: { binary: '/usr/bin/pdftotext', debianPackage: 'poppler-utils', envHint: '' },
  // Runs the suites at fixed clock times (scripts/test-at-clocks.sh).
  faketime: { binary: '/usr/bin/faketime', debianPackage: 'faketime', envHint: '' },
  // `haproxy -c` on deploy/haproxy.cfg (scripts/check-deploy-files.mjs).
  haproxy: { binary: '/usr/sbin/haproxy', debianPackage: 'haproxy', envHint: '' },
  // `systemd-analyze verify` on deploy/hr-portal.service (scripts/check-deploy-files.mjs).
  systemd: { binary: '/usr/bin/systemd-analyze', debianPackage: 'systemd', envHint: '' },
};

const wanted = process.argv.slice(2).map((name) => {
  const tool = tools[name];
  if (!tool) {
    console.error(`ensure-tools: unknown tool "${name}" (known: ${Object.keys(tools).join(', ')})`);
    process.exit(2);
  }
  return tool;
});
const missing = wanted.filter((tool) => !existsSync(tool.binary));

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    hasApt = true;
  } catch {
    // no apt-get: reported below
  }
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  if (!isRoot || !hasApt) {
    for (const tool of missing) {
      console.error(`${tool.binary} is missing. Install Debian's package as root (apt-get update && apt-get install -y ${tool.debianPackage})${tool.envHint}.`);
    }
    process.exit(1);
  }
  console.log(`Installing ${packages} from Debian packages...`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`, { stdio: 'inherit' });
  for (const tool of missing) {
    if (!existsSync(tool.binary)) {
      console.error(`apt-get finished but ${tool.binary} is still missing.`);
      process.exit(1);
    }
  }
}
