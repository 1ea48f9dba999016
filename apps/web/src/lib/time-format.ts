import type { TimeFormat } from '@portal/contracts/config';
import { parseTimeString } from '@portal/contracts/rules';

/**
 * Shows a wire time (HH:mm or HH:mm:ss) as the person chose: 12H as "08:03 AM",
 * 24H as HH:mm:ss (or HH:mm when the value has no seconds). Invalid times show blank.
 */
export function formatTime(value: string | null | undefined, format: TimeFormat): string {
  const time = parseTimeString(value);
  if (!time) return '';
  if (format === '24H') return time;
  const [hoursText, minutes] = time.split(':') as [string, string];
  const hours = Number(hoursText) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${minutes} ${suffix}`;
}

const instantFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in the company zone, as HH:mm:ss. */
export function timeOfInstant(instant: Date, timeZone: string): string {
  let formatter = instantFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    instantFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** A clock face: 12H with seconds ("08:03:15 AM") or 24H ("08:03:15"). */
export function formatClock(instant: Date, timeZone: string, format: TimeFormat): string {
  const time = timeOfInstant(instant, timeZone);
  if (format === '24H') return time;
  const [hoursText, minutes, seconds] = time.split(':') as [string, string, string];
  const hours = Number(hoursText);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${minutes}:${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A YYYY-MM-DD wire date in a localized short format, with the weekday (and the year unless compact). */
export function formatDate(value: string | null | undefined, options: { compact?: boolean; locale?: string } = {}): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '';
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const yearStyle = options.compact ? undefined : ('numeric' as const);
  return new Intl.DateTimeFormat(options.locale, { weekday: 'short', year: yearStyle, month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** Today's date in the company zone, long form, for the clock card. */
export function formatLongDate(instant: Date, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(instant);
}

/** YYYY-MM-DD of an instant in the company zone. */
export function dateOfInstant(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
