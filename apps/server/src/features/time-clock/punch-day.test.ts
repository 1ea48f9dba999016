import { describe, expect, it } from 'vitest';
import { dayOfTimeIn, MAX_OPEN_HOURS, openTimeIn } from './punch-day';

const NIGHT = { timein: '22:00:00', timeout: '07:00:00' };
const DAY = { timein: '08:00:00', timeout: '17:00:00' };

describe('dayOfTimeIn', () => {
  it.each([
    ['an ordinary morning time-in belongs to today', { date: '2026-11-23', time: '07:55:00' }, DAY, '2026-11-23'],
    ['a night shift starting tonight belongs to today', { date: '2026-11-23', time: '21:50:00' }, NIGHT, '2026-11-23'],
    ["back from the 02:00 break of last night's shift belongs to yesterday", { date: '2026-11-24', time: '03:00:00' }, NIGHT, '2026-11-23'],
    ["after last night's shift ended, a new time-in is today's", { date: '2026-11-24', time: '07:30:00' }, NIGHT, '2026-11-24'],
    ['no shift yesterday (rest day): after midnight is today', { date: '2026-11-24', time: '01:00:00' }, null, '2026-11-24'],
    ['across a month end', { date: '2026-12-01', time: '02:00:00' }, NIGHT, '2026-11-30'],
  ])('%s', (_rule, local, yesterday, expected) => {
    expect(dayOfTimeIn(local, yesterday)).toBe(expected);
  });
});

describe('openTimeIn', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('is the latest punch when it is a recent time-in', () => {
    const punchedAt = new Date('2026-11-23T01:00:00Z');
    expect(openTimeIn({ direction: 'in', trdate: '2026-11-23', punched_at: punchedAt }, now)).toEqual({ trdate: '2026-11-23', punchedAt });
  });
  it('is nothing after a time-out', () => {
    expect(openTimeIn({ direction: 'out', trdate: '2026-11-23', punched_at: now }, now)).toBeNull();
  });
  it(`treats a time-in older than ${MAX_OPEN_HOURS} hours as a forgotten time-out`, () => {
    const stale = new Date(now.getTime() - (MAX_OPEN_HOURS + 1) * 3_600_000);
    expect(openTimeIn({ direction: 'in', trdate: '2026-11-22', punched_at: stale }, now)).toBeNull();
  });
  it('is nothing when there is no punch at all', () => {
    expect(openTimeIn(undefined, now)).toBeNull();
  });
});
