import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded';
import { createPortalHome, killEverything, PORTAL_ROOT, startPortal, waitUntilReady, type PortalHome } from './portal-process';

// A real company's first start: `npm start` with SEED_DEMO=false has no account at
// all, and `npm run admin:create` (README "First start in production") makes the
// first HR administrator, who signs in with the one-time password it prints.

let home: PortalHome;

function runScript(script: string, args: string[], dataDir = home.dataDir) {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: PORTAL_ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const adminCreate = (...args: string[]) => runScript('admin:create', args);

async function signIn(username: string, password: string) {
  const response = await fetch(`${home.baseUrl}/api/v2/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': randomUUID() },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ana = ['--emp-id', '00000001', '--first-name', 'Ana', '--last-name', 'Garcia', '--gender', 'F', '--username', 'agarcia'];

beforeAll(async () => {
  home = createPortalHome(await findFreePort());
  startPortal(home, { SEED_DEMO: 'false' });
  await waitUntilReady(home, 280_000);
}, 300_000);

afterAll(async () => {
  await killEverything(home);
  rmSync(path.dirname(home.dataDir), { recursive: true, force: true });
});

describe('the first start in production (SEED_DEMO=false)', () => {
  it('has no account, then admin:create makes an HR administrator who signs in with the one-time password', async () => {
    expect((await signIn('hr', 'demo1234')).status).toBe(401);

    const created = adminCreate(...ana);
    expect(created.output).toMatch(/Created HR administrator 00000001 with the username agarcia/);
    expect(created.status).toBe(0);
    const password = /One-time password: (\S+)/.exec(created.output)?.[1];
    expect(password).toMatch(/^\S{12}$/);

    const signedIn = await signIn('agarcia', password!);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ empid: '00000001', hradmin: 1, mustChangePassword: true });
  });

  it('refuses a second first administrator unless forced, and says how', () => {
    const refused = adminCreate('--emp-id', '00000002', '--first-name', 'Jose', '--last-name', 'Cruz', '--gender', 'M', '--username', 'jcruz');
    expect(refused.status).toBe(3);
    expect(refused.output).toMatch(/An HR administrator can already sign in \(agarcia\).*--force/);

    const forced = adminCreate('--emp-id', '00000002', '--first-name', 'Jose', '--last-name', 'Cruz', '--gender', 'M', '--username', 'jcruz', '--force');
    expect(forced.output).toMatch(/Forced: agarcia could already sign in/);
    expect(forced.status).toBe(0);
  });

  it('refuses bad input naming the option, not a column', () => {
    const bad = adminCreate('--emp-id', 'ABC', '--first-name', 'Liza', '--last-name', 'Soberano', '--gender', 'Female', '--username', 'ls', '--force');
    expect(bad.status).toBe(2);
    expect(bad.output).toMatch(/--username: /);
    const missing = adminCreate('--emp-id', '00000003');
    expect(missing.status).toBe(2);
    expect(missing.output).toMatch(/Missing --first-name, --last-name, --gender, --username/);
  });

  it('backs up into a folder named with a trailing slash, creating it, and refuses a file in a folder that does not exist', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'portal-backup-folders-'));
    try {
      const intoNewFolder = runScript('db:backup', [`${scratch}/nightly/`]);
      expect(intoNewFolder.output).toMatch(/Created the folder .*nightly/);
      expect(intoNewFolder.status).toBe(0);
      expect(readdirSync(path.join(scratch, 'nightly'))).toEqual([expect.stringMatching(/^portal-backup-.*\.tar\.gz$/)]);

      const inMissingFolder = runScript('db:backup', [`${scratch}/missing/portal.tar.gz`]);
      expect(inMissingFolder.status).toBe(2);
      expect(inMissingFolder.output).toMatch(/The folder .*missing does not exist, so the backup was not written/);
      expect(existsSync(path.join(scratch, 'missing'))).toBe(false);

      // A data directory with no portal in it: the backup fails and leaves no backups folder behind.
      const wrongDataDir = path.join(scratch, 'not-a-portal');
      const failed = runScript('db:backup', [], wrongDataDir);
      expect(failed.status).toBe(1);
      expect(existsSync(path.join(wrongDataDir, 'backups'))).toBe(false);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
