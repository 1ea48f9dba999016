import type { ErrorCode } from '@portal/contracts/http';
import { lockedCutoffMessage } from '../lib/locked-cutoff';

/**
 * The safety net behind the input schemas: a PostgreSQL error that a request's
 * values caused is the caller's 4xx, in plain words, not our 500. The schemas
 * should have refused such input first, so each one is still logged as a warning.
 */
export interface DatabaseErrorAnswer {
  code: Extract<ErrorCode, 'BAD_REQUEST' | 'CONFLICT'>;
  message: string;
}

interface PgErrorFields {
  code?: unknown;
  table?: unknown;
  detail?: unknown;
  severity?: unknown;
}

/** The tables whose rows people name, in the words they use. */
const recordNouns: Record<string, string> = {
  employees: 'an employee',
  user_accounts: 'a user account',
  shifts: 'a shift',
  holidays: 'a holiday',
  offices: 'an office',
  leave_types: 'a leave type',
  leave_entitlements: 'an entitlement',
  payslips: 'a payslip',
  punches: 'a punch',
  signatures: 'a signature',
  overtime_types: 'an overtime type',
};

// Class 22 (data exception) codes an input value can cause.
const badValueMessages: Record<string, string> = {
  '22003': 'A number in the request is out of range; record numbers go up to 2147483647.',
  '22008': 'A date or time in the request is out of range; use a date between 1900 and 2100.',
  '22007': 'A date or time in the request is not valid; write dates as YYYY-MM-DD.',
  '22021': 'The request holds text that cannot be stored (a NUL character or invalid encoding).',
  '22P05': 'The request holds text that cannot be stored (a NUL character or invalid encoding).',
  '22P02': 'A value in the request is not in the form its field takes.',
  '22001': 'A text in the request is too long.',
  '22023': 'A value in the request is not valid.',
};

/** "Key (emp_id)=(00000001) already exists." -> "emp_id 00000001". */
function keyOf(detail: unknown): string | null {
  if (typeof detail !== 'string') return null;
  const match = /^Key \((.+)\)=\((.*)\) already exists/.exec(detail);
  return match ? `${match[1]} ${match[2]}` : null;
}

function isPgError(error: unknown): error is PgErrorFields & { code: string } {
  return typeof error === 'object' && error !== null && typeof (error as PgErrorFields).code === 'string' && 'severity' in error;
}

/** The 4xx a database error stands for, or null when it is ours (a 500). */
export function databaseErrorAnswer(error: unknown): DatabaseErrorAnswer | null {
  if (!isPgError(error)) return null;
  // A locked payroll cut-off refusing a request: its message says why and what to do.
  const locked = lockedCutoffMessage(error);
  if (locked !== null) return { code: 'CONFLICT', message: locked };
  if (error.code === '23505') {
    const noun = (typeof error.table === 'string' && recordNouns[error.table]) || 'a record';
    const key = keyOf(error.detail);
    return { code: 'CONFLICT', message: `There is already ${noun}${key ? ` with ${key}` : ' like this'}; it was not saved twice.` };
  }
  const message = badValueMessages[error.code];
  return message ? { code: 'BAD_REQUEST', message } : null;
}
