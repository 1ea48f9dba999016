import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { username as usernameRule, type DeactivateEmployeeBody, type EmployeeAdminRow, type EmployeeBody } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import type { EmployeeRecord } from './employee-record';
import { checkEmployees, saveEmployees } from './employee-writes';
import * as employees from './employees.repository';
import * as accounts from './accounts.repository';
import { insertNewAccounts } from './new-accounts';
import { newTemporaryPassword } from './temporary-password';

export type EmployeeSaved = EmployeeAdminRow & { message: string; account?: { username: string; temporaryPassword: string } };

export function listEmployees(db: Kysely<DB>): Promise<EmployeeAdminRow[]> {
  return employees.listEmployeeRows(db);
}

export async function listEmployeeChoices(db: Kysely<DB>) {
  const [shifts, offices] = await Promise.all([employees.listShiftChoices(db), employees.listOfficeChoices(db)]);
  return { shifts, offices };
}

function nameOf(record: { firstname: string; lastname: string; emp_id: string }): string {
  return `${record.firstname} ${record.lastname} (${record.emp_id})`;
}

/** "you cannot ..." reads as a sentence; a message that starts with a column name keeps it as spelt. */
function asSentence(problem: string): string {
  const firstWord = problem.split(' ')[0] ?? '';
  const keep = firstWord.includes('_') || /^\d/.test(firstWord);
  return `${keep ? problem : problem.charAt(0).toUpperCase() + problem.slice(1)}.`;
}

/**
 * Checks and writes one employee in a transaction: the stored record is locked,
 * `change` makes the new one from it, and the rules are those of the import.
 */
async function writeEmployee(
  db: Kysely<DB>,
  user: CurrentUser,
  empId: string,
  change: (stored: EmployeeRecord | undefined) => EmployeeRecord,
  describe: (record: EmployeeRecord, changed: boolean) => string,
  requestId: string,
  login?: string,
): Promise<EmployeeSaved> {
  const { record, outcome, account } = await db.transaction().execute(async (trx) => {
    // Writes to one employee number queue here, so two adds of the same number cannot
    // both find it free: the second sees the first's employee and gets 409.
    await employees.lockEmployeeNumber(trx, empId);
    const [stored] = await employees.findEmployeeRecords(trx, [empId]);
    const next = change(stored);
    const problems = (await checkEmployees(trx, [next], user.empId)).get(empId);
    if (problems) throw badRequest(problems.map(asSentence).join('\n'));
    const saved = await saveEmployees(trx, [next], { actorEmpId: user.empId, requestId });
    // The login with the employee, in the same transaction: both or neither.
    const made = login ? await createLogin(trx, empId, login, { empId: user.empId, requestId }) : undefined;
    return { record: next, outcome: saved, account: made };
  });
  const row = (await employees.findEmployeeRow(db, empId))!;
  const message = describe(record, outcome.unchanged === 0);
  if (!account) return { ...row, message };
  return { ...row, account, message: `${message} Their login "${account.username}" has a temporary password, shown only now; they must change it when they first log in.` };
}

export function createEmployee(db: Kysely<DB>, user: CurrentUser, input: EmployeeBody, requestId: string): Promise<EmployeeSaved> {
  const { username, ...body } = input;
  if (username !== undefined) {
    const checked = usernameRule.safeParse(username);
    if (!checked.success) throw badRequest(checked.error.issues[0]!.message, 'username');
  }
  return writeEmployee(
    db,
    user,
    body.emp_id,
    (stored) => {
      if (stored) throw conflict(`Employee ${body.emp_id} already exists (${nameOf(stored)}); edit them instead, or choose another number.`);
      return { ...body, separation_date: null, active: true };
    },
    (record) => `${nameOf(record)} added.`,
    requestId,
    username,
  );
}

/** A new employee's login, with a temporary password answered once (see insertNewAccounts). */
async function createLogin(trx: Transaction<DB>, empId: string, username: string, actor: { empId: string; requestId: string }) {
  const [taken] = await accounts.findAccountsByUsernames(trx, [username]);
  if (taken) throw conflict(`The username "${username}" is taken (employee ${taken.emp_id}); choose another.`, 'username');
  const account = { emp_id: empId, username, temporaryPassword: newTemporaryPassword() };
  await insertNewAccounts(trx, [account], actor);
  return { username, temporaryPassword: account.temporaryPassword };
}

export async function updateEmployee(db: Kysely<DB>, user: CurrentUser, input: EmployeeBody, requestId: string): Promise<EmployeeSaved> {
  const { username, ...body } = input;
  // An edit sends back the login the row shows; it never makes or renames one.
  if (username && (await accounts.findAccountsByEmployees(db, [body.emp_id]))[0]?.username !== username) {
    throw badRequest('An employee already added gets a login under User Accounts, Create account.', 'username');
  }
  return writeEmployee(
    db,
    user,
    body.emp_id,
    (stored) => {
      if (!stored) throw notFound(`There is no employee ${body.emp_id}; add them with New employee.`);
      // Separation is its own action (deactivate / reactivate), never a side effect of an edit.
      return { ...body, separation_date: stored.separation_date, active: stored.active };
    },
    (record, changed) => (changed ? `${nameOf(record)} saved.` : `Nothing changed for ${nameOf(record)}.`),
    requestId,
  );
}

export function deactivateEmployee(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof DeactivateEmployeeBody>, requestId: string): Promise<EmployeeSaved> {
  return writeEmployee(
    db,
    user,
    body.emp_id,
    (stored) => {
      if (!stored) throw notFound(`There is no employee ${body.emp_id}.`);
      if (!stored.active) throw conflict(`${nameOf(stored)} is already inactive (separated ${stored.separation_date ?? 'on an unknown date'}).`);
      return { ...stored, active: false, separation_date: body.separation_date };
    },
    (record) => `${nameOf(record)} is inactive from ${record.separation_date}; their sessions have ended.`,
    requestId,
  );
}

export function reactivateEmployee(db: Kysely<DB>, user: CurrentUser, empId: string, requestId: string): Promise<EmployeeSaved> {
  return writeEmployee(
    db,
    user,
    empId,
    (stored) => {
      if (!stored) throw notFound(`There is no employee ${empId}.`);
      if (stored.active) throw conflict(`${nameOf(stored)} is already active.`);
      return { ...stored, active: true, separation_date: null };
    },
    (record) => `${nameOf(record)} is active again.`,
    requestId,
  );
}
