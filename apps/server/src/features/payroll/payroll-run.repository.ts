import { sql, type Kysely, type Transaction } from 'kysely';
import type { CutoffPay } from '@portal/contracts/payroll';
import type { DB } from '../../db/database';
import type { Wording } from './wording';

type Db = Kysely<DB> | Transaction<DB>;

/** Each person's rate in force on a day: the newest record from that day or before. */
export async function listRatesInForce(db: Db, empIds: readonly string[], on: string) {
  const { rows } = await sql<{ emp_id: string; basis: 'monthly' | 'daily'; rate: string; minimum_wage_earner: boolean }>`
    select distinct on (emp_id) emp_id, basis, rate::text as rate, minimum_wage_earner
    from pay_rates where emp_id = any(${[...empIds]}::text[]) and effective_from <= ${on}::date
    order by emp_id, effective_from desc`.execute(db);
  return new Map(rows.map((row) => [row.emp_id, row]));
}

/** Each person's allowances, loans and deductions running at some time in the range. */
export async function listItemsInRange(db: Db, empIds: readonly string[], from: string, to: string) {
  const { rows } = await sql<{ emp_id: string; kind: string; label: string; centavos: string; taxable: boolean }>`
    select emp_id, kind, label, (monthly_amount * 100)::bigint::text as centavos, taxable
    from pay_items where emp_id = any(${[...empIds]}::text[]) and starts_on <= ${to}::date and (ends_on is null or ends_on >= ${from}::date)
    order by emp_id, starts_on, id`.execute(db);
  const byPerson = new Map<string, typeof rows>();
  for (const row of rows) byPerson.set(row.emp_id, [...(byPerson.get(row.emp_id) ?? []), row]);
  return byPerson;
}

export interface RunKey {
  year: number;
  month: number;
  cutoff: number;
}

export function findRun(db: Db, key: RunKey, lock = false) {
  const query = db
    .selectFrom('payroll_runs')
    .select([
      sql<number>`id::int`.as('id'),
      'status',
      sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from'),
      sql<string>`to_char(to_date, 'YYYY-MM-DD')`.as('to'),
      sql<string>`to_char(computed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('computed_at'),
      'computed_by',
    ])
    .where('year', '=', key.year)
    .where('month', '=', key.month)
    .where('cutoff', '=', key.cutoff);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export interface LineToStore {
  emp_id: string;
  fullname: string;
  pay: unknown;
  gross_centavos: number;
  net_centavos: number;
  problems: Wording[];
}

/**
 * A problem line as stored: in both languages, or (a run computed before the Filipino
 * was kept) its English alone.
 */
export type StoredProblem = string | Wording;

/** Stored problem lines in each language; one kept in English alone reads in English in both. */
export function problemsInEach(stored: unknown): { en: string[]; fil: string[] } {
  const problems = (Array.isArray(stored) ? stored : []) as StoredProblem[];
  const wordings = problems.map((problem) => (typeof problem === 'string' ? { en: problem, fil: problem } : problem));
  return { en: wordings.map((wording) => wording.en), fil: wordings.map((wording) => wording.fil) };
}

/** Makes the run a draft computed now, with these lines in place of any before. */
export async function storeDraft(trx: Transaction<DB>, key: RunKey, range: { from: string; to: string }, computedBy: string, lines: readonly LineToStore[]): Promise<void> {
  const run = await trx
    .insertInto('payroll_runs')
    .values({ ...key, from_date: range.from, to_date: range.to, computed_by: computedBy })
    .onConflict((conflict) =>
      conflict.columns(['year', 'month', 'cutoff']).doUpdateSet({ from_date: range.from, to_date: range.to, computed_by: computedBy, computed_at: sql`now()`, status: 'draft' }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('payroll_lines').where('run_id', '=', run.id).execute();
  for (let start = 0; start < lines.length; start += 1_000) {
    await trx
      .insertInto('payroll_lines')
      .values(
        lines.slice(start, start + 1_000).map((line) => ({
          run_id: run.id,
          emp_id: line.emp_id,
          fullname: line.fullname,
          pay: line.pay === null ? null : JSON.stringify(line.pay),
          gross_centavos: line.gross_centavos,
          net_centavos: line.net_centavos,
          problems: JSON.stringify(line.problems),
        })),
      )
      .execute();
  }
}

export function listRunPeople(db: Db, runId: number) {
  return db
    .selectFrom('payroll_lines')
    .select(['emp_id', 'fullname', sql<number>`gross_centavos::float8`.as('gross'), sql<number>`net_centavos::float8`.as('net'), 'problems'])
    .where('run_id', '=', String(runId))
    .orderBy(sql`lower(fullname)`)
    .orderBy('emp_id')
    .execute();
}

/** The final (locked or released) runs whose cut-off ended on or after a day, but the one given: what prior-period adjustments look at. */
export async function listFinalRunsSince(db: Db, since: string, except: RunKey) {
  return db
    .selectFrom('payroll_runs')
    .select([sql<number>`id::int`.as('id'), 'year', 'month', 'cutoff', sql<string>`to_char(to_date, 'YYYY-MM-DD')`.as('to')])
    .where('status', 'in', ['locked', 'released'])
    .where(sql<boolean>`to_date >= ${since}::date`)
    .where((where) => where.not(where.and([where('year', '=', except.year), where('month', '=', except.month), where('cutoff', '=', except.cutoff)])))
    .orderBy('to_date')
    .execute();
}

export function findRunLine(db: Db, runId: number, empId: string) {
  return db.selectFrom('payroll_lines').select(['emp_id', 'fullname', 'pay', 'problems']).where('run_id', '=', String(runId)).where('emp_id', '=', empId).executeTakeFirst();
}

/** Sets the run's status (the caller holds its row lock). */
export async function setRunStatus(trx: Transaction<DB>, id: number, status: 'draft' | 'reviewed' | 'locked' | 'released'): Promise<void> {
  await trx.updateTable('payroll_runs').set({ status }).where('id', '=', String(id)).execute();
}

/** Each person's whole pay in a stored run (the lines with a pay: nobody left needing attention). */
export async function listRunPayLines(db: Db, runId: number) {
  const rows = await db
    .selectFrom('payroll_lines')
    .select(['emp_id', 'pay'])
    .where('run_id', '=', String(runId))
    .where('pay', 'is not', null)
    .orderBy('emp_id')
    .execute();
  return rows.map((row) => ({ emp_id: row.emp_id, pay: row.pay as CutoffPay }));
}

/** Each person's payslip totals of the year before a period, in centavos: the year-to-date a new payslip adds to. */
export async function sumYearBefore(db: Db, empIds: readonly string[], key: RunKey) {
  const { rows } = await sql<{ emp_id: string; gross: string; contributions: string; tax: string; net: string }>`
    select emp_id, (sum(gross) * 100)::bigint::text as gross, (sum(sss + philhealth + pagibig) * 100)::bigint::text as contributions,
      (sum(withholding_tax) * 100)::bigint::text as tax, (sum(net_pay) * 100)::bigint::text as net
    from payslips
    where emp_id = any(${[...empIds]}::text[]) and year = ${key.year} and month * 2 + period < ${key.month * 2 + key.cutoff}
    group by emp_id`.execute(db);
  return new Map(rows.map((row) => [row.emp_id, { gross: Number(row.gross), contributions: Number(row.contributions), tax: Number(row.tax), net: Number(row.net) }]));
}
