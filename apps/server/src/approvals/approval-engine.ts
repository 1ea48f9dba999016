import { sql, type Kysely, type Transaction } from 'kysely';
import type { ApprovalOutcome, BulkOutcome } from '@portal/contracts/approvals';
import type { DB } from '../db/database';
import { AppError, notFound } from '../lib/app-error';
import { writeAudit } from '../lib/audit';
import { decideApproval, type Decision } from './approval-transition';
import { recordStep } from './approval.repository';
import { lockEmployeesInOrder, lockRequestInOrder, requestersOf } from './lock-order';
import { findActiveDelegation } from './delegation.repository';
import { announceStep } from './request-announcements';
import { labelOf, refOf, type RequestTypeDescriptor } from './request-types';
import { databaseErrorAnswer } from '../plugins/database-error-status';
import { codedFields, say } from '../lib/messages';

export interface ApprovalAction {
  actorEmpId: string;
  decision: Decision;
  remarks: string | null;
  requestId?: string | null;
}

/** An approval action as the routes build it from the caller and their body. */
export function approvalAction(decision: Decision, actorEmpId: string, remarks: string | null, requestId: string): ApprovalAction {
  return { actorEmpId, decision, remarks, requestId };
}

const doneWords: Record<Decision, 'approved' | 'disapproved'> = { A: 'approved', D: 'disapproved' };

/**
 * One approve or disapprove inside the caller's transaction: lock the row, decide
 * by the rules, record the step, run the type's effects when it became Approved,
 * and audit it. Any refusal throws and the transaction leaves nothing behind.
 */
async function actInTransaction(
  trx: Transaction<DB>,
  type: RequestTypeDescriptor,
  recid: number,
  action: ApprovalAction,
  expectedEmpId?: string,
): Promise<ApprovalOutcome> {
  const request = await lockRequestInOrder(trx, type, recid);
  if (!request || (expectedEmpId !== undefined && request.empId !== expectedEmpId)) {
    const missing = { label: labelOf(type), ref: refOf(type, recid) };
    throw notFound(expectedEmpId ? say('approval.no_such_request_for', { ...missing, empId: expectedEmpId }) : say('approval.no_such_request', missing));
  }
  // Someone other than the approver whose turn it is may act only as that approver's delegate today.
  const delegation =
    request.currentApprover !== null && request.currentApprover !== action.actorEmpId
      ? await findActiveDelegation(trx, request.currentApprover, action.actorEmpId)
      : undefined;
  const step = decideApproval(request, action.actorEmpId, action.decision, action.remarks, delegation?.approver ?? null);
  await recordStep(trx, type, recid, step, action.actorEmpId, action.remarks?.trim() || null);
  await type.onStep?.(trx, recid, step, action.actorEmpId, action.remarks?.trim() || null);
  if (step.becameApproved) await type.onFinalApproval(trx, recid, action.actorEmpId);
  await announceStep(trx, type, request, step, action.actorEmpId, action.remarks?.trim() || null);
  await writeAudit(trx, {
    actorEmpId: action.actorEmpId,
    action: action.decision === 'A' ? 'approve' : 'disapprove',
    entity: type.name,
    entityId: String(recid),
    before: { level: step.level, levels: request.levels, overall_status: request.overall, current_approver: request.currentApprover },
    after: {
      level: step.level,
      status: step.status,
      remarks: action.remarks,
      overall_status: step.overall,
      current_approver: step.nextApprover,
      ...(step.onBehalfOf ? { on_behalf_of: step.onBehalfOf } : {}),
    },
    requestId: action.requestId ?? null,
  });
  const label = labelOf(type);
  const named = { Label: { en: capitalise(label.en), fil: capitalise(label.fil) }, ref: refOf(type, recid) };
  const forWhom = delegation ? { approver: delegation.approver_name } : null;
  const message =
    step.overall === 'B'
      ? forWhom
        ? say('approval.approved_at_level_for', { ...named, level: step.level, next: step.nextLevel ?? 0, ...forWhom })
        : say('approval.approved_at_level', { ...named, level: step.level, next: step.nextLevel ?? 0 })
      : forWhom
        ? say('approval.decided_for', { ...named, decision: doneWords[action.decision], ...forWhom })
        : say('approval.decided', { ...named, decision: doneWords[action.decision] });
  return { ...codedFields(message), recid, overall_status: step.overall };
}

/** Approve or disapprove one request, in its own transaction. */
export function actOnRequest(
  db: Kysely<DB>,
  type: RequestTypeDescriptor,
  recid: number,
  action: ApprovalAction,
  expectedEmpId?: string,
): Promise<ApprovalOutcome> {
  return db.transaction().execute((trx) => actInTransaction(trx, type, recid, action, expectedEmpId));
}

/**
 * Approve or disapprove many requests in one call. Each request is all-or-nothing
 * behind its own savepoint: a refused one rolls back to it and the rest go on, and
 * one commit at the end keeps 500 recids well inside a second. Locks follow the
 * one order (approvals/lock-order.ts): the requesters, then the rows by recid.
 */
export async function actOnRequests(db: Kysely<DB>, type: RequestTypeDescriptor, recids: readonly number[], action: ApprovalAction): Promise<BulkOutcome> {
  const ordered = [...new Set(recids)].sort((a, b) => a - b);
  let done: number[] = [];
  let refused: BulkOutcome['refused'] = [];
  await db.transaction().execute(async (trx) => {
    // Anew on each attempt: a transaction the database ended is run again from the start.
    done = [];
    refused = [];
    // The lock order: every requester's employee row before any request row.
    await lockEmployeesInOrder(trx, await requestersOf(trx, type, ordered));
    for (const recid of ordered) {
      await sql`savepoint approval_item`.execute(trx);
      try {
        await actInTransaction(trx, type, recid, action);
        await sql`release savepoint approval_item`.execute(trx);
        done.push(recid);
      } catch (error) {
        await sql`rollback to savepoint approval_item`.execute(trx);
        // A refusal of the one request (the engine's own, or the database's 4xx: a locked
        // payroll cut-off) is that item's answer; anything else ends the whole call.
        const refusal = error instanceof AppError ? error.message : databaseErrorAnswer(error)?.message;
        if (refusal === undefined) throw error;
        refused.push({ recid, message: refusal, ...(error instanceof AppError ? error.coded : undefined) });
      }
    }
  });
  const counted = { done: done.length, labels: { en: plural(type.label, done.length), fil: type.labelFil }, decision: doneWords[action.decision] };
  const message =
    refused.length === 0 ? say('approval.bulk_decided', counted) : say('approval.bulk_decided_some_refused', { ...counted, refused: refused.length });
  return { ...codedFields(message), done, refused };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function plural(label: string, count: number): string {
  if (count === 1) return label;
  return label.endsWith('s') ? label : `${label}s`;
}
