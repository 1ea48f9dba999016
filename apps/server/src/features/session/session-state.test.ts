import { describe, expect, it } from 'vitest';
import type { SessionRow } from './session.repository';
import { isTouchDue, sessionState } from './session-state';

const NOW = new Date('2026-11-27T08:00:00Z');
const minutesAgo = (minutes: number) => NOW.getTime() - minutes * 60_000;
const TIMEOUTS = { idleMinutes: 120, absoluteHours: 12 };

function row(overrides: Partial<SessionRow> = {}): SessionRow {
  return {
    token_hash: 'h', emp_id: '00000004', username: 'employee', must_change_password: false, second_factor_pending: false, second_factor_enrolled: false, firstname: 'Juan', lastname: 'dela Cruz',
    approver: false, coeapprover: false, payslip: false, teamlead: false, hradmin: false, payroll: false,
    live: true, created_ms: minutesAgo(60), expires_ms: NOW.getTime() + 3_600_000, last_seen_ms: minutesAgo(5), checked_ms: NOW.getTime(),
    records_version: 1, settings_version: 1, ...overrides,
  };
}

describe('sessionState', () => {
  it('is live within both timeouts', () => {
    expect(sessionState(row(), TIMEOUTS)).toBe('live');
  });

  it('is timed out when idle too long, or past login + the absolute timeout in force, or past its end', () => {
    expect(sessionState(row({ last_seen_ms: minutesAgo(120) }), TIMEOUTS)).toBe('timed_out');
    expect(sessionState(row({ last_seen_ms: minutesAgo(119) }), TIMEOUTS)).toBe('live');
    expect(sessionState(row({ created_ms: minutesAgo(12 * 60) }), TIMEOUTS)).toBe('timed_out');
    expect(sessionState(row({ expires_ms: NOW.getTime() }), TIMEOUTS)).toBe('timed_out');
    expect(sessionState(row({ last_seen_ms: minutesAgo(30) }), { idleMinutes: 20, absoluteHours: 12 })).toBe('timed_out');
  });

  it('is ended when revoked or its employee separated, timed out or not', () => {
    expect(sessionState(row({ live: false }), TIMEOUTS)).toBe('ended');
    expect(sessionState(row({ live: false, last_seen_ms: minutesAgo(500) }), TIMEOUTS)).toBe('ended');
  });
});

describe('isTouchDue', () => {
  it('asks for a touch once last seen is more than a minute old', () => {
    expect(isTouchDue(row({ last_seen_ms: minutesAgo(0.5) }))).toBe(false);
    expect(isTouchDue(row({ last_seen_ms: minutesAgo(2) }))).toBe(true);
  });
});
