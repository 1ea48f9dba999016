import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import { notFound } from '../lib/app-error';
import { say } from '../lib/messages';
import { lockRequest, type LockedRequest } from './approval.repository';
import type { RequestTypeDescriptor } from './request-types';

/**
 * THE LOCK ORDER of every write that touches a request: filing, editing, deleting,
 * approving and disapproving (one, bulk, or as a delegate), a group's filing, edit,
 * trim and deletion, and a certificate's replacement. Each takes, in this order and
 * never another:
 *
 *   1. the employee rows of everyone whose requests it changes (the requester; a
 *      group's team lead and members), all at once, in emp_id order;
 *   2. the request rows: a group's header before its members' rows, and several
 *      requests in recid order.
 *
 * Two writes that follow one order wait for each other but never deadlock. Employee
 * rows are locked FOR NO KEY UPDATE: a row that only names an employee (a
 * notification, an audit entry, a punch) takes FOR KEY SHARE on it, which this lock
 * lets through, so writing such a row never waits on a filing.
 * If the database still ends a transaction as a deadlock victim, it is run again
 * (db/connect.ts, runWithRetries); a person never sees it.
 */
export async function lockEmployeesInOrder(trx: Transaction<DB>, empIds: Iterable<string>): Promise<Set<string>> {
  const ordered = [...new Set(empIds)].sort();
  if (ordered.length === 0) return new Set();
  const { rows } = await sql<{ emp_id: string }>`
    select emp_id from employees where emp_id = any(${ordered}::text[]) order by emp_id for no key update
  `.execute(trx);
  return new Set(rows.map((row) => row.emp_id));
}

/** The requesters of these requests, read without a lock: a request never changes hands. */
export async function requestersOf(trx: Transaction<DB>, type: RequestTypeDescriptor, recids: readonly number[]): Promise<string[]> {
  if (recids.length === 0) return [];
  const { rows } = await sql<{ emp_id: string }>`
    select distinct emp_id from ${sql.table(type.table)} where recid = any(${[...recids]}::int[])
  `.execute(trx);
  return rows.map((row) => row.emp_id);
}

/** A request locked in the one order: its requester's employee row first, then the request row. */
export async function lockRequestInOrder(trx: Transaction<DB>, type: RequestTypeDescriptor, recid: number): Promise<LockedRequest | undefined> {
  await lockEmployeesInOrder(trx, await requestersOf(trx, type, [recid]));
  return lockRequest(trx, type, recid);
}

/** Serialises one employee's filings: checks such as "no overlap" then hold against a simultaneous second filing. */
export async function lockRequesters(trx: Transaction<DB>, empIds: readonly string[]): Promise<void> {
  const found = await lockEmployeesInOrder(trx, empIds);
  const missing = empIds.find((empId) => !found.has(empId));
  if (missing !== undefined) throw notFound(say('approval.no_employee', { empId: missing }));
}
