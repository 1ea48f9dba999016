import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { hashSessionToken } from '../src/features/session/session-token';
import { defaultAttendancePolicy } from '../src/features/attendance/attendance-policy';
import { computeDailyAttendance, type DayFacts } from '../src/features/attendance/compute-daily-attendance';

export const ATTENDANCE_EMPLOYEES = 1000;
/** The company-wide size: staff attendance must answer it with bounded server memory. */
export const LARGE_ATTENDANCE_EMPLOYEES = 10_000;
export const ATTENDANCE_DAYS = 31;

/**
 * A team lead with `employees` people on the day shift, each with 31 days of punches
 * (in and out on weekdays), for one month of staff attendance. Written with set-based
 * SQL: this measures the reads. Each size has its own lead and number range.
 */
export async function seedAttendanceBench(
  db: Kysely<DB>,
  employees = ATTENDANCE_EMPLOYEES,
): Promise<{ cookie: string; from: string; to: string }> {
  const LEAD = employees === ATTENDANCE_EMPLOYEES ? '39000000' : '49000000';
  const first = employees === ATTENDANCE_EMPLOYEES ? 30000000 : 40000000;
  const passwordHash = (await db.selectFrom('user_accounts').select('password_hash').executeTakeFirstOrThrow())
    .password_hash;
  await db
    .insertInto('employees')
    .values({
      emp_id: LEAD,
      firstname: 'Month',
      lastname: `Lead ${employees}`,
      hire_date: '2020-01-01',
      monthly_salary: 60000,
      monthly_allowances: 0,
      default_shift: 'DAY',
      teamlead: true,
      approver: true,
    })
    .execute();
  await sql`insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift, team_lead)
    select (${first} + i)::text, 'Worker' || i, 'Month', '2024-01-01', 22000, 0, 'DAY', ${LEAD} from generate_series(0, ${employees - 1}) i`.execute(
    db,
  );
  const { rows } = await sql<{
    from: string;
    to: string;
  }>`select (current_date - ${ATTENDANCE_DAYS}::int)::text as from, (current_date - 1)::text as to`.execute(db);
  const { from, to } = rows[0]!;
  await sql`insert into punches (emp_id, trdate, direction, punched_at)
    select (${first} + i)::text, d::date, dir,
      (d::date + case dir when 'in' then time '07:50' + (i % 25) * interval '1 minute' else time '17:05' + (i % 40) * interval '1 minute' end) at time zone 'Asia/Manila'
    from generate_series(0, ${employees - 1}) i, generate_series(${from}::date, ${to}::date, interval '1 day') d, unnest(array['in', 'out']) dir
    where extract(isodow from d) < 6`.execute(db);
  await sql`analyze`.execute(db);
  const token = `bench-attendance-lead-${employees}`;
  const username = `monthlead${employees}`;
  await db.insertInto('user_accounts').values({ username, emp_id: LEAD, password_hash: passwordHash }).execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      username,
      emp_id: LEAD,
      expires_at: sql<Date>`now() + interval '1 day'`,
    })
    .execute();
  return { cookie: `portal_session=${token}`, from, to };
}

/** The pure computation alone: 31,000 days of facts like the seeded ones. Answers milliseconds, best of 5. */
export function timePureComputation(): { ms: number; rows: number } {
  const shift = {
    shift: 'DAY',
    shiftdesc: 'Day shift',
    timein: '08:00:00',
    timeout: '17:00:00',
    breakStart: '12:00:00',
    breakMinutes: 60,
  };
  const facts: DayFacts[] = [];
  for (let person = 0; person < ATTENDANCE_EMPLOYEES; person++) {
    for (let day = 0; day < ATTENDANCE_DAYS; day++) {
      const weekend = day % 7 >= 5;
      facts.push({
        date: '2026-10-01',
        shift,
        restDay: weekend,
        holiday: null,
        punches: weekend
          ? []
          : [
              { direction: 'in', at: 470 + (person % 25) },
              { direction: 'out', at: 1025 + (person % 40) },
            ],
        leave: null,
        officialBusiness: false,
        approvedOvertimeHours: 0,
        wfh: false,
      });
    }
  }
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (const day of facts) computeDailyAttendance(day, defaultAttendancePolicy);
    best = Math.min(best, performance.now() - started);
  }
  return { ms: best, rows: facts.length };
}
