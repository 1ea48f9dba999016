import { describe, expect, it } from 'vitest';
import { addDays, readableDate, readableDays, readableTime, secondsOfDay, toLocalDateTime, todayIn, weekdayOf } from './local-time';

describe('toLocalDateTime', () => {
  it('reads an instant in Asia/Manila (UTC+8) whatever zone the server is in', () => {
    expect(toLocalDateTime(new Date('2026-11-22T16:30:05Z'), 'Asia/Manila')).toEqual({ date: '2026-11-23', time: '00:30:05' });
  });
  it('uses 00 rather than 24 for midnight', () => {
    expect(toLocalDateTime(new Date('2026-11-22T16:00:00Z'), 'Asia/Manila').time).toBe('00:00:00');
  });
});

describe('todayIn', () => {
  it('turns the date at local midnight, not at the top of a UTC day', () => {
    expect(todayIn('Asia/Manila', Date.parse('2026-11-22T15:59:59.999Z'))).toBe('2026-11-22');
    expect(todayIn('Asia/Manila', Date.parse('2026-11-22T16:00:00.000Z'))).toBe('2026-11-23');
    expect(todayIn('Asia/Kathmandu', Date.parse('2026-11-22T18:14:59Z'))).toBe('2026-11-22');
    expect(todayIn('Asia/Kathmandu', Date.parse('2026-11-22T18:15:00Z'))).toBe('2026-11-23');
  });
});

describe('calendar helpers', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('names the weekday, Sunday = 0', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
  });
  it('counts seconds of the day', () => {
    expect(secondsOfDay('07:30')).toBe(27_000);
    expect(secondsOfDay('23:59:59')).toBe(86_399);
  });
});

describe('dates and times in messages', () => {
  it('reads a day, a range of days, and a time in the person\'s format', () => {
    expect(readableDate('2028-02-29')).toBe('Tue, Feb 29, 2028');
    expect(readableDays('2026-12-31', '2026-12-31')).toBe('Thu, Dec 31, 2026');
    expect(readableDays('2026-12-31', '2027-01-04')).toBe('Thu, Dec 31, 2026 to Mon, Jan 4, 2027');
    expect(readableTime('17:00:00', '12H')).toBe('05:00 PM');
    expect(readableTime('00:30', '12H')).toBe('12:30 AM');
    expect(readableTime('17:00', '24H')).toBe('17:00');
  });
});
