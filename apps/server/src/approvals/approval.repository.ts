import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { DB } from '../db/database';
import type { ApprovalState, ApprovalStep } from './approval-transition';
import { approversDelegatedTo } from './delegation.repository';
import type { RequestTypeDescriptor } from './request-types';

type Db = Kysely<DB> | Transaction<DB>;

// The engine reaches every request table through its descriptor, so these queries
// name tables and level columns with sql.table / sql.ref rather than literals.

export interface LockedRequest extends ApprovalState {
  recid: number;
  filedBy: string;
  /** The group request this row is a detail of, if any. */
  groupRecid: number | null;
}

interface LockedRow {
  recid: number;
  emp_id: string;
  filed_by: string;
  approver1: string | null;
  approver2: string | null;
  approver3: string | null;
  level1: string | null;
  level2: string | null;
  level3: string | null;
  overall_status: string;
  current_level: number | null;
  current_approver: string | null;
  group_recid: number | null;
}

/**
 * Locks one request row until the transaction ends. A second approver racing for
 * the same row waits here, then reads the row as the first one left it.
 */
export async function lockRequest(trx: Transaction<DB>, type: RequestTypeDescriptor, recid: number): Promise<LockedRequest | undefined> {
  const [level1, level2, level3] = type.levelColumns.map((column) => sql.ref(column));
  const { rows } = await sql<LockedRow>`
    select recid, emp_id, filed_by, approver1, approver2, approver3,
      ${level1} as level1, ${level2} as level2, ${level3} as level3,
      overall_status, current_level, current_approver,
      ${type.grouped ? sql.ref('group_recid') : sql`null::integer`} as group_recid
    from ${sql.table(type.table)} where recid = ${recid} for update
  `.execute(trx);
  const row = rows[0];
  if (!row) return undefined;
  return {
    recid: row.recid,
    empId: row.emp_id,
    filedBy: row.filed_by,
    approvers: [row.approver1, row.approver2, row.approver3],
    levels: [row.level1, row.level2, row.level3],
    overall: row.overall_status,
    currentLevel: row.current_level,
    currentApprover: row.current_approver,
    groupRecid: row.group_recid,
  };
}

export async function recordStep(
  trx: Transaction<DB>,
  type: RequestTypeDescriptor,
  recid: number,
  step: ApprovalStep,
  actorEmpId: string,
  remarks: string | null,
): Promise<void> {
  const levelColumn = sql.ref(type.levelColumns[step.level - 1] as string);
  const remarksColumn = sql.ref(step.level === 1 ? 'remarks' : `remarks${step.level}`);
  await sql`
    update ${sql.table(type.table)} set
      ${levelColumn} = ${step.status},
      ${remarksColumn} = ${remarks},
      ${sql.ref(`acted_by${step.level}`)} = ${actorEmpId},
      ${sql.ref(`acted_for${step.level}`)} = ${step.onBehalfOf},
      ${sql.ref(`acted_at${step.level}`)} = now(),
      overall_status = ${step.overall},
      current_level = ${step.nextLevel},
      current_approver = ${step.nextApprover}
    where recid = ${recid}
  `.execute(trx);
}

