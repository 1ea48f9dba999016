import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureCompany } from '../src/company/ensure-company';
import { connectDatabase } from '../src/db/connect';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed/demo-seed';

// `npx tsx bench/admin-employees.ts`: HR's employee and account lists over HTTP
// with 10,000 employees (teams of 20 under their leads, every one with an account
// and a login), against GET /api/health in the same run. Reports; asserts nothing.
const EMPLOYEES = 10_000;
const RUNS = 12;

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-admin-'));
chmodSync(dataDir, 0o755);
const pg = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
await ensureDatabase(pg.connectionString('postgres'), 'bench');
const databaseUrl = pg.connectionString('bench');
const db = connectDatabase(databaseUrl, 5);
const config = { ...loadConfig({}), loginAttemptsPerMinute: 1000 };
await migrateToLatest(db as Kysely<unknown>);
await ensureCompany(db, config.companyDefaults);
await seedDemoIfEmpty(db);

await sql`insert into employees (emp_id, firstname, lastname, middlename, hire_date, designation, department, monthly_salary, monthly_allowances, default_shift, rest_days, office_id, home_address, team_lead, teamlead)
  select (20000000 + i)::text, 'First' || i, 'Last' || (i % 997), 'Middle', date '2020-01-01' + (i % 2000), 'Associate ' || (i % 13), 'Department ' || (i % 17),
    20000 + (i % 500) * 100, 1500, (array['DAY','MID','NIGHT'])[1 + i % 3], '{0,6}', 1, i || ' Sample St., Makati City',
    case when i % 20 = 0 then '00000003' else (20000000 + i - i % 20)::text end, i % 20 = 0
  from generate_series(0, ${EMPLOYEES - 1}) i`.execute(db);
const passwordHash = (await db.selectFrom('user_accounts').select('password_hash').executeTakeFirstOrThrow()).password_hash;
await sql`insert into user_accounts (username, emp_id, password_hash) select 'user' || emp_id, emp_id, ${passwordHash} from employees where emp_id >= '20000000'`.execute(db);
await sql`insert into sessions (token_hash, username, emp_id, expires_at, revoked_at)
  select md5(emp_id), 'user' || emp_id, emp_id, now(), now() from employees where emp_id >= '20000000'`.execute(db);
await sql`analyze`.execute(db);

const app = await buildApp({ db, config, databaseUrl });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/v2/authenticate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-request-id': 'bench-admin-login' },
  body: JSON.stringify({ username: 'hr', password: 'demo1234' }),
});
const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');

async function time(url: string): Promise<{ median: number; bytes: number; rows: number }> {
  const timings: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${address}${url}`, { headers: { cookie } });
    const text = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
    if (run > 1) timings.push(performance.now() - started);
    bytes = text.length;
    rows = (JSON.parse(text) as unknown[]).length ?? 0;
  }
  timings.sort((a, b) => a - b);
  return { median: timings[Math.floor(timings.length / 2)]!, bytes, rows };
}

try {
  const health = await time('/api/health');
  const employees = await time('/api/v1/admin/employees');
  const accounts = await time('/api/v1/admin/accounts');
  console.log(`\nHR administration lists, ${EMPLOYEES} employees (median of ${RUNS - 2} runs, node ${process.version})`);
  console.log(`GET /api/health                  ${health.median.toFixed(1)} ms`);
  console.log(`GET /api/v1/admin/employees      ${employees.median.toFixed(1)} ms, ${employees.rows} rows, ${(employees.bytes / 1024 / 1024).toFixed(1)} MB (goal < 500 ms)`);
  console.log(`GET /api/v1/admin/accounts       ${accounts.median.toFixed(1)} ms, ${accounts.rows} rows, ${(accounts.bytes / 1024 / 1024).toFixed(1)} MB (goal < 500 ms)`);
} finally {
  await app.close();
  await db.destroy();
  await pg.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
