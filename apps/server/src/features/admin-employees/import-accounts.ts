import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { ImportApplied } from '../../admin/run-import';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import * as accounts from './accounts.repository';
import type { EmployeeRecord } from './employee-record';
import type { EmployeeImportRow } from './employee-import-row';
import { insertNewAccounts } from './new-accounts';
import { newTemporaryPassword } from './temporary-password';

// The employees import's `username` column: the logins of the people it adds, made
// in the same transaction, each with a temporary password answered once, as User
// Accounts' "Create account" does. An employee who already has that account is left
// alone, so the same file imported twice changes nothing.

/** A row of the file with the employee it describes, and the earlier row with the same username, if any. */
export interface NamedRow {
  row: number;
  value: EmployeeImportRow;
  record: EmployeeRecord;
  usernameRepeatOf: number | null;
}

/** Each row whose username cannot be given, as "Row N: ..." lines, in row order. */
export async function checkImportedUsernames(trx: Transaction<DB>, rows: readonly NamedRow[]): Promise<ProblemLine[]> {
  const named = rows.filter(({ value }) => value.username);
  if (named.length === 0) return [];
  const byEmployee = new Map((await accounts.findAccountsByEmployees(trx, named.map(({ value }) => value.emp_id))).map((a) => [a.emp_id, a.username]));
  const byUsername = new Map((await accounts.findAccountsByUsernames(trx, named.map(({ value }) => value.username!))).map((a) => [a.username, a.emp_id]));
  const problems: ProblemLine[] = [];
  for (const { row, value, record, usernameRepeatOf } of named) {
    const login = value.username!;
    const owner = byUsername.get(login);
    const existing = byEmployee.get(value.emp_id);
    if (usernameRepeatOf !== null) problems.push(rowProblem(row, say('import.username_repeated_own', { username: login, first: usernameRepeatOf })));
    else if (owner !== undefined && owner !== value.emp_id) problems.push(rowProblem(row, say('import.username_taken', { username: login, owner })));
    else if (existing !== undefined && existing !== login) problems.push(rowProblem(row, say('import.has_account', { empId: value.emp_id, account: existing })));
    else if (existing === undefined && !record.active) problems.push(rowProblem(row, say('import.employee_separated', { empId: value.emp_id })));
  }
  return problems;
}

/**
 * Creates the accounts the file names that do not exist yet, a batch of rows (those
 * with a username) at a time, and says what the person must do next. `hasColumn`:
 * the file has a username column; `added`: how many employees it added.
 */
export async function createImportedAccounts(
  trx: Transaction<DB>,
  batches: AsyncIterable<readonly { value: EmployeeImportRow }[]>,
  file: { hasColumn: boolean; added: number },
  actor: { empId: string; requestId?: string },
  dryRun: boolean,
): Promise<Pick<ImportApplied, 'accounts' | 'note'>> {
  if (!file.hasColumn) {
    if (file.added === 0) return {};
    return { note: say('employee.import_no_login', { added: file.added, dryRun: dryRun ? 'yes' : 'no' }) };
  }
  const created: NonNullable<ImportApplied['accounts']> = [];
  let count = 0;
  for await (const batch of batches) {
    const named = batch.filter(({ value }) => value.username);
    const existing = new Set((await accounts.findAccountsByEmployees(trx, named.map(({ value }) => value.emp_id))).map((a) => a.emp_id));
    const toCreate = named.filter(({ value }) => !existing.has(value.emp_id));
    count += toCreate.length;
    // A dry run is rolled back: it counts the accounts and makes no password.
    if (dryRun || toCreate.length === 0) continue;
    const wanted = toCreate.map(({ value }) => ({ emp_id: value.emp_id, username: value.username!, temporaryPassword: newTemporaryPassword() }));
    await insertNewAccounts(trx, wanted, actor);
    for (const account of wanted) created.push(account);
  }
  if (count === 0) return {};
  if (dryRun) return { note: say('employee.import_accounts_would', { count }) };
  return { accounts: created, note: say('employee.import_accounts_created', { count }) };
}
