import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { ApprovalStep } from './approval-transition';
import type { RequestTypeDescriptor } from './request-types';

type Db = Kysely<DB> | Transaction<DB>;

// Group headers and their details live in each type's own tables; these reach
// them through the descriptors, the same for leave, overtime and shift changes.

/** Inserts a group header filed by the lead (who is also its requester) and answers its recid. */
export async function insertGroupHeader(
  trx: Transaction<DB>,
  header: RequestTypeDescriptor,
  leadEmpId: string,
  fields: Record<string, unknown>,
  routing: Record<string, unknown>,
): Promise<number> {
  const values: Record<string, unknown> = { emp_id: leadEmpId, filed_by: leadEmpId, ...fields, ...routing };
  const columns = Object.keys(values);
  const { rows } = await sql<{ recid: number }>`
    insert into ${sql.table(header.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    values (${sql.join(columns.map((column) => sql`${values[column]}`))})
    returning recid
  `.execute(trx);
  return rows[0]!.recid;
}

export async function updateGroupHeader(trx: Transaction<DB>, header: RequestTypeDescriptor, recid: number, fields: Record<string, unknown>): Promise<void> {
  const assignments = Object.entries(fields).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await sql`update ${sql.table(header.table)} set ${sql.join(assignments)} where recid = ${recid}`.execute(trx);
}

export async function deleteGroupHeader(trx: Transaction<DB>, header: RequestTypeDescriptor, recid: number): Promise<void> {
  await sql`delete from ${sql.table(header.table)} where recid = ${recid}`.execute(trx);
}

/** Deletes a group's details: all of them, or one member's. Answers how many went. */
export async function deleteGroupDetails(trx: Transaction<DB>, detail: RequestTypeDescriptor, groupRecid: number, empId?: string): Promise<number> {
  const member = empId === undefined ? sql`` : sql` and emp_id = ${empId}`;
  const result = await sql`delete from ${sql.table(detail.table)} where group_recid = ${groupRecid}${member}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

interface GroupParties {
  filed_by: string;
  approver1: string | null;
  approver2: string | null;
  approver3: string | null;
  current_approver: string | null;
  /** Who acted at each level: the approver, or a delegate in their place. */
  acted_by: (string | null)[];
}

/** Who filed a group header, who is on its route, whose turn it is and who acted. */
export async function findGroupParties(db: Db, header: RequestTypeDescriptor, recid: number): Promise<GroupParties | undefined> {
  const { rows } = await sql<GroupParties>`
    select filed_by, approver1, approver2, approver3, current_approver, array[acted_by1, acted_by2, acted_by3] as acted_by
    from ${sql.table(header.table)} where recid = ${recid}
  `.execute(db);
  return rows[0];
}

/** Copies a group header's step onto its details, which follow the header and are never in a queue themselves. */
export async function mirrorStepOnDetails(
  trx: Transaction<DB>,
  detail: RequestTypeDescriptor,
  groupRecid: number,
  step: ApprovalStep,
  actorEmpId: string,
  remarks: string | null,
): Promise<void> {
  const levelColumn = sql.ref(detail.levelColumns[step.level - 1] as string);
  const remarksColumn = sql.ref(step.level === 1 ? 'remarks' : `remarks${step.level}`);
  await sql`
    update ${sql.table(detail.table)} set
      ${levelColumn} = ${step.status},
      ${remarksColumn} = ${remarks},
      ${sql.ref(`acted_by${step.level}`)} = ${actorEmpId},
      ${sql.ref(`acted_for${step.level}`)} = ${step.onBehalfOf},
      ${sql.ref(`acted_at${step.level}`)} = now(),
      overall_status = ${step.overall}
    where group_recid = ${groupRecid}
  `.execute(trx);
}

export async function listDetailRecids(db: Db, detail: RequestTypeDescriptor, groupRecid: number): Promise<number[]> {
  const { rows } = await sql<{ recid: number }>`select recid from ${sql.table(detail.table)} where group_recid = ${groupRecid} order by recid`.execute(db);
  return rows.map((row) => row.recid);
}

/** Each member's own request in a group: who, and its number, in filing order. */
export async function listGroupMembers(db: Db, detail: RequestTypeDescriptor, groupRecid: number): Promise<{ empId: string; recid: number }[]> {
  const { rows } = await sql<{ empId: string; recid: number }>`
    select emp_id as "empId", recid from ${sql.table(detail.table)} where group_recid = ${groupRecid} order by recid
  `.execute(db);
  return rows;
}
