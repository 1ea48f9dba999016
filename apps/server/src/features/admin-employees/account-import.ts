import { z } from 'zod';
import { ACCOUNT_IMPORT_COLUMNS, MIN_TEMPORARY_PASSWORD_LENGTH, USERNAME_PATTERN } from '@portal/contracts/admin-employees';
import type { ImportDefinition } from '../../admin/run-import';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import * as accounts from './accounts.repository';
import { insertNewAccounts } from './new-accounts';

export interface AccountImportRow {
  emp_id: string;
  username: string;
  temporary_password: string;
}

const accountRowSchema: z.ZodType<AccountImportRow, Record<string, string>> = z.object({
  emp_id: z
    .string()
    .regex(/^\d{1,8}$/, 'emp_id must be an employee number of up to 8 digits')
    .transform((value) => value.padStart(8, '0')),
  username: z
    .string()
    .toLowerCase()
    .regex(USERNAME_PATTERN, 'username must be 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit'),
  temporary_password: z
    .string()
    .min(MIN_TEMPORARY_PASSWORD_LENGTH, `temporary_password needs at least ${MIN_TEMPORARY_PASSWORD_LENGTH} characters`)
    .max(200, 'temporary_password must be at most 200 characters'),
});

/**
 * The user accounts import. The file carries each temporary password, since HR
 * must hand it over; it is stored only as a hash and must be changed at the first
 * login. An account that is already there for the same employee is left alone,
 * its password included, so the same file imported twice changes nothing.
 */
export function accountImport(actor: { empId: string; requestId?: string }): ImportDefinition<AccountImportRow> {
  return {
    entity: 'user_account',
    noun: 'account',
    columns: { all: ACCOUNT_IMPORT_COLUMNS, required: ACCOUNT_IMPORT_COLUMNS },
    rowSchema: accountRowSchema,
    async check(trx, rows) {
      const problems: ProblemLine[] = [];
      const employees = new Map((await accounts.findEmployeesForAccounts(trx, rows.map(({ value }) => value.emp_id))).map((e) => [e.emp_id, e]));
      const byEmployee = new Map((await accounts.findAccountsByEmployees(trx, rows.map(({ value }) => value.emp_id))).map((a) => [a.emp_id, a.username]));
      const byUsername = new Map((await accounts.findAccountsByUsernames(trx, rows.map(({ value }) => value.username))).map((a) => [a.username, a.emp_id]));
      const seenEmployee = new Map<string, number>();
      const seenUsername = new Map<string, number>();
      for (const { row, value } of rows) {
        const employee = employees.get(value.emp_id);
        const otherRowForEmployee = seenEmployee.get(value.emp_id);
        const otherRowForUsername = seenUsername.get(value.username);
        seenEmployee.set(value.emp_id, row);
        seenUsername.set(value.username, row);
        if (otherRowForEmployee !== undefined) problems.push(rowProblem(row, say('import.account_employee_repeated', { empId: value.emp_id, first: otherRowForEmployee })));
        else if (otherRowForUsername !== undefined) problems.push(rowProblem(row, say('import.username_repeated', { username: value.username, first: otherRowForUsername })));
        else if (!employee) problems.push(rowProblem(row, say('import.no_employee_add_first', { empId: value.emp_id })));
        else if (byUsername.has(value.username) && byUsername.get(value.username) !== value.emp_id) {
          problems.push(rowProblem(row, say('import.username_taken', { username: value.username, owner: String(byUsername.get(value.username)) })));
        } else if (byEmployee.has(value.emp_id) && byEmployee.get(value.emp_id) !== value.username) {
          problems.push(rowProblem(row, say('import.has_account', { empId: value.emp_id, account: String(byEmployee.get(value.emp_id)) })));
        } else if (!employee.active && !byEmployee.has(value.emp_id)) {
          problems.push(rowProblem(row, say('import.employee_inactive', { empId: value.emp_id, name: `${employee.firstname} ${employee.lastname}` })));
        }
      }
      return problems;
    },
    async apply(trx, rows) {
      const existing = new Set((await accounts.findAccountsByUsernames(trx, rows.map(({ value }) => value.username))).map((a) => a.username));
      const added = rows.filter(({ value }) => !existing.has(value.username));
      await insertNewAccounts(trx, added.map(({ value }) => ({ username: value.username, emp_id: value.emp_id, temporaryPassword: value.temporary_password })), actor);
      return { added: added.length, changed: 0, unchanged: rows.length - added.length };
    },
  };
}
