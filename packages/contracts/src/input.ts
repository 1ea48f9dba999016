import { z } from 'zod';

/**
 * The input rules every route and every import cell shares, so a value that passes
 * the contract is one PostgreSQL can store: record numbers fit the `integer`
 * columns, text holds no character the database or its JSON refuses, and dates lie
 * in years a person could mean.
 */

/** The largest value of a PostgreSQL `integer` column, which every record number is. */
export const MAX_RECORD_ID = 2_147_483_647;

export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;

// PostgreSQL text cannot hold NUL; its JSON refuses a UTF-16 half without its partner.
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored as it is, or null when it can. */
export function unsafeTextProblem(value: string): string | null {
  if (value.includes(NUL)) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(value)) return 'must not contain a broken character (a lone UTF-16 surrogate)';
  return null;
}

export function isSafeText(value: string): boolean {
  return unsafeTextProblem(value) === null;
}

/** The message a text field answers when it holds a character that cannot be stored. */
export function unsafeTextMessage(field: string) {
  return (issue: { input?: unknown }) => `${field} ${typeof issue.input === 'string' ? unsafeTextProblem(issue.input) ?? 'is not valid text' : 'is not valid text'}`;
}

/**
 * Finds the first string anywhere in a parsed query or body that cannot be stored,
 * naming where it is ("reason", "empids.2"). Run before validation on every route, so
 * a field whose schema forgot the rule is still held to it.
 */
export function findUnsafeText(value: unknown, path: string[] = []): { field: string; problem: string } | null {
  // Walked with a stack of its own, not by recursion: however deeply the input nests,
  // it cannot overflow the call stack. Depth first, in order, as a recursive walk would.
  const pending: { value: unknown; path: string[] }[] = [{ value, path }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const problem = unsafeTextProblem(next.value);
      if (problem) return { field: next.path.join('.') || 'the request', problem };
      continue;
    }
    const children: { value: unknown; path: string[] }[] = [];
    if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => children.push({ value: item, path: [...next.path, String(index)] }));
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        const keyProblem = unsafeTextProblem(key);
        if (keyProblem) return { field: [...next.path, 'a field name'].join('.'), problem: keyProblem };
        children.push({ value: item, path: [...next.path, key] });
      }
    }
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
  }
  return null;
}

export interface TextOptions {
  /** The most characters the field takes. */
  max: number;
  /** At least this many characters after trimming; 0 lets it be empty. Default 1. */
  min?: number;
  /** Replaces "<field> is required" for a missing or empty value. */
  required?: string;
}

/** Free text of a request: trimmed, within its length, and storable. */
export function safeText(field: string, { max, min = 1, required }: TextOptions) {
  const missing = required ?? `${field} is required`;
  return z
    .string({ error: missing })
    .trim()
    .min(min, min <= 1 ? missing : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine(isSafeText, { error: unsafeTextMessage(field) });
}

export interface RecordIdOptions {
  /** 0 means "a new record" on save calls. */
  allowZero?: boolean;
  /** What the number names, for messages: "a request number". Default "a number". */
  noun?: string;
}

/** A record number, as an `integer` column holds it; query strings are coerced. */
export function recordId(field: string, { allowZero = false, noun }: RecordIdOptions = {}) {
  const what = noun ?? 'a number';
  return z.coerce
    .number({ error: `${field} must be ${what}` })
    .int(noun ? `${field} must be ${what}` : `${field} must be a whole number`)
    .min(allowZero ? 0 : 1, noun ? `${field} must be ${what}` : allowZero ? `${field} cannot be negative` : `${field} must be a positive number`)
    .max(MAX_RECORD_ID, `${field} is too large: record numbers go up to ${MAX_RECORD_ID}`);
}

/** A date written YYYY-MM-DD is a real calendar day in a year a person could mean. */
export function isDateInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

export const dateRangeMessage = (field: string) => `${field} must be a date between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}`;

/**
 * A calendar date as YYYY-MM-DD (2026-02-30 is refused), in the years
 * {@link MIN_DATE_YEAR} to {@link MAX_DATE_YEAR}. `message` replaces the format message.
 */
export function calendarDate(field: string, message?: string | ((issue: { input?: unknown }) => string)) {
  return z.iso
    .date({ error: message ?? `${field} must be a date as YYYY-MM-DD` })
    // A value without a year has already failed the format check; one message is enough.
    .refine((value) => !/^\d{4}-/.test(value) || isDateInRange(value), { error: dateRangeMessage(field) });
}
