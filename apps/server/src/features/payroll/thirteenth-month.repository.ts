import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';

/**
 * Everyone with payslips in the year, and the basic salary they earned in it, in
 * centavos: each payslip's basic pay less its tardiness and undertime (a released
 * run's basic pay is already less absences and leave without pay; an imported
 * payslip carries what payroll elsewhere paid).
 */
export async function listBasicEarnedOfYear(db: Kysely<DB>, year: number) {
  const { rows } = await sql<{ emp_id: string; fullname: string; hire_date: string; separation_date: string | null; payslips: number; basic_earned: string }>`
    select e.emp_id, e.lastname || ', ' || e.firstname as fullname, e.hire_date::text as hire_date, e.separation_date::text as separation_date,
      count(*)::int as payslips, (sum(p.basic - p.tardiness_undertime) * 100)::bigint::text as basic_earned
    from payslips p join employees e on e.emp_id = p.emp_id
    where p.year = ${year}
    group by e.emp_id
    order by lower(e.lastname || ', ' || e.firstname), e.emp_id`.execute(db);
  return rows.map((row) => ({ ...row, basic_earned: Number(row.basic_earned) }));
}

/** Each person's basic salary (less tardiness and undertime) on the year's payslips before a cut-off, in centavos. */
export async function sumBasicBefore(db: Kysely<DB>, empIds: readonly string[], key: { year: number; month: number; cutoff: number }) {
  const { rows } = await sql<{ emp_id: string; basic: string }>`
    select emp_id, (sum(basic - tardiness_undertime) * 100)::bigint::text as basic
    from payslips
    where emp_id = any(${[...empIds]}::text[]) and year = ${key.year} and month * 2 + period < ${key.month * 2 + key.cutoff}
    group by emp_id`.execute(db);
  return new Map(rows.map((row) => [row.emp_id, Number(row.basic)]));
}
