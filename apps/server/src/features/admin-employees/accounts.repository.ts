import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountAdminRow } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import { anyOfTexts } from '../../db/any-of';

type Db = Kysely<DB> | Transaction<DB>;

/** Every account with its employee and last login, in one query (logins grouped once, not per row). */
export function listAccountRows(db: Db): Promise<AccountAdminRow[]> {
  return db
    .selectFrom('user_accounts as a')
    .innerJoin('employees as e', 'e.emp_id', 'a.emp_id')
    .leftJoin(
      (eb) => eb.selectFrom('sessions').select(['username', (s) => s.fn.max('created_at').as('last_login')]).groupBy('username').as('l'),
      (join) => join.onRef('l.username', '=', 'a.username'),
    )
    .select(['a.username', 'a.emp_id', 'e.active', 'a.failed_attempts', 'a.must_change_password'])
    .select(sql<string>`e.lastname || ', ' || e.firstname`.as('fullname'))
    .select(sql<string | null>`case when a.locked_until > now() then to_json(a.locked_until) #>> '{}' end`.as('locked_until'))
    .select(sql<string>`to_json(a.password_changed_at) #>> '{}'`.as('password_changed_at'))
    .select(sql<string | null>`to_json(l.last_login) #>> '{}'`.as('last_login'))
    .orderBy('a.username')
    .execute();
}

/** The account's state as the audit log shows it: never a password or its hash. */
export function findAccount(db: Db, username: string) {
  return db
    .selectFrom('user_accounts as a')
    .innerJoin('employees as e', 'e.emp_id', 'a.emp_id')
    .select(['a.username', 'a.emp_id', 'a.failed_attempts', 'a.locked_until', 'a.must_change_password', 'e.firstname', 'e.lastname', 'e.active'])
    .where('a.username', '=', username)
    .forUpdate('a')
    .executeTakeFirst();
}

export function findAccountsByEmployees(db: Db, empIds: string[]) {
  if (empIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('user_accounts').select(['username', 'emp_id']).where('emp_id', '=', anyOfTexts(empIds)).execute();
}

export function findAccountsByUsernames(db: Db, usernames: string[]) {
  if (usernames.length === 0) return Promise.resolve([]);
  return db.selectFrom('user_accounts').select(['username', 'emp_id']).where('username', 'in', usernames).execute();
}

export function findEmployeesForAccounts(db: Db, empIds: string[]) {
  if (empIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('employees').select(['emp_id', 'firstname', 'lastname', 'active']).where('emp_id', '=', anyOfTexts(empIds)).execute();
}

export async function insertAccount(db: Db, account: { username: string; emp_id: string; passwordHash: string }): Promise<void> {
  await db
    .insertInto('user_accounts')
    .values({ username: account.username, emp_id: account.emp_id, password_hash: account.passwordHash, must_change_password: true })
    .execute();
}

/** A temporary password: to be changed at next login, with any lock-out cleared. */
export async function setTemporaryPassword(db: Db, username: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('user_accounts')
    .set({ password_hash: passwordHash, must_change_password: true, password_changed_at: sql`now()`, failed_attempts: 0, locked_until: null })
    .where('username', '=', username)
    .execute();
}

export async function clearLockout(db: Db, username: string): Promise<void> {
  await db.updateTable('user_accounts').set({ failed_attempts: 0, locked_until: null }).where('username', '=', username).execute();
}
