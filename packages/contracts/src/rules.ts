/**
 * The spec's §5 value rules. Client and server both use them, so a value the form
 * accepts is a value the API accepts.
 */

const TIME_PATTERN = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * Accepts hours 0 to 24 and minutes 00 to 59, with optional seconds; anything else
 * is null. 24 is allowed only as 24:00 (midnight at the end of a day).
 */
export function parseTimeString(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 24 || (hours === 24 && (minutes > 0 || seconds > 0))) return null;
  const hh = zeroPad(hours, 2);
  const mm = zeroPad(minutes, 2);
  return match[3] === undefined ? `${hh}:${mm}` : `${hh}:${mm}:${zeroPad(seconds, 2)}`;
}

/** A value is numeric only if it is a string that parses as a number. */
export function isNumeric(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  return Number.isFinite(Number(value));
}

/** Left-pads a numeric string (or number) with zeros; other text is returned as is. */
export function zeroPad(value: string | number, length: number): string {
  const text = String(value);
  if (!isNumeric(text)) return text;
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  return (negative ? '-' : '') + digits.padStart(length, '0');
}

/** Rounds an amount to 2 decimals, half away from zero, without binary drift (1.005 -> 1.01). */
export function roundAmount(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + Number.EPSILON * 100)) / 100;
}

/** Employee ids are numeric strings zero-padded to 8 (DESIGN §4). */
export const EMP_ID_LENGTH = 8;

export function formatEmpId(value: string | number): string {
  return zeroPad(value, EMP_ID_LENGTH);
}

// The formatters are made on first use, not as the module loads: making one loads its
// locale's data, which a page that shows no amount or certificate date (the time clock,
// on a phone, first thing in the morning) should not pay for as it starts.
let pesoFormat: Intl.NumberFormat | undefined;

/** An amount as payslips and certificates print it: 'Php 12,345.67' (spec §9). */
export function formatPhp(value: number): string {
  return `Php ${formatPesoFigure(value)}`;
}

/** "1,500.00": pesos without the currency, for a column whose header or page names it once. */
export function formatPesoFigure(value: number): string {
  pesoFormat ??= new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return pesoFormat.format(roundAmount(value));
}

/** A whole number of centavos, as payroll keeps amounts, printed as formatPhp prints pesos. */
export function formatCentavos(centavos: number): string {
  return formatPhp(centavos / 100);
}

let longDateFormat: Intl.DateTimeFormat | undefined;

/** A YYYY-MM-DD date in the long format certificates use: 'November 23, 2026' (spec §9). */
export function formatLongDate(date: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return longDateFormat.format(new Date(`${date}T00:00:00Z`));
}

/**
 * A time-in older than this is a forgotten time-out, not an open one: the server
 * then accepts a new time-in, and the client highlights Time In.
 */
export const MAX_OPEN_HOURS = 20;
