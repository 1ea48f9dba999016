import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EMBEDDED_PASSWORD } from '../src/db/embedded';
import { hashSessionToken } from '../src/features/session/session-token';
import { postmasterPort, type PortalHome } from './portal-process';

/** One time-in call's outcome: an HTTP status, or the network error when nothing answered. */
export type CallOutcome = { status: number; code?: string; retryAfter?: string | null } | { networkError: string };

export interface Employee {
  empId: string;
  cookie: string;
}

let nextEmployee = 0;

/** The portal's database, reached the way its command-line tools reach it (postmaster.pid). */
export async function queryPortal<T extends pg.QueryResultRow>(home: PortalHome, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${postmasterPort(home)}/portal`,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Employees with live sessions, written straight into the database (as the bench
 * does): logging dozens of people in through argon2 would only slow the suite.
 */
export async function createEmployees(home: PortalHome, count: number): Promise<Employee[]> {
  const employees = Array.from({ length: count }, () => {
    const empId = String(20_000_000 + nextEmployee++);
    return { empId, cookie: `portal_session=fault-token-${empId}-${randomUUID()}` };
  });
  const ids = employees.map((employee) => employee.empId);
  await queryPortal(
    home,
    `with passwords as (select password_hash from user_accounts limit 1),
     new_employees as (
       insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift, team_lead)
       select id, 'Fault' || id, 'Employee', '2024-01-01', 20000, 0, 'DAY', '00000003' from unnest($1::text[]) as id returning emp_id),
     new_accounts as (
       insert into user_accounts (username, emp_id, password_hash)
       select 'fault' || emp_id, emp_id, (select password_hash from passwords) from new_employees returning username, emp_id)
     insert into sessions (token_hash, username, emp_id, expires_at)
     select token.hash, 'fault' || token.emp_id, token.emp_id, now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as token(emp_id, hash)`,
    [ids, employees.map((employee) => hashSessionToken(employee.cookie.split('=')[1]!))],
  );
  return employees;
}

/** One POST /api/v2/time/in, as the portal's client sends it. */
export async function timeIn(home: PortalHome, employee: Employee): Promise<CallOutcome> {
  try {
    const response = await fetch(`${home.baseUrl}/api/v2/time/in`, {
      method: 'POST',
      headers: { cookie: employee.cookie, 'x-request-id': randomUUID(), 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    return { status: response.status, code: body.code, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { networkError: cause?.code ?? cause?.message ?? String(error) };
  }
}

export interface RetriedTimeIn {
  employee: Employee;
  /** Every answer (or network error) the client met, in order, the last one final. */
  outcomes: CallOutcome[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A time-in as a patient client makes it: after a 503 or no answer it tries again
 * (up to a deadline), until it gets 200, or 409 when an earlier unanswered call was
 * stored after all.
 */
export async function timeInUntilAnswered(home: PortalHome, employee: Employee, deadlineMs = 60_000): Promise<RetriedTimeIn> {
  const outcomes: CallOutcome[] = [];
  const giveUpAt = Date.now() + deadlineMs;
  for (;;) {
    const outcome = await timeIn(home, employee);
    outcomes.push(outcome);
    const final = 'status' in outcome && (outcome.status === 200 || outcome.status === 409);
    if (final || Date.now() > giveUpAt) return { employee, outcomes };
    await sleep(250);
  }
}

/** Time-ins stored for each employee (today or otherwise: each fault employee punches once). */
export async function storedTimeIns(home: PortalHome, employees: Employee[]): Promise<Map<string, number>> {
  const rows = await queryPortal<{ emp_id: string; count: string }>(
    home,
    `select emp_id, count(*) as count from punches where direction = 'in' and emp_id = any($1::text[]) group by emp_id`,
    [employees.map((employee) => employee.empId)],
  );
  return new Map(rows.map((row) => [row.emp_id, Number(row.count)]));
}

/** Fires one time-in per employee at once: the burst a company meets at 8:00. */
export function burst<T>(employees: Employee[], call: (employee: Employee) => Promise<T>): Promise<T[]> {
  return Promise.all(employees.map((employee) => call(employee)));
}
