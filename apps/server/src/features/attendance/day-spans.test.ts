import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-time';
import { spanEnd, spannedRange, spanStart, splitDates } from './day-spans';

/** Every date from `from` to `to`. */
const datesOf = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
};

describe('spannedRange', () => {
  it('reads every day of a range once: its whole spans, then the days at its ends', () => {
    for (const [from, to] of [
      ['2026-10-28', '2026-11-27'],
      ['2026-11-01', '2026-11-15'],
      ['2026-11-16', '2026-11-30'],
      ['2026-09-01', '2026-11-27'],
      ['2026-11-24', '2026-11-26'],
      ['2024-02-26', '2024-03-04'],
      ['2026-11-04', '2026-11-25'],
    ] as const) {
      const { spans, head, tail } = spannedRange(from, to);
      const spanned: string[] = [];
      if (spans) for (let start = spans.first; start <= spans.last; start = addDays(spanEnd(start), 1)) spanned.push(...datesOf(start, spanEnd(start)));
      expect([...datesOf(head.from, head.to), ...spanned, ...datesOf(tail.from, tail.to)], `${from} to ${to}`).toEqual(datesOf(from, to));
      if (spans) expect(spanStart(spans.first)).toBe(spans.first);
      // An end is read day by day only where it cuts a span: each lies within one.
      if (head.from <= head.to) expect(spanEnd(head.from) >= head.to && spanStart(head.from) < head.from, `${from} to ${to}: head`).toBe(true);
      if (tail.from <= tail.to && spans) expect(spanStart(tail.to) <= tail.from && spanEnd(tail.to) > tail.to, `${from} to ${to}: tail`).toBe(true);
    }
  });
});

describe('splitDates', () => {
  it('splits the dates into ranges in order that hold each date once, none empty', () => {
    for (const [first, last] of [
      ['2026-09-01', '2026-11-16'],
      ['2026-11-02', '2026-11-02'],
      ['2026-11-02', '2026-11-03'],
      ['2024-02-20', '2024-03-10'],
    ] as const) {
      for (const parts of [1, 2, 3, 5]) {
        const ranges = splitDates(first, last, parts);
        expect(ranges.length, `${first} to ${last} in ${parts}`).toBe(Math.min(parts, datesOf(first, last).length));
        expect(ranges.flatMap((range) => datesOf(range.first, range.last)), `${first} to ${last} in ${parts}`).toEqual(datesOf(first, last));
      }
    }
  });
});
