import type { ApprovalStatus } from '@portal/contracts/approvals';
import type { AppError} from '../lib/app-error';
import { badRequest, conflict, forbidden } from '../lib/app-error';
import { say } from '../lib/messages';
import type { MessageParam } from '@portal/contracts/messages';

export type Decision = 'A' | 'D';
export type LevelStatus = string | null;

/** What the engine needs to know of a request to decide one action on it. */
export interface ApprovalState {
  empId: string;
  approvers: readonly [string | null, string | null, string | null];
  levels: readonly [LevelStatus, LevelStatus, LevelStatus];
  overall: string;
  currentLevel: number | null;
  currentApprover: string | null;
}

export interface ApprovalStep {
  level: 1 | 2 | 3;
  status: Decision;
  overall: ApprovalStatus;
  nextLevel: number | null;
  nextApprover: string | null;
  /** True when this step made the request Approved: its effects must run now. */
  becameApproved: boolean;
  /** The absent approver a delegate acted for, or null when the level's approver acted. */
  onBehalfOf: string | null;
}

const finalWords: Record<string, string> = { A: 'approved', D: 'rejected', E: 'rejected' };

/**
 * The DESIGN §5 rules for one approve or disapprove, as a pure function: who may
 * act (the one person whose turn it is, never the requester), what the level and
 * overall statuses become, and whose turn it is next. Throws the refusal otherwise.
 *
 * `onBehalfOf` names the absent approver when the actor is their delegate today:
 * the delegate then takes that approver's turn, but is still never the requester,
 * and never someone already on the request's chain (one person would otherwise
 * decide two levels).
 */
export function decideApproval(state: ApprovalState, actorEmpId: string, decision: Decision, remarks: string | null, onBehalfOf: string | null = null): ApprovalStep {
  if (actorEmpId === state.empId) throw forbidden(say('request.own_request'));
  if (state.currentLevel === null || state.currentApprover === null) {
    throw conflict(say('request.already_closed', { outcome: finalWords[state.overall] ?? 'closed' }));
  }
  const actingAs = onBehalfOf ?? actorEmpId;
  if (state.currentApprover !== actingAs) throw refusalForWrongTurn(state, actingAs);
  if (onBehalfOf !== null) {
    const ownLevel = state.approvers.findIndex((approver) => approver === actorEmpId) + 1;
    if (ownLevel > 0) throw forbidden(say('request.delegate_own_level', { own: ownLevel, level: state.currentLevel }));
  }
  if (decision === 'D' && !remarks?.trim()) throw badRequest(say('request.remarks_required'));

  const level = state.currentLevel as 1 | 2 | 3;
  const step = { level, onBehalfOf };
  if (decision === 'D') {
    // Rejected at the first level is D; after earlier approvals it is E (partially rejected).
    return { ...step, status: 'D', overall: level === 1 ? 'D' : 'E', nextLevel: null, nextApprover: null, becameApproved: false };
  }
  const nextApprover = level < 3 ? (state.approvers[level as 1 | 2] ?? null) : null;
  if (nextApprover) {
    return { ...step, status: 'A', overall: 'B', nextLevel: level + 1, nextApprover, becameApproved: false };
  }
  return { ...step, status: 'A', overall: 'A', nextLevel: null, nextApprover: null, becameApproved: true };
}

/** Acting out of turn: 409 for an approver whose level has already acted, else 403. */
function refusalForWrongTurn(state: ApprovalState, actorEmpId: string): AppError {
  const actorLevel = state.approvers.findIndex((approver) => approver === actorEmpId) + 1;
  if (actorLevel > 0 && state.currentLevel !== null && actorLevel < state.currentLevel) {
    return conflict(say('request.already_acted'));
  }
  if (actorLevel > 0) return forbidden(say('request.not_your_level', { level: state.currentLevel ?? 0 }));
  return forbidden(say('request.not_waiting'));
}

/** A request that any level has acted on is no longer the requester's to change. */
export function assertUntouched(state: Pick<ApprovalState, 'levels' | 'overall'>, what: MessageParam): void {
  if (state.overall !== '' || state.levels.some((status) => status !== null && status !== '')) {
    throw conflict(say('request.touched', { label: what }));
  }
}

/**
 * The approvers a new request is routed to, from the employee's route for its type:
 * empty slots and the requester and filer themselves are dropped (no one approves
 * their own request), and the rest move up so level 1 always has an approver.
 */
export function routeApprovers(
  route: readonly (string | null)[],
  empId: string,
  filedBy: string,
): [string | null, string | null, string | null] {
  const chain: string[] = [];
  for (const approver of route) {
    if (!approver || approver === empId || approver === filedBy || chain.includes(approver)) continue;
    chain.push(approver);
  }
  return [chain[0] ?? null, chain[1] ?? null, chain[2] ?? null];
}
