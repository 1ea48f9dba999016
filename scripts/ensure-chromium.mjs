// The e2e tests drive Debian's Chromium; a test tool never downloads a browser.
// When /usr/bin/chromium is missing, install it with apt when we can (root), or
// fail with a message that says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let hasApt = false;
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    hasApt = true;
  } catch {
    // no apt-get: reported below
  }
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package as root ` +
        '(apt-get update && apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages...');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
