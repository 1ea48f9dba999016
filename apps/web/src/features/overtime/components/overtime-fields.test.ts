import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, quarterHoursWithin } from './overtime-fields';

describe('overtime hours', () => {
  it('files the nearest quarter hour not beyond the time between From and To', () => {
    // 5:22 to 7:30 PM.
    expect(quarterHoursWithin(128)).toBe(2);
    expect(quarterHoursWithin(135)).toBe(2.25);
    expect(quarterHoursWithin(149)).toBe(2.25);
    expect(quarterHoursWithin(14)).toBe(0);
    for (const minutes of [1, 59, 128, 479, 961]) expect((quarterHoursWithin(minutes) * 4) % 1).toBe(0);
  });

  it('reads hours as hours and minutes', () => {
    expect(hoursAndMinutes(2.25)).toBe('2 h 15 min');
    expect(hoursAndMinutes(0.75)).toBe('45 min');
    expect(hoursAndMinutes(3)).toBe('3 h');
    expect(hoursAndMinutes(128 / 60)).toBe('2 h 8 min');
  });
});
