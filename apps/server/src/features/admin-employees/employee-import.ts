import type { Transaction } from 'kysely';
import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_REQUIRED, EMPLOYEE_PAY_COLUMNS } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import type { ImportDefinition, ParsedRow } from '../../admin/run-import';
import { newEmployeeDefaults, type EmployeeRecord } from './employee-record';
import { employeeImportRowSchema, type EmployeeImportRow } from './employee-import-row';
import { checkEmployees, saveEmployees } from './employee-writes';
import { findEmployeeRecords, holdsPayrollPermission } from './employees.repository';
import { recordBank, recordRate } from '../pay-data/pay-data.service';
import { checkImportedUsernames, createImportedAccounts } from './import-accounts';

/**
 * Each row as the employee it describes: the stored record (or a new one's
 * defaults) with the file's columns over it.
 */
async function mergeWithStored(trx: Transaction<DB>, rows: ParsedRow<EmployeeImportRow>[]): Promise<{ row: number; record: EmployeeRecord }[]> {
  const stored = new Map((await findEmployeeRecords(trx, rows.map(({ value }) => value.emp_id))).map((record) => [record.emp_id, record]));
  return rows.map(({ row, value }) => {
    const base = stored.get(value.emp_id) ?? ({ emp_id: value.emp_id, firstname: '', lastname: '', hire_date: '', ...newEmployeeDefaults } satisfies EmployeeRecord);
    return { row, record: { ...base, ...value.fields } };
  });
}

/**
 * Records the pay columns' rates and bank accounts, after the employees they belong to
 * are saved (a new employee's pay in the same file), as Pay data records them; what is
 * already so is left alone. Answers the sentence the import's message adds.
 */
async function savePayColumns(trx: Transaction<DB>, rows: ParsedRow<EmployeeImportRow>[], actor: { empId: string; requestId?: string }): Promise<string | undefined> {
  let rates = 0;
  let banks = 0;
  for (const { value } of rows) {
    if (value.pay) {
      const rate = { empid: value.emp_id, effective_from: value.pay.from, basis: value.pay.basis, rate: value.pay.rate, minimum_wage_earner: value.pay.minimumWageEarner };
      if ((await recordRate(trx, actor.empId, rate, actor.requestId)) !== 'unchanged') rates += 1;
    }
    if (value.bank) {
      const account = { empid: value.emp_id, bank: value.bank.bank, account_number: value.bank.accountNumber };
      if ((await recordBank(trx, actor.empId, account, actor.requestId)) !== 'unchanged') banks += 1;
    }
  }
  if (rates === 0 && banks === 0) return undefined;
  return `Pay data: ${rates} ${rates === 1 ? 'rate' : 'rates'} and ${banks} bank ${banks === 1 ? 'account' : 'accounts'} recorded.`;
}

/**
 * The employees import: the rows are checked together, so a team lead may be someone
 * the same file adds; a `username` column gives the people it adds their logins.
 */
export function employeeImport(actor: { empId: string; requestId?: string }): ImportDefinition<EmployeeImportRow> {
  return {
    entity: 'employee',
    noun: 'employee',
    columns: { all: EMPLOYEE_IMPORT_COLUMNS, required: EMPLOYEE_IMPORT_REQUIRED },
    rowSchema: employeeImportRowSchema,
    async check(trx, rows) {
      const problems: string[] = [];
      const firstRow = new Map<string, number>();
      const firsts: typeof rows = [];
      for (const entry of rows) {
        const first = firstRow.get(entry.value.emp_id);
        if (first !== undefined) problems.push(`Row ${entry.row}: emp_id ${entry.value.emp_id} is also on row ${first}; give each employee one row`);
        else {
          firstRow.set(entry.value.emp_id, entry.row);
          firsts.push(entry);
        }
      }
      // The other checks go on with each employee's first row, so one pass finds every problem.
      const merged = await mergeWithStored(trx, firsts);
      const found = await checkEmployees(trx, merged.map(({ record }) => record), actor.empId);
      for (const { row, record } of merged) for (const problem of found.get(record.emp_id) ?? []) problems.push(`Row ${row}: ${problem}`);
      for (const problem of await checkImportedUsernames(trx, merged.map((entry, index) => ({ ...entry, value: firsts[index]!.value })))) problems.push(problem);
      const withPay = rows.find((entry) => entry.value.pay || entry.value.bank);
      if (withPay && !(await holdsPayrollPermission(trx, actor.empId))) {
        problems.push(`Row ${withPay.row}: the pay columns (${EMPLOYEE_PAY_COLUMNS.join(', ')}) are for HR administrators with the payroll permission; leave them blank or out`);
      }
      return problems;
    },
    async apply(trx, rows, run) {
      const merged = await mergeWithStored(trx, rows);
      // Sessions of separated or changed people are revoked or refreshed through the
      // database's revocation channel when this transaction commits.
      const counts = await saveEmployees(trx, merged.map(({ record }) => record), { actorEmpId: actor.empId, requestId: actor.requestId });
      const payNote = await savePayColumns(trx, rows, actor);
      const accounts = await createImportedAccounts(trx, rows, counts, actor, run.dryRun);
      const note = [accounts.note, payNote].filter(Boolean).join(' ');
      return { ...counts, ...accounts, ...(note ? { note } : {}) };
    },
  };
}
