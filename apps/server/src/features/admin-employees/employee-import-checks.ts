import type { Transaction } from 'kysely';
import { EMPLOYEE_PAY_COLUMNS } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import { inRowOrder, ProblemList } from '../../lib/streamed-import';
import { findStoredRecords, readCompanyView } from './employee-writes';
import { recordOf, stagedBatches } from './employee-import-staged';
import { findFirstRowWithPay, findRepeatedRows } from './employee-import.repository';
import { holdsPayrollPermission } from './employees.repository';
import { checkImportedUsernames } from './import-accounts';

type ProblemsFound = { listed: ProblemLine[]; count: number };

/** Pay columns anywhere in the file, from HR without the payroll permission: one problem, at the first such row. */
async function payColumnsProblem(trx: Transaction<DB>, actorEmpId: string): Promise<ProblemsFound> {
  const row = await findFirstRowWithPay(trx);
  if (row === null || (await holdsPayrollPermission(trx, actorEmpId))) return { listed: [], count: 0 };
  return {
    listed: [rowProblem(row, say('import.pay_columns_need_payroll', { columns: EMPLOYEE_PAY_COLUMNS.join(', ') }))],
    count: 1,
  };
}

/**
 * The staged rows judged together, as one file: a repeated employee number; then
 * each employee's first row against the company as it will be once every row is
 * written (a team lead the same file adds, a reporting cycle, the payroll permission),
 * and its username; and the pay columns. Two passes a batch at a time: the first puts
 * every row into the company, the second judges each. Each list is in row order.
 */
export async function checkStagedEmployees(trx: Transaction<DB>, actorEmpId: string, limit: number): Promise<ProblemsFound[]> {
  const repeats = await findRepeatedRows(trx, limit);
  const company = await readCompanyView(trx, actorEmpId);
  for await (const batch of stagedBatches(trx, 'all')) {
    const stored = await findStoredRecords(trx, batch.map(({ value }) => value.emp_id));
    company.add(batch.map(({ value }) => recordOf(value, stored.get(value.emp_id))));
  }
  const judged = new ProblemList(limit);
  for await (const batch of stagedBatches(trx, 'all')) {
    const stored = await findStoredRecords(trx, batch.map(({ value }) => value.emp_id));
    const rows = batch.map((entry) => ({ ...entry, record: recordOf(entry.value, stored.get(entry.value.emp_id)) }));
    const found = company.judge(rows.map(({ record }) => record), stored);
    const problems: ProblemLine[] = [];
    for (const { row, record } of rows) for (const problem of found.get(record.emp_id) ?? []) problems.push(rowProblem(row, problem));
    for (const problem of await checkImportedUsernames(trx, rows)) problems.push(problem);
    for (const problem of inRowOrder(problems)) judged.add(problem);
  }
  return [repeats, judged, await payColumnsProblem(trx, actorEmpId)];
}
