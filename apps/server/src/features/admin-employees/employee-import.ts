import type { Kysely, Transaction } from 'kysely';
import { MAX_IMPORT_ROWS, MAX_LISTED_IMPORT_ERRORS, type ImportResult } from '@portal/contracts/admin';
import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_REQUIRED } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import type { ImportApplied, ImportNote } from '../../admin/run-import';
import { runStagedImport } from '../../admin/run-staged-import';
import type { CsvShape, ImportRow } from '../../lib/csv-rows';
import { say, type PortalMessage } from '../../lib/messages';
import { readCsvStream, rowIssues, stageRows, type FileRead, type ImportFileSource } from '../../lib/streamed-import';
import { recordBank, recordRate } from '../pay-data/pay-data.service';
import { employeeImportRowSchema, type EmployeeImportRow } from './employee-import-row';
import { checkStagedEmployees } from './employee-import-checks';
import { recordOf, stagedBatches } from './employee-import-staged';
import * as repository from './employee-import.repository';
import { completeNewEmployees, findStoredRecords, insertNewEmployees, updateEmployees } from './employee-writes';
import { createImportedAccounts } from './import-accounts';

/** Rows stored in one statement while the next are read. */
const STAGE_BATCH = 2_000;
const employeeShape: CsvShape = { all: EMPLOYEE_IMPORT_COLUMNS, required: EMPLOYEE_IMPORT_REQUIRED, noun: 'employee', maxRows: MAX_IMPORT_ROWS };

interface Actor {
  empId: string;
  requestId?: string;
}

/** Reads the file into the staged rows, a batch at a time, each checked by the row schema on the way. */
async function stageFile(trx: Transaction<DB>, source: ImportFileSource): Promise<FileRead> {
  await repository.createStagedEmployees(trx);
  const read = await stageRows<ImportRow, { row: number; value: EmployeeImportRow }>(readCsvStream(source, employeeShape), {
    check: ({ row, values }) => {
      const parsed = employeeImportRowSchema.safeParse(values);
      return parsed.success ? { value: { row, value: parsed.data } } : { problems: rowIssues(row, parsed.error.issues) };
    },
    store: (batch) => repository.stageEmployees(trx, batch),
    batchSize: STAGE_BATCH,
    listLimit: MAX_LISTED_IMPORT_ERRORS,
  });
  await repository.markStagedRepeats(trx);
  return read;
}

/**
 * Records the pay columns' rates and bank accounts, after the employees they belong to
 * are saved (a new employee's pay in the same file), as Pay data records them; what is
 * already so is left alone. Answers the sentence the import's message adds.
 */
async function savePayColumns(trx: Transaction<DB>, actor: Actor): Promise<PortalMessage | undefined> {
  let rates = 0;
  let banks = 0;
  for await (const batch of stagedBatches(trx, 'pay')) {
    for (const { value } of batch) {
      if (value.pay) {
        const rate = { empid: value.emp_id, effective_from: value.pay.from, basis: value.pay.basis, rate: value.pay.rate, minimum_wage_earner: value.pay.minimumWageEarner };
        if ((await recordRate(trx, actor.empId, rate, actor.requestId)) !== 'unchanged') rates += 1;
      }
      if (value.bank) {
        const account = { empid: value.emp_id, bank: value.bank.bank, account_number: value.bank.accountNumber };
        if ((await recordBank(trx, actor.empId, account, actor.requestId)) !== 'unchanged') banks += 1;
      }
    }
  }
  if (rates === 0 && banks === 0) return undefined;
  return say('employee.import_pay_recorded', { rates, banks });
}

/**
 * Writes the checked rows a batch at a time, in the order one change needs the
 * other: everyone new first, without a team lead (a new employee's lead may be new
 * too, further down the file); then their leads and the audit of each; then the
 * changes to stored employees; then pay data and logins.
 */
async function applyStaged(trx: Transaction<DB>, actor: Actor, dryRun: boolean): Promise<ImportApplied> {
  const audit = { actorEmpId: actor.empId, requestId: actor.requestId };
  let added = 0;
  for await (const batch of stagedBatches(trx, 'all')) {
    const stored = await findStoredRecords(trx, batch.map(({ value }) => value.emp_id));
    const fresh = batch.filter(({ value }) => !stored.has(value.emp_id));
    await insertNewEmployees(trx, fresh.map(({ value }) => recordOf(value)));
    await repository.markAdded(trx, fresh.map(({ row }) => row));
    added += fresh.length;
  }
  for await (const batch of stagedBatches(trx, 'added')) await completeNewEmployees(trx, batch.map(({ value }) => recordOf(value)), audit);
  let kept = 0;
  let changed = 0;
  // Sessions of separated or changed people are revoked or refreshed through the
  // database's revocation channel when this transaction commits.
  for await (const batch of stagedBatches(trx, 'stored')) {
    const stored = await findStoredRecords(trx, batch.map(({ value }) => value.emp_id));
    changed += await updateEmployees(trx, batch.map(({ value }) => recordOf(value, stored.get(value.emp_id))), stored, audit);
    kept += batch.length;
  }
  const payNote = await savePayColumns(trx, actor);
  // A file has the username column on every row or on none.
  const [first] = await repository.readStagedEmployees(trx, 0, 1, 'all');
  const accounts = await createImportedAccounts(trx, stagedBatches(trx, 'named'), { hasColumn: first?.value.username !== undefined, added }, actor, dryRun);
  const note: ImportNote[] = [...(accounts.note === undefined ? [] : [accounts.note].flat()), ...(payNote ? [payNote] : [])];
  return { added, changed, unchanged: kept - changed, ...accounts, ...(note.length > 0 ? { note } : {}) };
}

export interface EmployeeImportRun {
  fileName: string;
  source: ImportFileSource;
  dryRun: boolean;
  actorEmpId: string;
  requestId?: string;
}

/**
 * The employees import, of any size, all or nothing, with a dry run: the file is read
 * as a stream into rows staged in the import's own transaction, checked together
 * there (a team lead may be someone the same file adds), and written a batch at a
 * time, so the server holds a batch of rows, not the file. A `username` column gives
 * the people it adds their logins.
 */
export function importEmployees(db: Kysely<DB>, run: EmployeeImportRun): Promise<ImportResult> {
  const actor = { empId: run.actorEmpId, requestId: run.requestId };
  return runStagedImport(
    db,
    {
      entity: 'employee',
      noun: 'employee',
      stage: (trx) => stageFile(trx, run.source),
      check: (trx, limit) => checkStagedEmployees(trx, run.actorEmpId, limit),
      apply: (trx, { dryRun }) => applyStaged(trx, actor, dryRun),
    },
    run,
  );
}
