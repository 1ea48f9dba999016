import { describe, expect, it } from 'vitest';
import { issuanceClock } from './coe-columns';

describe('issuanceClock (Labor Advisory 06-2020, three days)', () => {
  it('counts the days left, warns on the last one and on the day, and counts lateness', () => {
    expect(issuanceClock({ days_left: 3, due_date: '2026-11-26' })).toEqual({ label: '3 days left', color: 'success' });
    expect(issuanceClock({ days_left: 1, due_date: '2026-11-24' })).toEqual({ label: '1 day left', color: 'warning' });
    expect(issuanceClock({ days_left: 0, due_date: '2026-11-23' })).toEqual({ label: 'Due today', color: 'warning' });
    expect(issuanceClock({ days_left: -1, due_date: '2026-11-22' })).toEqual({ label: '1 day late', color: 'error' });
    expect(issuanceClock({ days_left: -4, due_date: '2026-11-19' })).toEqual({ label: '4 days late', color: 'error' });
  });
});
