import { describe, expect, it } from 'vitest';
import { dateOfInstant, formatClock, formatDate, formatInstantTime, formatLongDate, formatTime, instantOfWallTime } from './time-format';

describe('formatTime', () => {
  it('shows 12H with AM/PM, the default', () => {
    expect(formatTime('08:03:15', '12H')).toBe('08:03 AM');
    expect(formatTime('00:30', '12H')).toBe('12:30 AM');
    expect(formatTime('12:00:00', '12H')).toBe('12:00 PM');
    expect(formatTime('17:45:00', '12H')).toBe('05:45 PM');
    expect(formatTime('24:00', '12H')).toBe('12:00 AM');
  });
  it('shows 24H as HH:mm:ss, or HH:mm when the value has no seconds', () => {
    expect(formatTime('17:45:09', '24H')).toBe('17:45:09');
    expect(formatTime('7:05', '24H')).toBe('07:05');
  });
  it('shows invalid or missing times blank', () => {
    expect(formatTime(null, '12H')).toBe('');
    expect(formatTime('25:00', '24H')).toBe('');
    expect(formatTime('08:60', '12H')).toBe('');
  });
});

describe('instants in the company zone', () => {
  // 16:05:09 UTC is 00:05:09 the next day in Manila (UTC+8, no daylight saving).
  const instant = new Date('2026-11-22T16:05:09Z');
  it('reads the clock in Asia/Manila, whatever the device zone', () => {
    expect(formatClock(instant, 'Asia/Manila', '24H')).toBe('00:05:09');
    expect(formatClock(instant, 'Asia/Manila', '12H')).toBe('12:05:09 AM');
    expect(formatClock(instant, 'UTC', '12H')).toBe('04:05:09 PM');
  });
  it('says when something happened without seconds in 12H', () => {
    expect(formatInstantTime(new Date('2026-11-23T00:01:30Z'), 'Asia/Manila', '12H')).toBe('08:01 AM');
    expect(formatInstantTime(new Date('2026-11-23T00:01:30Z'), 'Asia/Manila', '24H')).toBe('08:01:30');
  });
  it('names the date in Asia/Manila', () => {
    expect(dateOfInstant(instant, 'Asia/Manila')).toBe('2026-11-23');
    expect(formatLongDate(instant, 'Asia/Manila', 'en-US')).toBe('Monday, November 23, 2026');
  });
  it('turns a wire date and time into the instant on the company clock', () => {
    expect(instantOfWallTime('2026-11-23', '08:01:30', 'Asia/Manila')?.toISOString()).toBe('2026-11-23T00:01:30.000Z');
    expect(instantOfWallTime('2026-11-23', '7:05', 'Asia/Manila')?.toISOString()).toBe('2026-11-22T23:05:00.000Z');
    expect(instantOfWallTime('2026-11-23', null, 'Asia/Manila')).toBeNull();
    expect(instantOfWallTime('23/11/2026', '08:00', 'Asia/Manila')).toBeNull();
  });
});

describe('formatDate', () => {
  it('shows the weekday and date, without the year when compact', () => {
    expect(formatDate('2026-11-23', { locale: 'en-US' })).toBe('Mon, Nov 23, 2026');
    expect(formatDate('2026-11-23', { locale: 'en-US', compact: true })).toBe('Mon, Nov 23');
  });
  it('leaves anything that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });
});
