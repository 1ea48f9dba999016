import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import type { EmployeeImportRow } from './employee-import-row';

type Trx = Transaction<DB>;

/** A row of the file as its row schema read it, with its number. */
export interface StagedEmployee {
  row: number;
  value: EmployeeImportRow;
  /** The earlier row (among each employee's first) with the same username, if any. */
  usernameRepeatOf: number | null;
}

/**
 * The file's rows, held for this transaction only: the columns the checks select by,
 * and the row as its schema read it (JSON). Checked and written from here a batch at
 * a time, never whole in the server's memory.
 */
export async function createStagedEmployees(trx: Trx): Promise<void> {
  await sql`create temporary table staged_employees (
      row int primary key, emp_id text not null, username text, pay boolean not null, value json not null,
      repeat_of int, username_repeat_of int, added boolean not null default false
    ) on commit drop`.execute(trx);
}

/** Stores one batch of rows: one parameter, a JSON array. */
export async function stageEmployees(trx: Trx, rows: readonly { row: number; value: EmployeeImportRow }[]): Promise<void> {
  const staged = rows.map(({ row, value }) => ({ row, emp_id: value.emp_id, username: value.username ?? null, pay: Boolean(value.pay || value.bank), value }));
  await sql`
    insert into staged_employees (row, emp_id, username, pay, value)
    select row, emp_id, username, pay, value from json_to_recordset(${JSON.stringify(staged)}::json) as r (row int, emp_id text, username text, pay boolean, value json)`.execute(trx);
}

/**
 * Once all rows are in: marks each employee's later rows as repeats of the first, and,
 * among the first rows, each later one naming a username an earlier one named.
 */
export async function markStagedRepeats(trx: Trx): Promise<void> {
  await sql`update staged_employees staged set repeat_of = firsts.first_row
    from (select row, min(row) over (partition by emp_id) as first_row from staged_employees) firsts
    where firsts.row = staged.row and firsts.first_row <> staged.row`.execute(trx);
  await sql`update staged_employees staged set username_repeat_of = firsts.first_row
    from (select row, min(row) over (partition by username) as first_row from staged_employees where repeat_of is null and username is not null) firsts
    where firsts.row = staged.row and firsts.first_row <> staged.row`.execute(trx);
  await sql`analyze staged_employees`.execute(trx);
}

/** The repeated rows, in row order: the first `limit` as messages, and how many there are. */
export async function findRepeatedRows(trx: Trx, limit: number): Promise<{ listed: ProblemLine[]; count: number }> {
  const { rows } = await sql<{ row: number; emp_id: string; repeat_of: number; total: string }>`
    select row, emp_id, repeat_of, count(*) over () as total from staged_employees where repeat_of is not null order by row limit ${limit}`.execute(trx);
  return {
    listed: rows.map((repeat) => rowProblem(repeat.row, say('import.employee_repeated', { empId: repeat.emp_id, first: repeat.repeat_of }))),
    count: Number(rows[0]?.total ?? 0),
  };
}

/** The first row with pay columns filled in, if any. */
export async function findFirstRowWithPay(trx: Trx): Promise<number | null> {
  const { rows } = await sql<{ row: number | null }>`select min(row) as row from staged_employees where pay`.execute(trx);
  return rows[0]?.row ?? null;
}

/** Which of each employee's first rows to read: all, those it adds (once added), those of stored employees, with pay columns, with a username. */
export type StagedSelection = 'all' | 'added' | 'stored' | 'pay' | 'named';

const selections: Record<StagedSelection, RawBuilder<boolean>> = {
  all: sql<boolean>`true`,
  added: sql<boolean>`added`,
  stored: sql<boolean>`not added`,
  pay: sql<boolean>`pay`,
  named: sql<boolean>`username is not null`,
};

/** The next `limit` rows after row `after`, in row order. */
export async function readStagedEmployees(trx: Trx, after: number, limit: number, selection: StagedSelection): Promise<StagedEmployee[]> {
  const { rows } = await sql<{ row: number; value: EmployeeImportRow; username_repeat_of: number | null }>`
    select row, value, username_repeat_of from staged_employees
    where row > ${after} and repeat_of is null and ${selections[selection]}
    order by row limit ${limit}`.execute(trx);
  return rows.map((staged) => ({ row: staged.row, value: staged.value, usernameRepeatOf: staged.username_repeat_of }));
}

/** Marks rows as the employees the import added. */
export async function markAdded(trx: Trx, rows: readonly number[]): Promise<void> {
  if (rows.length > 0) await sql`update staged_employees set added = true where row = any(${rows}::int[])`.execute(trx);
}
