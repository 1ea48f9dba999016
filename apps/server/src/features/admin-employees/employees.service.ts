import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { username as usernameRule, type DeactivateEmployeeBody, type EmployeeAdminRow, type EmployeeBody } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, renderMessage, say, type CodedAnswer, type PortalMessage } from '../../lib/messages';
import type { EmployeeRecord } from './employee-record';
import { checkEmployees, saveEmployees } from './employee-writes';
import * as employees from './employees.repository';
import * as accounts from './accounts.repository';
import { insertNewAccounts } from './new-accounts';
import { newTemporaryPassword } from './temporary-password';

export type EmployeeSaved = EmployeeAdminRow & CodedAnswer & { account?: { username: string; temporaryPassword: string } };

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

/** A message in both languages, as a parameter of another. */
const inBoth = (message: PortalMessage) => ({ en: message.text, fil: renderMessage(message.code, message.params, 'fil') });

/** An employee's problems as one refusal: a sentence a line, in each language. */
function problemsRefusal(problems: PortalMessage[]): PortalMessage {
  const lines = (language: 'en' | 'fil') => problems.map((problem) => asSentence(renderMessage(problem.code, problem.params, language))).join('\n');
  return say('employee.problems', { problems: { en: lines('en'), fil: lines('fil') } });
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
  describe: (record: EmployeeRecord, changed: boolean) => PortalMessage,
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
    if (problems) throw badRequest(problemsRefusal(problems));
    const saved = await saveEmployees(trx, [next], { actorEmpId: user.empId, requestId });
    // The login with the employee, in the same transaction: both or neither.
    const made = login ? await createLogin(trx, empId, login, { empId: user.empId, requestId }) : undefined;
    return { record: next, outcome: saved, account: made };
  });
  const row = (await employees.findEmployeeRow(db, empId))!;
  const message = describe(record, outcome.unchanged === 0);
  if (!account) return { ...row, ...codedFields(message) };
  return { ...row, account, ...codedFields(say('employee.saved_with_login', { saved: inBoth(message), username: account.username })) };
}

export function createEmployee(db: Kysely<DB>, user: CurrentUser, input: EmployeeBody, requestId: string): Promise<EmployeeSaved> {
  const { username, ...body } = input;
  if (username !== undefined) {
    const checked = usernameRule.safeParse(username);
    if (!checked.success) throw badRequest(say('account.username_rule'), 'username');
  }
  return writeEmployee(
    db,
    user,
    body.emp_id,
    (stored) => {
      if (stored) throw conflict(say('employee.exists', { empId: body.emp_id, name: nameOf(stored) }));
      return { ...body, separation_date: null, active: true };
    },
    (record) => say('employee.added', { name: nameOf(record) }),
    requestId,
    username,
  );
}

/** A new employee's login, with a temporary password answered once (see insertNewAccounts). */
async function createLogin(trx: Transaction<DB>, empId: string, username: string, actor: { empId: string; requestId: string }) {
  const [taken] = await accounts.findAccountsByUsernames(trx, [username]);
  if (taken) throw conflict(say('account.username_taken', { username, empId: taken.emp_id }), 'username');
  const account = { emp_id: empId, username, temporaryPassword: newTemporaryPassword() };
  await insertNewAccounts(trx, [account], actor);
  return { username, temporaryPassword: account.temporaryPassword };
}

export async function updateEmployee(db: Kysely<DB>, user: CurrentUser, input: EmployeeBody, requestId: string): Promise<EmployeeSaved> {
  const { username, ...body } = input;
  // An edit sends back the login the row shows; it never makes or renames one.
  if (username && (await accounts.findAccountsByEmployees(db, [body.emp_id]))[0]?.username !== username) {
    throw badRequest(say('employee.login_from_accounts'), 'username');
  }
  return writeEmployee(
    db,
    user,
    body.emp_id,
    (stored) => {
      if (!stored) throw notFound(say('employee.not_found_add', { empId: body.emp_id }));
      // Separation is its own action (deactivate / reactivate), never a side effect of an edit.
      return { ...body, separation_date: stored.separation_date, active: stored.active };
    },
    (record, changed) => say(changed ? 'employee.saved' : 'employee.unchanged', { name: nameOf(record) }),
    requestId,
  );
}

export function deactivateEmployee(db: Kysely<DB>, user: CurrentUser, body: z.output<typeof DeactivateEmployeeBody>, requestId: string): Promise<EmployeeSaved> {
  return writeEmployee(
    db,
    user,
    body.emp_id,
    (stored) => {
      if (!stored) throw notFound(say('employee.not_found', { empId: body.emp_id }));
      if (!stored.active) throw conflict(say('employee.already_inactive', { name: nameOf(stored), date: stored.separation_date ?? 'unknown' }));
      return { ...stored, active: false, separation_date: body.separation_date };
    },
    (record) => say('employee.deactivated', { name: nameOf(record), date: String(record.separation_date) }),
    requestId,
  );
}

export function reactivateEmployee(db: Kysely<DB>, user: CurrentUser, empId: string, requestId: string): Promise<EmployeeSaved> {
  return writeEmployee(
    db,
    user,
    empId,
    (stored) => {
      if (!stored) throw notFound(say('employee.not_found', { empId }));
      if (stored.active) throw conflict(say('employee.already_active', { name: nameOf(stored) }));
      return { ...stored, active: true, separation_date: null };
    },
    (record) => say('employee.reactivated', { name: nameOf(record) }),
    requestId,
  );
}
