import { addDays, toLocalDateTime } from '../src/lib/local-time';

/** A day relative to today in Manila, as YYYY-MM-DD. */
export function manilaDay(offsetDays = 0): string {
  return addDays(toLocalDateTime(new Date(), 'Asia/Manila').date, offsetDays);
}

/** The first Monday of a month, as YYYY-MM-DD. */
export function firstMonday(year: number, month: number): string {
  for (let day = 1; day <= 7; day++) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCDay() === 1) return date.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}
