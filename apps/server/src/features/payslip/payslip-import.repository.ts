import { sql, type Transaction } from 'kysely';
import type { PayslipImportPeriod } from '@portal/contracts/payslip';
import type { DB } from '../../db/database';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import { centavosText } from './centavos';
import { payslipColumns, type PayslipInput } from './payslip-rows';

type Trx = Transaction<DB>;

/** Staged rows written to `payslips` in one statement. */
const WRITE_BATCH = 10_000;
/** What payroll may change on a stored payslip: everything but whose and which period it is. */
const replaceableColumns = payslipColumns.filter((column) => !['emp_id', 'year', 'month', 'period'].includes(column));
const columnList = (prefix?: string) => sql.join(payslipColumns.map((column) => sql.ref(prefix ? `${prefix}.${column}` : column)));
const replaceableList = (table: string) => sql.join(replaceableColumns.map((column) => sql.ref(`${table}.${column}`)));

/**
 * The file's checked rows, held for this transaction only (the payslips' own column
 * types, and each row's number): checked and written from here, never whole in the
 * server's memory. The demo seed imports inside its own transaction, so a table left
 * by an earlier import of the same transaction is dropped first.
 */
export async function createStagedPayslips(trx: Trx): Promise<void> {
  await sql`drop table if exists pg_temp.staged_payslips`.execute(trx);
  await sql`create temporary table staged_payslips on commit drop as select 0 as row, ${columnList()} from payslips with no data`.execute(trx);
}

/** Stores one batch of checked payslips: one parameter, a JSON array of rows shaped as the table. */
export async function stagePayslips(trx: Trx, payslips: readonly PayslipInput[]): Promise<void> {
  const rows = payslips.map((payslip) => ({
    row: payslip.row,
    emp_id: payslip.empId,
    year: payslip.year,
    month: payslip.month,
    period: payslip.period,
    pay_date: payslip.payDate,
    ...Object.fromEntries(Object.entries(payslip.amounts).map(([key, centavos]) => [key, centavosText(centavos)])),
  }));
  await sql`insert into staged_payslips select * from json_populate_recordset(null::staged_payslips, ${JSON.stringify(rows)}::json)`.execute(trx);
}

/**
 * The staged rows that cannot be imported, in row order, the first `limit` of them as
 * messages, with how many there are: the same employee and period on an earlier row,
 * or an employee who is not there.
 */
export async function findStagedProblems(trx: Trx, limit: number): Promise<{ listed: ProblemLine[]; count: number }> {
  const { rows } = await sql<{ row: number; emp_id: string; year: number; month: number; period: number; first_row: number; unknown: boolean; total: string }>`
    select staged.row, staged.emp_id, staged.year, staged.month, staged.period, firsts.first_row,
      employees.emp_id is null as unknown, count(*) over () as total
    from staged_payslips staged
      join (select row, min(row) over (partition by emp_id, year, month, period) as first_row from staged_payslips) firsts on firsts.row = staged.row
      left join employees on employees.emp_id = staged.emp_id
    where firsts.first_row <> staged.row or employees.emp_id is null
    order by staged.row
    limit ${limit}`.execute(trx);
  return {
    listed: rows.map((problem) =>
      problem.first_row !== problem.row
        ? rowProblem(problem.row, say('import.payslip_repeated', { empId: problem.emp_id, month: `${problem.year}-${String(problem.month).padStart(2, '0')}`, period: problem.period, first: problem.first_row }))
        : rowProblem(problem.row, say('import.no_employee', { empId: problem.emp_id })),
    ),
    count: Number(rows[0]?.total ?? 0),
  };
}

/**
 * Writes the staged payslips a range of rows at a time, replacing a stored one for the
 * same employee and period only where an amount or the pay date differs (an identical
 * row keeps its import time), and counts per pay period, oldest first, what was added
 * and replaced.
 */
export async function writeStagedPayslips(trx: Trx, importedBy: string | null): Promise<PayslipImportPeriod[]> {
  const { rows: periods } = await sql<{ year: number; month: number; period: number; rows: number; first: number; last: number }>`
    select year, month, period, count(*)::int as rows, min(row) as first, max(row) as last
    from staged_payslips group by year, month, period order by year, month, period`.execute(trx);
  const written = new Map<string, { added: number; replaced: number }>();
  const keyOf = (p: { year: number; month: number; period: number }) => `${p.year}-${p.month}-${p.period}`;
  let first = Infinity;
  let last = -Infinity;
  for (const period of periods) {
    if (period.first < first) first = period.first;
    if (period.last > last) last = period.last;
  }
  for (let from = first; from <= last; from += WRITE_BATCH) {
    const { rows } = await sql<{ year: number; month: number; period: number; added: number; replaced: number }>`
      with written as (
        insert into payslips (${columnList()}, imported_by)
        select ${columnList()}, ${importedBy}::text from staged_payslips where row >= ${from} and row < ${from + WRITE_BATCH}
        on conflict (emp_id, year, month, period) do update
          set ${sql.join([...replaceableColumns, 'imported_by'].map((column) => sql`${sql.ref(column)} = ${sql.ref(`excluded.${column}`)}`))}, imported_at = now()
          -- Only a real change replaces: the stored row differs in some column.
          where (${replaceableList('payslips')}) is distinct from (${replaceableList('excluded')})
        -- xmax is 0 on a freshly inserted row and set on an updated one.
        returning year, month, period, xmax = 0 as inserted
      )
      select year, month, period, (count(*) filter (where inserted))::int as added, (count(*) filter (where not inserted))::int as replaced
      from written group by year, month, period`.execute(trx);
    for (const row of rows) {
      const counts = written.get(keyOf(row)) ?? { added: 0, replaced: 0 };
      written.set(keyOf(row), { added: counts.added + row.added, replaced: counts.replaced + row.replaced });
    }
  }
  return periods.map(({ year, month, period, rows }) => {
    const { added, replaced } = written.get(keyOf({ year, month, period })) ?? { added: 0, replaced: 0 };
    return { year, month, period, rows, added, replaced, unchanged: rows - added - replaced };
  });
}

/** How many people the staged payslips are for. */
export async function countStagedEmployees(trx: Trx): Promise<number> {
  const { rows } = await sql<{ people: number }>`select count(distinct emp_id)::int as people from staged_payslips`.execute(trx);
  return rows[0]?.people ?? 0;
}
