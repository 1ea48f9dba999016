import { passwordResetNotice } from '../notifications/account-notices';
import { notifyInTransaction } from '../notifications/notify';
import type { Kysely, Transaction } from 'kysely';
import type { AccountAdminRow, TemporaryPasswordAnswer } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { hashPassword } from '../session/password';
import { revokeSessionsOfEmployee } from '../session/session.repository';
import * as accounts from './accounts.repository';
import * as employees from './employees.repository';
import { insertNewAccounts } from './new-accounts';
import { newTemporaryPassword } from './temporary-password';

export function listAccounts(db: Kysely<DB>): Promise<AccountAdminRow[]> {
  return accounts.listAccountRows(db);
}

/** What the audit log keeps of an account: its state, never a password or hash. */
function auditedState(account: { username: string; emp_id: string; failed_attempts: number; locked_until: Date | null; must_change_password: boolean }) {
  return {
    username: account.username,
    emp_id: account.emp_id,
    failed_attempts: account.failed_attempts,
    locked_until: account.locked_until,
    must_change_password: account.must_change_password,
  };
}

async function findAccountOrFail(db: Kysely<DB> | Transaction<DB>, username: string) {
  const account = await accounts.findAccount(db, username);
  if (!account) throw notFound(say('account.not_found', { username }));
  return account;
}

/** A new account for an employee who has none, with a temporary password answered this once. */
export async function createAccount(db: Kysely<DB>, user: CurrentUser, input: { emp_id: string; username: string }, requestId: string): Promise<TemporaryPasswordAnswer> {
  const temporaryPassword = newTemporaryPassword();
  await db.transaction().execute(async (trx) => {
    const [employee] = await accounts.findEmployeesForAccounts(trx, [input.emp_id]);
    if (!employee) throw notFound(say('account.no_employee', { empId: input.emp_id }));
    if (!employee.active) throw conflict(say('account.employee_inactive', { name: `${employee.firstname} ${employee.lastname}` }));
    const [existing] = await accounts.findAccountsByEmployees(trx, [input.emp_id]);
    if (existing) throw conflict(say('account.already_has', { name: `${employee.firstname} ${employee.lastname}`, username: existing.username }));
    const [taken] = await accounts.findAccountsByUsernames(trx, [input.username]);
    if (taken) throw conflict(say('account.username_taken', { username: input.username, empId: taken.emp_id }));
    await insertNewAccounts(trx, [{ ...input, temporaryPassword }], { empId: user.empId, requestId });
  });
  return {
    ...codedFields(say('account.created', { username: input.username })),
    username: input.username,
    emp_id: input.emp_id,
    temporaryPassword,
  };
}

/**
 * A new temporary password (answered this once), to be changed at the next login.
 * Every session of the account ends and a lock-out is cleared.
 */
export async function resetPassword(db: Kysely<DB>, user: CurrentUser, username: string, requestId: string): Promise<TemporaryPasswordAnswer> {
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const account = await db.transaction().execute(async (trx) => {
    const before = await findAccountOrFail(trx, username);
    // A new password is a way into the account: into a holder's, only for another holder.
    if (!user.payroll && (await employees.holdsPayrollPermission(trx, before.emp_id))) {
      throw forbidden(say('account.reset_payroll_holder', { username }));
    }
    await accounts.setTemporaryPassword(trx, username, passwordHash);
    const ended = await revokeSessionsOfEmployee(trx, before.emp_id);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'account.reset_password',
      entity: 'user_account',
      entityId: username,
      before: auditedState(before),
      after: { ...auditedState(before), failed_attempts: 0, locked_until: null, must_change_password: true, sessions_ended: ended.length },
      requestId,
    });
    await notifyInTransaction(trx, [passwordResetNotice(before.emp_id, username)]);
    return before;
  });
  return {
    ...codedFields(say('account.password_reset', { username, name: `${account.firstname} ${account.lastname}` })),
    username,
    emp_id: account.emp_id,
    temporaryPassword,
  };
}

export async function unlockAccount(db: Kysely<DB>, user: CurrentUser, username: string, requestId: string): Promise<CodedAnswer> {
  return db.transaction().execute(async (trx) => {
    const before = await findAccountOrFail(trx, username);
    const locked = before.locked_until !== null && before.locked_until > new Date();
    if (!locked && before.failed_attempts === 0) return codedFields(say('account.not_locked', { username }));
    await accounts.clearLockout(trx, username);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'account.unlock',
      entity: 'user_account',
      entityId: username,
      before: auditedState(before),
      after: { ...auditedState(before), failed_attempts: 0, locked_until: null },
      requestId,
    });
    return codedFields(say('account.unlocked', { username, firstname: before.firstname }));
  });
}
