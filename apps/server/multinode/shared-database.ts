import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { hashSessionToken } from '../src/features/session/session-token';
import { adminQuery } from '../test/admin-query';
import { withDatabase } from '../test/database-urls';

export interface SharedDatabase {
  /** The empty database every node is given. */
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for the nodes on the PostgreSQL server DATABASE_URL names
 * (CI passes Debian's PostgreSQL 15), else on an embedded server started for the run.
 */
export async function createSharedDatabase(dir: string): Promise<SharedDatabase> {
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(path.join(dir, 'postgres'));
  const serverUrl = process.env.DATABASE_URL || embedded!.connectionString('postgres');
  const name = `portal_multinode_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', () => {});
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`).catch(() => {});
      await embedded?.stop();
    },
  };
}

export async function query<T extends pg.QueryResultRow>(database: SharedDatabase, text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query<T>(text, values)).rows;
}

export interface LoadEmployee {
  empId: string;
  cookie: string;
}

/**
 * Employees with live sessions, written straight into the database (as the fault
 * suite and the bench do): logging a hundred people in through argon2 would only
 * slow the run. Any node resolves their sessions, as it would any login's.
 */
export async function createLoadEmployees(database: SharedDatabase, count: number): Promise<LoadEmployee[]> {
  // After the load employees made before, so a test may ask for more as it goes.
  const [{ next }] = (await database.pool.query<{ next: number }>(
    "select coalesce(max(emp_id::int) + 1, 30000000) as next from employees where emp_id ~ '^3[0-9]{7}$'",
  )).rows as [{ next: number }];
  const employees = Array.from({ length: count }, (_, index) => {
    const empId = String(next + index);
    return { empId, cookie: `portal_session=multinode-${empId}-${randomUUID()}` };
  });
  await query(
    database,
    `with passwords as (select password_hash from user_accounts limit 1),
     new_employees as (
       insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift, team_lead)
       select id, 'Load' || id, 'Employee', '2024-01-01', 20000, 0, 'DAY', '00000003' from unnest($1::text[]) as id returning emp_id),
     new_accounts as (
       insert into user_accounts (username, emp_id, password_hash)
       select 'load' || emp_id, emp_id, (select password_hash from passwords) from new_employees returning username, emp_id)
     insert into sessions (token_hash, username, emp_id, expires_at)
     select token.hash, 'load' || token.emp_id, token.emp_id, now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as token(emp_id, hash)`,
    [employees.map((employee) => employee.empId), employees.map((employee) => hashSessionToken(employee.cookie.split('=')[1]!))],
  );
  return employees;
}

/** Time-ins stored per employee. */
export async function storedTimeIns(database: SharedDatabase, employees: LoadEmployee[]): Promise<Map<string, number>> {
  const rows = await query<{ emp_id: string; count: string }>(
    database,
    `select emp_id, count(*) as count from punches where direction = 'in' and emp_id = any($1::text[]) group by emp_id`,
    [employees.map((employee) => employee.empId)],
  );
  return new Map(rows.map((row) => [row.emp_id, Number(row.count)]));
}
