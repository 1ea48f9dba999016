import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { newEmployeeDefaults, type EmployeeRecord } from './employee-record';
import type { EmployeeImportRow } from './employee-import-row';
import { readStagedEmployees, type StagedEmployee, type StagedSelection } from './employee-import.repository';

/** Staged rows checked or written together: bounds the memory a file of any size needs. */
const WALK_BATCH = 1_000;

/**
 * The employee a row describes: the stored record (or a new one's defaults) with
 * the file's columns over it.
 */
export function recordOf(value: EmployeeImportRow, stored?: EmployeeRecord): EmployeeRecord {
  const base = stored ?? ({ emp_id: value.emp_id, firstname: '', lastname: '', hire_date: '', ...newEmployeeDefaults } satisfies EmployeeRecord);
  return { ...base, ...value.fields };
}

/** Each employee's first row, those `selection` picks, a batch at a time in row order. */
export async function* stagedBatches(trx: Transaction<DB>, selection: StagedSelection): AsyncGenerator<StagedEmployee[]> {
  let after = 0;
  for (;;) {
    const batch = await readStagedEmployees(trx, after, WALK_BATCH, selection);
    if (batch.length === 0) return;
    yield batch;
    after = batch.at(-1)!.row;
  }
}
