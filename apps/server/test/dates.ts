import { addDays, toLocalDateTime } from '../src/lib/local-time';

/** A day relative to today in Manila, as YYYY-MM-DD. */
export function manilaDay(offsetDays = 0): string {
  return addDays(toLocalDateTime(new Date(), 'Asia/Manila').date, offsetDays);
}
