import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { writeAudit } from '../../lib/audit';
import { accountCreatedNotice } from '../notifications/account-notices';
import { notifyInTransaction } from '../notifications/notify';
import { hashPassword } from '../session/password';
import * as accounts from './accounts.repository';

/**
 * Stores new accounts, each with its temporary password as a hash, and audits each
 * creation without the password: "Create account" and both imports go through here.
 * Each person is told (in the bell, and by e-mail where it is on), never the password.
 */
export async function insertNewAccounts(
  trx: Transaction<DB>,
  created: { username: string; emp_id: string; temporaryPassword: string }[],
  actor: { empId: string | null; requestId?: string | null },
): Promise<void> {
  // argon2 runs on the thread pool: hashing the accounts together is several times quicker than one by one.
  const hashes = await Promise.all(created.map((account) => hashPassword(account.temporaryPassword)));
  for (const [index, account] of created.entries()) {
    await accounts.insertAccount(trx, { username: account.username, emp_id: account.emp_id, passwordHash: hashes[index]! });
    await writeAudit(trx, {
      actorEmpId: actor.empId,
      action: 'account.create',
      entity: 'user_account',
      entityId: account.username,
      after: { username: account.username, emp_id: account.emp_id, must_change_password: true },
      requestId: actor.requestId ?? null,
    });
  }
  await notifyInTransaction(trx, created.map((account) => accountCreatedNotice(account.emp_id, account.username)));
}
