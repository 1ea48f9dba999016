import { passwordResetNotice } from '../notifications/account-notices';
import { notifyInTransaction } from '../notifications/notify';
import type { Kysely, Transaction } from 'kysely';
import type { AccountAdminRow, TemporaryPasswordAnswer } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
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
  if (!account) throw notFound(`There is no account ${username}.`);
  return account;
}

/** A new account for an employee who has none, with a temporary password answered this once. */
export async function createAccount(db: Kysely<DB>, user: CurrentUser, input: { emp_id: string; username: string }, requestId: string): Promise<TemporaryPasswordAnswer> {
  const temporaryPassword = newTemporaryPassword();
  await db.transaction().execute(async (trx) => {
    const [employee] = await accounts.findEmployeesForAccounts(trx, [input.emp_id]);
    if (!employee) throw notFound(`There is no employee ${input.emp_id}; add them under Employees first.`);
    if (!employee.active) throw conflict(`${employee.firstname} ${employee.lastname} is not active; reactivate them before giving them an account.`);
    const [existing] = await accounts.findAccountsByEmployees(trx, [input.emp_id]);
    if (existing) throw conflict(`${employee.firstname} ${employee.lastname} already has the account "${existing.username}"; reset its password instead.`);
    const [taken] = await accounts.findAccountsByUsernames(trx, [input.username]);
    if (taken) throw conflict(`The username "${input.username}" is taken (employee ${taken.emp_id}); choose another.`);
    await insertNewAccounts(trx, [{ ...input, temporaryPassword }], { empId: user.empId, requestId });
  });
  return {
    message: `Account "${input.username}" created. Give the temporary password to the employee; they must change it when they first log in.`,
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
      throw forbidden(`${username} holds the payroll permission: only an HR administrator who holds it too can reset that password.`);
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
    message: `New temporary password for "${username}" (${account.firstname} ${account.lastname}). Their sessions have ended; they must change it when they next log in.`,
    username,
    emp_id: account.emp_id,
    temporaryPassword,
  };
}

export async function unlockAccount(db: Kysely<DB>, user: CurrentUser, username: string, requestId: string): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const before = await findAccountOrFail(trx, username);
    const locked = before.locked_until !== null && before.locked_until > new Date();
    if (!locked && before.failed_attempts === 0) return { message: `"${username}" is not locked; nothing to do.` };
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
    return { message: `"${username}" is unlocked; ${before.firstname} can log in again.` };
  });
}
