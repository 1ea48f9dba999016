import type { Kysely } from 'kysely';
import type { ForApprovalCountKey } from '@portal/contracts/approvals';
import type { DB } from '../db/database';

/**
 * How a request type plugs into the approval engine. Each type registers itself
 * here; the for-approval count, lists and actions all read this registry.
 */
export interface RequestTypeDescriptor {
  /** Key in the for-approval count answer. */
  countKey: ForApprovalCountKey;
  /** How many requests of this type wait for the given approver at their level. */
  countAwaiting(db: Kysely<DB>, approverEmpId: string): Promise<number>;
}

export const requestTypes: RequestTypeDescriptor[] = [];

/** The names approval routes are kept under, one route per employee and type. */
export const requestTypeNames = [
  'attendance_adjustment',
  'official_business',
  'leave',
  'overtime',
  'shift',
  'coe',
] as const;
export type RequestTypeName = (typeof requestTypeNames)[number];
