import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

// API test files run two at a time (vitest.config.ts), so each gets a temporary folder
// of its own (os.tmpdir() reads TMPDIR): a test that checks what the server left in
// the temporary folder, such as an upload's spool, sees only its own file's.
// The machine's folder is kept aside, since a worker may run several files in turn.
process.env.PORTAL_TEST_SYSTEM_TMPDIR ??= tmpdir();
const own = mkdtempSync(path.join(process.env.PORTAL_TEST_SYSTEM_TMPDIR, 'portal-api-test-'));
// As the machine's own: a PostgreSQL started here as the postgres user (as root) reads
// and writes in it too.
chmodSync(own, 0o1777);
process.env.TMPDIR = own;
afterAll(() => rmSync(own, { recursive: true, force: true }));
