import { addDays, daysInRange, weekdayOf } from '../../lib/local-time';

// Spans, as the attendance_spans migration defines them in SQL (attendance_span_start
// and attendance_span_end): the days of one week (Monday to Sunday) within one half of
// a month (the 1st to the 15th, the 16th to its end). A test holds the two to agree.

const SECOND_HALF_FROM = 16;

function lastOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** The first day of the span that holds a date. */
export function spanStart(date: string): string {
  const monday = mondayOf(date);
  const half = Number(date.slice(8, 10)) >= SECOND_HALF_FROM ? `${date.slice(0, 8)}${SECOND_HALF_FROM}` : `${date.slice(0, 8)}01`;
  return monday > half ? monday : half;
}

/** The last day of the span that holds a date. */
export function spanEnd(date: string): string {
  const sunday = addDays(mondayOf(date), 6);
  const half = Number(date.slice(8, 10)) >= SECOND_HALF_FROM ? lastOfMonth(date) : `${date.slice(0, 8)}${SECOND_HALF_FROM - 1}`;
  return sunday < half ? sunday : half;
}

/**
 * A range of days as the sums read it: the whole spans within it (their first days run
 * from `spans.first` to `spans.last`; null: none), and the days at its two ends that
 * cut a span, read day by day. Either end's range may be empty (from after to).
 */
export interface SpannedRange {
  spans: { first: string; last: string } | null;
  head: { from: string; to: string };
  tail: { from: string; to: string };
}

export function spannedRange(from: string, to: string): SpannedRange {
  const firstWhole = spanStart(from) === from ? from : addDays(spanEnd(from), 1);
  const lastWhole = spanEnd(to) === to ? to : addDays(spanStart(to), -1);
  if (firstWhole > lastWhole) return { spans: null, head: { from, to }, tail: { from: addDays(to, 1), to } };
  return {
    spans: { first: firstWhole, last: spanStart(lastWhole) },
    head: { from, to: addDays(firstWhole, -1) },
    tail: { from: addDays(lastWhole, 1), to },
  };
}

/**
 * The dates from `first` to `last` in up to `parts` ranges of about the same length,
 * in order, each non-empty, together holding every date once.
 */
export function splitDates(first: string, last: string, parts: number): { first: string; last: string }[] {
  const length = daysInRange(first, last);
  const ranges: { first: string; last: string }[] = [];
  for (let index = 0; index < parts; index++) {
    const from = Math.floor((length * index) / parts);
    const to = Math.floor((length * (index + 1)) / parts) - 1;
    if (from <= to) ranges.push({ first: addDays(first, from), last: addDays(first, to) });
  }
  return ranges;
}
