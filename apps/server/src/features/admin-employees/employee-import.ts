import type { Transaction } from 'kysely';
import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_REQUIRED } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import type { ImportDefinition, ParsedRow } from '../../admin/run-import';
import { newEmployeeDefaults, type EmployeeRecord } from './employee-record';
import { employeeImportRowSchema, type EmployeeImportRow } from './employee-import-row';
import { checkEmployees, saveEmployees } from './employee-writes';
import { findEmployeeRecords } from './employees.repository';
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
      return problems;
    },
    async apply(trx, rows, run) {
      const merged = await mergeWithStored(trx, rows);
      // Sessions of separated or changed people are revoked or refreshed through the
      // database's revocation channel when this transaction commits.
      const counts = await saveEmployees(trx, merged.map(({ record }) => record), { actorEmpId: actor.empId, requestId: actor.requestId });
      return { ...counts, ...(await createImportedAccounts(trx, rows, counts, actor, run.dryRun)) };
    },
  };
}
