import { z } from 'zod';
import { ACCOUNT_IMPORT_COLUMNS, MIN_TEMPORARY_PASSWORD_LENGTH, USERNAME_PATTERN } from '@portal/contracts/admin-employees';
import type { ImportDefinition } from '../../admin/run-import';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
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
        if (otherRowForEmployee !== undefined) problems.push(rowProblem(row, `emp_id ${value.emp_id} is also on row ${otherRowForEmployee}; one account per employee`));
        else if (otherRowForUsername !== undefined) problems.push(rowProblem(row, `username ${value.username} is also on row ${otherRowForUsername}`));
        else if (!employee) problems.push(rowProblem(row, `there is no employee ${value.emp_id}; import or add the employee first`));
        else if (byUsername.has(value.username) && byUsername.get(value.username) !== value.emp_id) {
          problems.push(rowProblem(row, `username ${value.username} belongs to employee ${byUsername.get(value.username)}; choose another`));
        } else if (byEmployee.has(value.emp_id) && byEmployee.get(value.emp_id) !== value.username) {
          problems.push(rowProblem(row, `employee ${value.emp_id} already has the account ${byEmployee.get(value.emp_id)}; the import does not rename accounts`));
        } else if (!employee.active && !byEmployee.has(value.emp_id)) {
          problems.push(rowProblem(row, `employee ${value.emp_id} (${employee.firstname} ${employee.lastname}) is not active`));
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
