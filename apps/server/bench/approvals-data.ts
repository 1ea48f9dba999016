import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { hashSessionToken } from '../src/features/session/session-token';

export const APPROVAL_EMPLOYEES = 1000;
/** The grown company: for-my-approval must stay as quick as at 1,000 people. */
export const LARGE_APPROVAL_EMPLOYEES = 10_000;
export const REQUESTS_PER_EMPLOYEE = 100;
const TEAM_SIZE = 20;
/** Extra single-level requests waiting for the first lead, for the bulk approval. */
export const BULK_RECIDS = 500;

/** Each company size in its own number range: staff from `base`, leads from base + 9,000,000, managers + 9,100,000. */
const rangeOf = (employees: number) => (employees === APPROVAL_EMPLOYEES ? 20_000_000 : 60_000_000);

export interface ApprovalBenchData {
  typicalLeadCookie: string;
  busyLeadCookie: string;
  busyLeadRecids: number[];
  typicalQueueSize: number;
}

/**
 * 1,000 employees in 50 teams, each with 100 attendance adjustments (100,000 in all):
 * most decided, 5% waiting for the team lead, 2% approved by the lead and waiting for
 * one of 5 managers. The first lead also has 500 single-level requests waiting, for
 * the bulk approval. Written with set-based SQL: this measures the reads, not seeding.
 */
export async function seedApprovalBench(db: Kysely<DB>, employees = APPROVAL_EMPLOYEES): Promise<ApprovalBenchData> {
  const base = rangeOf(employees);
  const leads = base + 9_000_000;
  const managers = base + 9_100_000;
  const teams = employees / TEAM_SIZE;
  const leadId = (team: number) => String(leads + team);
  const managerId = (group: number) => String(managers + group);
  const passwordHash = (await db.selectFrom('user_accounts').select('password_hash').executeTakeFirstOrThrow())
    .password_hash;
  const approvers = [
    ...Array.from({ length: teams }, (_, t) => leadId(t)),
    ...Array.from({ length: Math.ceil(teams / 10) }, (_, g) => managerId(g)),
  ];
  await db
    .insertInto('employees')
    .values(
      approvers.map((emp_id) => ({
        emp_id,
        firstname: `Lead${emp_id}`,
        lastname: 'Approver',
        hire_date: '2020-01-01',
        monthly_salary: 50000,
        monthly_allowances: 0,
        default_shift: 'DAY',
        approver: true,
        teamlead: true,
      })),
    )
    .execute();
  await sql`insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift, team_lead)
    select (${base} + i)::text, 'Staff' || i, 'Member', '2024-01-01', 25000, 0, 'DAY', (${leads} + i / ${TEAM_SIZE})::text
    from generate_series(0, ${employees - 1}) i`.execute(db);
  await sql`insert into approval_routes (emp_id, request_type, approver1, approver2)
    select (${base} + i)::text, 'attendance_adjustment', (${leads} + i / ${TEAM_SIZE})::text, (${managers} + i / ${TEAM_SIZE * 10})::text
    from generate_series(0, ${employees - 1}) i`.execute(db);

  // n = 0..99 per employee, one day each: n % 100 < 5 waits for the lead, 5..6 for the manager, the rest decided.
  await sql`insert into attendance_adjustments (emp_id, filed_by, datefiled, trdate, timein1, timeout1, reason,
      approver1, approver2, stats, stats2, stats3, acted_by1, acted_at1, acted_by2, acted_at2, overall_status, current_level, current_approver)
    select e, e, now() - (n || ' days')::interval, current_date - 200 - n, '08:00', '17:00', 'Bench request ' || n,
      lead, manager,
      case when n < 5 then '' else case when n % 10 = 9 then 'D' else 'A' end end,
      case when n < 7 then '' when n % 10 = 9 then '' else 'A' end, null,
      case when n < 5 then null else lead end, case when n < 5 then null else now() end,
      case when n < 7 or n % 10 = 9 then null else manager end, case when n < 7 or n % 10 = 9 then null else now() end,
      case when n < 5 then '' when n < 7 then 'B' when n % 10 = 9 then 'D' else 'A' end,
      case when n < 5 then 1 when n < 7 then 2 else null end,
      case when n < 5 then lead when n < 7 then manager else null end
    from (select (${base} + i)::text as e, (${leads} + i / ${TEAM_SIZE})::text as lead, (${managers} + i / ${TEAM_SIZE * 10})::text as manager
          from generate_series(0, ${employees - 1}) i) people,
      generate_series(0, ${REQUESTS_PER_EMPLOYEE - 1}) n`.execute(db);

  const bulkRecids = await addBulkQueue(db, employees);
  await sql`analyze`.execute(db);

  const cookieFor = async (empId: string) => {
    const token = `bench-approvals-${empId}`;
    await db
      .insertInto('user_accounts')
      .values({ username: `approver${empId}`, emp_id: empId, password_hash: passwordHash })
      .execute();
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashSessionToken(token),
        username: `approver${empId}`,
        emp_id: empId,
        expires_at: sql<Date>`now() + interval '1 day'`,
      })
      .execute();
    return `portal_session=${token}`;
  };
  return {
    typicalLeadCookie: await cookieFor(leadId(1)),
    busyLeadCookie: await cookieFor(leadId(0)),
    busyLeadRecids: bulkRecids,
    typicalQueueSize: TEAM_SIZE * 5,
  };
}

/** Sequential GETs; answers the latency percentiles in ms and the rows of the last answer. */
export async function measureLatency(
  url: string,
  cookie: string | undefined,
  count: number,
): Promise<{ p50: number; p95: number; rows: number }> {
  const timings: number[] = [];
  let rows = 0;
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: cookie ? { cookie } : {} });
    const body = (await response.json()) as unknown;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The first 20 warm the connection pool and the plan cache.
    if (i >= 20) timings.push(performance.now() - started);
    rows = Array.isArray(body) ? body.length : 1;
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
  return { p50: at(0.5), p95: at(0.95), rows };
}

/** Another 500 single-level requests waiting for the first lead of the given company size. */
export async function addBulkQueue(db: Kysely<DB>, employees = APPROVAL_EMPLOYEES): Promise<number[]> {
  const base = rangeOf(employees);
  const lead = String(base + 9_000_000);
  const bulk = await sql<{
    recid: number;
  }>`insert into attendance_adjustments (emp_id, filed_by, trdate, timein1, timeout1, reason,
      approver1, stats, overall_status, current_level, current_approver)
    select (${base} + (k % ${TEAM_SIZE}))::text, (${base} + (k % ${TEAM_SIZE}))::text, current_date - 1 - k / ${TEAM_SIZE}, '08:00', '17:00', 'Bulk ' || k,
      ${lead}, '', '', 1, ${lead}
    from generate_series(0, ${BULK_RECIDS - 1}) k
    returning recid`.execute(db);
  return bulk.rows.map((row) => row.recid);
}
