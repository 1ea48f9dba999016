import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, calendarDate, findUnsafeText, recordId, safeText } from '@portal/contracts/input';
import { RequestListQuery, requiredDate } from '@portal/contracts/approvals';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('recordId', () => {
  const recid = recordId('recid');
  it('takes numbers an integer column holds, from a query string too', () => {
    expect(recid.parse('1')).toBe(1);
    expect(recid.parse(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
  });
  it('refuses numbers beyond the integer column, naming the field', () => {
    expect(messagesOf(recid.safeParse('2147483648'))).toEqual(['recid is too large: record numbers go up to 2147483647']);
    expect(messagesOf(recid.safeParse(2 ** 53 - 1))).toHaveLength(1);
  });
  it('refuses zero, negatives, fractions and words', () => {
    expect(messagesOf(recid.safeParse(0))).toEqual(['recid must be a positive number']);
    expect(messagesOf(recid.safeParse(-3))).toEqual(['recid must be a positive number']);
    expect(messagesOf(recid.safeParse('1.5'))).toEqual(['recid must be a whole number']);
    expect(messagesOf(recid.safeParse('abc'))).toEqual(['recid must be a number']);
  });
  it('takes 0 for "new" where allowed, and words its messages by noun', () => {
    expect(recordId('recid', { allowZero: true }).parse('0')).toBe(0);
    expect(messagesOf(recordId('recid', { allowZero: true }).safeParse(-1))).toEqual(['recid cannot be negative']);
    expect(messagesOf(recordId('id', { noun: 'an office number' }).safeParse('x'))).toEqual(['id must be an office number']);
  });
});

describe('safeText', () => {
  const reason = safeText('reason', { max: 10 });
  it('trims and keeps ordinary text, accents and emoji included', () => {
    expect(reason.parse('  Pagod na  ')).toBe('Pagod na');
    expect(reason.parse('Niño 😀')).toBe('Niño 😀');
  });
  it('refuses a NUL byte, naming the field', () => {
    expect(messagesOf(reason.safeParse('a\u0000b'))).toEqual(['reason must not contain a NUL character (\\u0000)']);
  });
  it('refuses a lone surrogate, high or low, naming the field', () => {
    expect(messagesOf(reason.safeParse('a\ud800b'))).toEqual(['reason must not contain a broken character (a lone UTF-16 surrogate)']);
    expect(messagesOf(reason.safeParse('a\udc00'))).toHaveLength(1);
  });
  it('holds its length limit and its required message', () => {
    expect(messagesOf(reason.safeParse('x'.repeat(11)))).toEqual(['reason must be at most 10 characters']);
    expect(messagesOf(reason.safeParse('  '))).toEqual(['reason is required']);
    expect(messagesOf(safeText('payItem', { max: 10, required: 'payItem is required: choose the type of leave' }).safeParse(undefined))).toEqual([
      'payItem is required: choose the type of leave',
    ]);
  });
});

describe('findUnsafeText', () => {
  it('names where in a body the unstorable text is', () => {
    expect(findUnsafeText({ a: 'ok', empids: ['1', 'x\u0000'] })).toEqual({ field: 'empids.1', problem: 'must not contain a NUL character (\\u0000)' });
    expect(findUnsafeText({ nested: { name: '\udfff' } })?.field).toBe('nested.name');
    expect(findUnsafeText({ ['k\u0000']: 1 })?.field).toBe('a field name');
    expect(findUnsafeText({ a: 1, b: [true, null, 'fine'] })).toBeNull();
  });
});

describe('calendarDate', () => {
  const date = calendarDate('fromDate');
  it('takes real days between 1900 and 2100', () => {
    expect(date.parse('1900-01-01')).toBe('1900-01-01');
    expect(date.parse('2100-12-31')).toBe('2100-12-31');
    expect(date.parse('2028-02-29')).toBe('2028-02-29');
  });
  it('refuses years 0000 and 9999, naming the field', () => {
    expect(messagesOf(date.safeParse('0000-01-01'))).toEqual(['fromDate must be a date between 1900 and 2100']);
    expect(messagesOf(date.safeParse('9999-12-31'))).toEqual(['fromDate must be a date between 1900 and 2100']);
  });
  it('refuses days the calendar does not have and other shapes', () => {
    expect(messagesOf(date.safeParse('2026-02-30'))).toEqual(['fromDate must be a date as YYYY-MM-DD']);
    expect(messagesOf(date.safeParse('2026-2-3'))).toEqual(['fromDate must be a date as YYYY-MM-DD']);
  });
  it("keeps the spec's 'Required' for a missing required date", () => {
    expect(messagesOf(requiredDate('otDate').safeParse(''))).toEqual(['Required']);
    expect(messagesOf(requiredDate('otDate').safeParse('9999-12-31'))).toEqual(['otDate must be a date between 1900 and 2100']);
  });
  it('holds in the list filters', () => {
    expect(messagesOf(RequestListQuery.safeParse({ fromDate: '0000-01-01' }))).toEqual(['fromDate must be a date between 1900 and 2100']);
  });
});
