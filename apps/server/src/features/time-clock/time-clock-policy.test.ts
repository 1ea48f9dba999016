import { describe, expect, it } from 'vitest';
import { flaggedDriftSeconds, readTimeClockPolicy } from './time-clock-policy';

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
