import { describe, expect, it } from 'vitest';
import { flaggedDriftSeconds, queuedPunchTime, readTimeClockPolicy } from './time-clock-policy';

describe('readTimeClockPolicy', () => {
  it('falls back to 72 hours and 2 minutes when unset or out of range', () => {
    expect(readTimeClockPolicy(undefined)).toEqual({ offlinePunchMaxHours: 72, clockDriftToleranceMinutes: 2 });
    expect(readTimeClockPolicy({ timeClock: { offlinePunchMaxHours: 0, clockDriftToleranceMinutes: 1.5 } })).toEqual({
      offlinePunchMaxHours: 72,
      clockDriftToleranceMinutes: 2,
    });
    expect(readTimeClockPolicy({ timeClock: { offlinePunchMaxHours: 24, clockDriftToleranceMinutes: 5 } })).toEqual({
      offlinePunchMaxHours: 24,
      clockDriftToleranceMinutes: 5,
    });
  });
});

describe('flaggedDriftSeconds', () => {
  const policy = { offlinePunchMaxHours: 72, clockDriftToleranceMinutes: 2 };
  it('flags a clock more than the tolerance off, either way, in whole seconds (phone minus server)', () => {
    expect(flaggedDriftSeconds(120_001, policy)).toBe(120);
    expect(flaggedDriftSeconds(-300_400, policy)).toBe(-300);
  });
  it('leaves a clock within the tolerance, or an unknown one, unflagged', () => {
    expect(flaggedDriftSeconds(120_000, policy)).toBeNull();
    expect(flaggedDriftSeconds(-119_000, policy)).toBeNull();
    expect(flaggedDriftSeconds(null, policy)).toBeNull();
    expect(flaggedDriftSeconds(Number.NaN, policy)).toBeNull();
  });
});

describe('queuedPunchTime', () => {
  const policy = { offlinePunchMaxHours: 72, clockDriftToleranceMinutes: 2 };
  const now = Date.UTC(2026, 10, 25, 0, 30); // 08:30 in Manila
  const HOUR = 3_600_000;

  it("corrects the phone's time by its offset, and flags the offset as the phone's drift", () => {
    // The phone was 3 minutes slow (server minus phone = +3 min) when it kept a punch 20 minutes ago.
    const timing = queuedPunchTime(new Date(now - 23 * 60_000), 3 * 60_000, now, policy);
    expect(timing).toEqual({ at: new Date(now - 20 * 60_000), refused: null, clockDriftSeconds: -180 });
    expect(queuedPunchTime(new Date(now - 60_000), 30_000, now, policy).clockDriftSeconds).toBeNull();
  });

  it('refuses a time more than a minute ahead of the server, but not one a minute ahead', () => {
    expect(queuedPunchTime(new Date(now + 61_000), 0, now, policy).refused).toBe('future');
    expect(queuedPunchTime(new Date(now + 60_000), 0, now, policy).refused).toBeNull();
    // A phone an hour fast, with that offset known, is not from the future.
    expect(queuedPunchTime(new Date(now + HOUR), -HOUR, now, policy).refused).toBeNull();
  });

  it("refuses one older than the company's limit, and keeps one just within it", () => {
    expect(queuedPunchTime(new Date(now - 72 * HOUR - 1), 0, now, policy).refused).toBe('too_old');
    expect(queuedPunchTime(new Date(now - 72 * HOUR), 0, now, policy).refused).toBeNull();
    expect(queuedPunchTime(new Date(now - 2 * HOUR), 0, now, { ...policy, offlinePunchMaxHours: 1 }).refused).toBe('too_old');
  });
});
