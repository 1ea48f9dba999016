import type { ErrorCode } from '@portal/contracts/http';
import type { ServerMessageCode } from '@portal/contracts/server-messages';
import { lockedCutoffRefusal } from '../lib/locked-cutoff';
import { codedFields, say, type CodedAnswer, type PortalMessage } from '../lib/messages';

/**
 * The safety net behind the input schemas: a PostgreSQL error that a request's
 * values caused is the caller's 4xx, in plain words, not our 500. The schemas
 * should have refused such input first, so each one is still logged as a warning.
 */
export interface DatabaseErrorAnswer extends Partial<CodedAnswer> {
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
const recordNouns: Record<string, { en: string; fil: string }> = {
  employees: { en: 'an employee', fil: 'empleyado' },
  user_accounts: { en: 'a user account', fil: 'user account' },
  shifts: { en: 'a shift', fil: 'shift' },
  holidays: { en: 'a holiday', fil: 'holiday' },
  offices: { en: 'an office', fil: 'opisina' },
  leave_types: { en: 'a leave type', fil: 'uri ng leave' },
  leave_entitlements: { en: 'an entitlement', fil: 'entitlement' },
  payslips: { en: 'a payslip', fil: 'payslip' },
  punches: { en: 'a punch', fil: 'punch' },
  signatures: { en: 'a signature', fil: 'signature' },
  overtime_types: { en: 'an overtime type', fil: 'uri ng overtime' },
};
const A_RECORD = { en: 'a record', fil: 'record' };

// Class 22 (data exception) codes an input value can cause.
const badValueMessages: Record<string, ServerMessageCode> = {
  '22003': 'validation.number_out_of_range',
  '22008': 'validation.date_out_of_range',
  '22007': 'validation.date_not_valid',
  '22021': 'validation.text_not_storable',
  '22P05': 'validation.text_not_storable',
  '22P02': 'validation.value_not_in_form',
  '22001': 'validation.text_too_long',
  '22023': 'validation.value_not_valid',
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

function answer(code: DatabaseErrorAnswer['code'], message: string | PortalMessage): DatabaseErrorAnswer {
  return typeof message === 'string' ? { code, message } : { code, ...codedFields(message) };
}

/** The 4xx a database error stands for, or null when it is ours (a 500). */
export function databaseErrorAnswer(error: unknown): DatabaseErrorAnswer | null {
  if (!isPgError(error)) return null;
  // A locked payroll cut-off refusing a request: its message says why and what to do.
  const locked = lockedCutoffRefusal(error);
  if (locked !== null) return answer('CONFLICT', locked);
  if (error.code === '23505') {
    const record = (typeof error.table === 'string' && recordNouns[error.table]) || A_RECORD;
    const key = keyOf(error.detail);
    if (!key) return answer('CONFLICT', say('validation.duplicate', { record }));
    // The key's value is the request's own text, said as it came (Lingui would read a "\u0041" in it as a character).
    return { ...answer('CONFLICT', say('validation.duplicate_key', { record, key })), message: `There is already ${record.en} with ${key}; it was not saved twice.` };
  }
  const message = badValueMessages[error.code];
  return message ? answer('BAD_REQUEST', say(message)) : null;
}