export async function countWaitingFor(db: Db, type: RequestTypeDescriptor, approverEmpId: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from ${sql.table(type.table)} as r where ${waitingFor(approverEmpId)}
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Rows (as `r`) waiting for this person: their own turn, or the turn of an approver
 * they stand in for today, except their own requests and requests on whose chain
 * they already are (the engine refuses both, so they are not in the queue either).
 */
function waitingFor(empId: string): RawBuilder<unknown> {
  // One "= any(array)" keeps the lookup on the (current_approver, recid) index; the
  // array is computed once per statement.
  return sql`(r.current_approver = any(array(select ${empId}::text union all ${approversDelegatedTo(empId)})) and (
    r.current_approver = ${empId} or (
      r.emp_id <> ${empId}
      and ${empId} not in (coalesce(r.approver1, ''), coalesce(r.approver2, ''), coalesce(r.approver3, ''))
    )
  ))`;
}

/** Which rows a list shows: the requester's own, those waiting for an approver, or all routed to them. */
export type RequestScope =
  /** With `filedFor`, also what the caller filed for others (a team lead filing on behalf). */
  | { kind: 'own'; empId: string; filedFor?: boolean }
  | { kind: 'waiting-for'; approverEmpId: string }
  | { kind: 'routed-to'; approverEmpId: string }
  | { kind: 'one'; recid: number }
  | { kind: 'group'; groupRecid: number };

function scopeCondition(scope: RequestScope): RawBuilder<unknown> {
  switch (scope.kind) {
    case 'own':
      return scope.filedFor ? sql`(r.emp_id = ${scope.empId} or r.filed_by = ${scope.empId})` : sql`r.emp_id = ${scope.empId}`;
    case 'waiting-for':
      return waitingFor(scope.approverEmpId);
    case 'routed-to':
      // A delegate looks back at what they decided for others too.
      return sql`${scope.approverEmpId} in (r.approver1, r.approver2, r.approver3, r.acted_by1, r.acted_by2, r.acted_by3)`;
    case 'one':
      return sql`r.recid = ${scope.recid}`;
    case 'group':
      return sql`r.group_recid = ${scope.groupRecid}`;
  }
}

/** Whether a row waits for the caller of an approver's list now (their turn, or as a delegate). */
function awaitsCaller(scope: RequestScope): RawBuilder<boolean> {
  if (scope.kind === 'waiting-for') return sql<boolean>`true`;
  if (scope.kind === 'routed-to') return sql<boolean>`coalesce(${waitingFor(scope.approverEmpId)}, false)`;
  return sql<boolean>`false`;
}

function filterConditions(type: RequestTypeDescriptor, filter: RequestListQuery): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.fromDate) conditions.push(sql`${sql.ref(`r.${type.dateColumns.to}`)} >= ${filter.fromDate}`);
  if (filter.toDate) conditions.push(sql`${sql.ref(`r.${type.dateColumns.from}`)} <= ${filter.toDate}`);
  if (filter.status !== undefined && filter.status !== '*all') conditions.push(sql`r.overall_status = ${filter.status}`);
  return conditions;
}

/**
 * List rows of any request type: its own columns, the requester's and approvers'
 * names, the approval columns and the attached documents, newest first.
 */
export async function listRequests<Row>(
  db: Db,
  type: RequestTypeDescriptor,
  scope: RequestScope,
  filter: RequestListQuery,
  timeZone: string,
): Promise<Row[]> {
  // Expressions are written in the descriptors, never taken from a request.
  const own = sql.join(
    type.rowColumns.map((column) => (typeof column === 'string' ? sql.ref(`r.${column}`) : sql`${sql.raw(column[0])} as ${sql.ref(column[1])}`)),
  );
  const where = sql.join([scopeCondition(scope), ...filterConditions(type, filter)], sql` and `);
  const { rows } = await sql<Row>`
    select r.recid, r.emp_id, r.filed_by, ${own},
      to_char(r.datefiled at time zone ${timeZone}, 'YYYY-MM-DD') as datefiled,
      e.firstname, e.lastname, e.firstname || ' ' || e.lastname as fullname,
      (select f.firstname || ' ' || f.lastname from employees f where f.emp_id = r.filed_by and r.filed_by <> r.emp_id) as filed_by_name,
      a1.firstname || ' ' || a1.lastname as approver1,
      a2.firstname || ' ' || a2.lastname as approver2,
      a3.firstname || ' ' || a3.lastname as approver3,
      r.approver1 as approver1_empid, r.approver2 as approver2_empid, r.approver3 as approver3_empid,
      (select d.firstname || ' ' || d.lastname from employees d where d.emp_id = r.acted_by1 and r.acted_for1 is not null) as delegate1,
      (select d.firstname || ' ' || d.lastname from employees d where d.emp_id = r.acted_by2 and r.acted_for2 is not null) as delegate2,
      (select d.firstname || ' ' || d.lastname from employees d where d.emp_id = r.acted_by3 and r.acted_for3 is not null) as delegate3,
      r.remarks, r.remarks2, r.remarks3, r.overall_status, r.current_level,
      ${awaitsCaller(scope)} as awaits_you,
      coalesce((
        select json_agg(json_build_object('key', d.key, 'name', d.original_name,
          'content_type', d.content_type, 'size', d.size_bytes) order by d.created_at, d.key)
        from request_documents rd join documents d on d.key = rd.document_key
        where rd.request_type = ${type.name} and rd.recid = r.recid
      ), '[]'::json) as documents
    from ${sql.table(type.table)} as r
      join employees e on e.emp_id = r.emp_id
      left join employees a1 on a1.emp_id = r.approver1
      left join employees a2 on a2.emp_id = r.approver2
      left join employees a3 on a3.emp_id = r.approver3
    where ${where}
    order by r.recid desc
  `.execute(db);
  return rows;
}

export async function deleteRequestRow(trx: Transaction<DB>, type: RequestTypeDescriptor, recid: number): Promise<void> {
  await trx.deleteFrom('request_documents').where('request_type', '=', type.name).where('recid', '=', recid).execute();
  await sql`delete from ${sql.table(type.table)} where recid = ${recid}`.execute(trx);
}
