import type { Transaction } from 'kysely';
import { requestRef, type RequestTypeName } from '@portal/contracts/approvals';
import type { ForApprovalCountKey } from '@portal/contracts/for-approval-count';
import type { FeatureSwitchName } from '@portal/contracts/config';
import type { DB } from '../db/database';
import type { Refusal } from '../lib/app-error';
import type { ApprovalStep } from './approval-transition';

/** The names approval routes are kept under, one route per employee (or department) and type; defined in the contracts. */
export { requestTypeNames, type RequestTypeName } from '@portal/contracts/approvals';

/** Tables that carry the approval columns (see the requests migrations). */
export type RequestTable =
  | 'attendance_adjustments'
  | 'official_business'
  | 'leaves'
  | 'leave_groups'
  | 'overtimes'
  | 'overtime_groups'
  | 'shift_changes'
  | 'shift_change_groups'
  | 'coe_requests';

/**
 * How a request type plugs into the one approval engine: where its rows live, what
 * its level status columns are called, what its lists show, who may file, and what
 * happens when it is finally approved. Everything else is the engine's.
 */
export interface RequestTypeDescriptor {
  /** Names the type in the audit log and on attached documents. */
  name: string;
  /** Whose approval route it follows: the requester's route of this type. */
  routeType: RequestTypeName;
  /** How messages name one request: "attendance adjustment". */
  label: string;
  /** The same in Filipino: "pag-adjust ng attendance". */
  labelFil: string;
  table: RequestTable;
  /** Level 1..3 status columns, as the spec's tables spell them. */
  levelColumns: readonly [string, string, string];
  /**
   * The type's own columns its list rows carry, besides the approval columns: a
   * column name, or [SQL expression over the row `r`, name] for derived values.
   */
  rowColumns: readonly (string | readonly [string, string])[];
  /** The columns a date-range filter applies to (a request overlaps the range). */
  dateColumns: { from: string; to: string };
  countKey: ForApprovalCountKey;
  /** The portal's screens for it, where notifications link: the requester's list and the approver's queue. */
  screens: { mine: string; approval: string };
  /** Its rows may be a group request's details (a `group_recid` column), which only the group changes. */
  grouped?: boolean;
  /** A group request's detail type: whose rows (one per member) its steps are mirrored onto. */
  details?: RequestTypeDescriptor;
  /**
   * A flag the approver must hold besides being routed to (certificates: coeapprover),
   * so a route left pointing at someone who lost the role cannot be acted on.
   */
  approverRole?: { flag: 'coeapprover'; message: Refusal };
  /** A team lead may file for their own team while this switch is on; absent: only oneself. */
  onBehalfSwitch?: FeatureSwitchName;
  /** Runs in the approving transaction once every level has approved. */
  onFinalApproval(trx: Transaction<DB>, recid: number, actorEmpId: string): Promise<void>;
  /** Runs in the same transaction after every recorded step (groups mirror it on their details). */
  onStep?(trx: Transaction<DB>, recid: number, step: ApprovalStep, actorEmpId: string, remarks: string | null): Promise<void>;
}

/** A request's number as people read it: "G-12" for a group request, "#12" for any other. */
export function refOf(type: Pick<RequestTypeDescriptor, 'name'>, recid: number): string {
  return requestRef(recid, type.name.endsWith('_group'));
}

const registry = new Map<string, RequestTypeDescriptor>();

/** Each request type registers itself when its routes are registered. */
export function registerRequestType(descriptor: RequestTypeDescriptor): void {
  registry.set(descriptor.name, descriptor);
}

export function registeredRequestTypes(): RequestTypeDescriptor[] {
  return [...registry.values()];
}

/** The type's name in each language, for a coded message's {label}. */
export function labelOf(type: Pick<RequestTypeDescriptor, 'label' | 'labelFil'>): { en: string; fil: string } {
  return { en: type.label, fil: type.labelFil };
}
