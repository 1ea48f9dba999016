import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';

// HR's employee and account lists with 10,000 more employees (teams of 20 under
// their leads, every one with an account and a past session), read over HTTP.
export const ADMIN_LIST_EMPLOYEES = 10_000;
const RUNS = 12;

export async function seedAdminListBench(db: Kysely<DB>): Promise<void> {
  await sql`insert into employees (emp_id, firstname, lastname, middlename, hire_date, designation, department, monthly_salary, monthly_allowances, default_shift, rest_days, office_id, home_address, team_lead, teamlead)
    select (50000000 + i)::text, 'First' || i, 'Last' || (i % 997), 'Middle', date '2020-01-01' + (i % 2000), 'Associate ' || (i % 13), 'Department ' || (i % 17),
      20000 + (i % 500) * 100, 1500, (array['DAY','MID','NIGHT'])[1 + i % 3], '{0,6}', 1, i || ' Sample St., Makati City',
      case when i % 20 = 0 then '00000003' else (50000000 + i - i % 20)::text end, i % 20 = 0
    from generate_series(0, ${ADMIN_LIST_EMPLOYEES - 1}) i`.execute(db);
  const passwordHash = (await db.selectFrom('user_accounts').select('password_hash').executeTakeFirstOrThrow())
    .password_hash;
  await sql`insert into user_accounts (username, emp_id, password_hash) select 'user' || emp_id, emp_id, ${passwordHash} from employees where emp_id between '50000000' and '59999999'`.execute(
    db,
  );
  await sql`insert into sessions (token_hash, username, emp_id, expires_at, revoked_at)
    select md5(emp_id), 'user' || emp_id, emp_id, now(), now() from employees where emp_id between '50000000' and '59999999'`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

export async function logInAsHr(base: string): Promise<string> {
  const login = await fetch(`${base}/v2/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'bench-admin-login' },
    body: JSON.stringify({ username: 'hr', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`HR login answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

export interface ListTiming {
  median: number;
  bytes: number;
  rows: number;
}

/** The median of ten reads (after two warm-ups), including the client's JSON parse. */
export async function timeList(url: string, cookie: string): Promise<ListTiming> {
  const timings: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const text = await response.text();
    const body = JSON.parse(text) as unknown;
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
    if (run > 1) timings.push(performance.now() - started);
    bytes = text.length;
    rows = Array.isArray(body) ? body.length : 0;
  }
  timings.sort((a, b) => a - b);
  return { median: timings[Math.floor(timings.length / 2)]!, bytes, rows };
}
