import { TZDateMini } from '@date-fns/tz';
import type { TimeFormat } from '@portal/contracts/config';
import { parseTimeString } from '@portal/contracts/rules';
import { currentIntlLocale } from './i18n';

/**
 * Shows a wire time (HH:mm or HH:mm:ss) as the person chose: 12H as "08:03 AM",
 * 24H as HH:mm:ss (or HH:mm when the value has no seconds). Invalid times show blank.
 */
export function formatTime(value: string | null | undefined, timeFormat: TimeFormat): string {
  const time = parseTimeString(value);
  if (!time) return '';
  if (timeFormat === '24H') return time;
  const [hoursText, minutes] = time.split(':') as [string, string];
  const hours = Number(hoursText) % 24;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

// Instants are read on the company's wall clock (config.timeZone), never the
// phone's: an employee travelling, or with a wrong zone setting, still sees Manila
// time. TZDateMini's getters do the zone arithmetic; date-fns' format is not needed
// for these fixed patterns and would add its locale to the time in/out page.
const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time of an instant in the company zone, as HH:mm:ss. */
export function timeOfInstant(instant: Date, timeZone: string): string {
  const zoned = new TZDateMini(instant.getTime(), timeZone);
  return `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}:${pad(zoned.getSeconds())}`;
}

/** A clock face: 12H with seconds ("08:03:15 AM") or 24H ("08:03:15"). */
export function formatClock(instant: Date, timeZone: string, timeFormat: TimeFormat): string {
  const time = timeOfInstant(instant, timeZone);
  if (timeFormat === '24H') return time;
  return formatTime(time, '12H').replace(' ', `:${time.slice(6)} `);
}

/** When something happened, as a person reads it in a message: "08:01 AM" or "08:01:09". */
export function formatInstantTime(instant: Date, timeZone: string, timeFormat: TimeFormat): string {
  return formatTime(timeOfInstant(instant, timeZone), timeFormat);
}

// Making an Intl formatter costs far more than using one, and the clock formats every
// second and a list formats every row: each kind is made once per locale and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Today's date in the company zone, long and localized ("Monday, November 23, 2026"), for the clock card. */
export function formatLongDate(instant: Date, timeZone: string, locale?: string): string {
  return dateFormatter(locale ?? currentIntlLocale(), { timeZone, dateStyle: 'full' }).format(instant);
}

/** YYYY-MM-DD of an instant in the company zone. */
export function dateOfInstant(instant: Date, timeZone: string): string {
  const zoned = new TZDateMini(instant.getTime(), timeZone);
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/** The instant a wire date and time (trdate + HH:mm[:ss]) name on the company's clock; null if either is invalid. */
export function instantOfWallTime(trdate: string, time: string | null, timeZone: string): Date | null {
  const parsed = parseTimeString(time);
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trdate);
  if (!parsed || !dateMatch) return null;
  const [hours = 0, minutes = 0, seconds = 0] = parsed.split(':').map(Number);
  const zoned = new TZDateMini(Number(dateMatch[1]), Number(dateMatch[2]) - 1, Number(dateMatch[3]), hours, minutes, seconds, timeZone);
  return new Date(zoned.getTime());
}

/** A YYYY-MM-DD wire date in a localized short format, with the weekday (and the year unless compact). */
export function formatDate(value: string | null | undefined, options: { compact?: boolean; locale?: string } = {}): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '';
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  // A calendar date has no zone: format it at UTC midnight so no offset can move it a day.
  return dateFormatter(options.locale ?? currentIntlLocale(), {
    weekday: 'short',
    year: options.compact ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A YYYY-MM-DD date moved by whole calendar days. */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
