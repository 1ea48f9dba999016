/**
 * Wall-clock parts of an instant in the company's time zone. Punches are stored as
 * instants; the day they belong to and the times shown are in the company zone,
 * whatever zone the server runs in.
 */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm:ss */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function toLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (+8 h for Manila). */
function offsetAt(instantMs: number, timeZone: string): number {
  const local = toLocalDateTime(new Date(instantMs), timeZone);
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  const [hours, minutes, seconds] = local.time.split(':').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time name in a zone. The offset is read at the
 * wall time taken as UTC, then again at the instant found, which settles it when an
 * offset change lies between the two.
 */
export function instantOfLocal(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone));
}

const todayByZone = new Map<string, { minute: number; date: string }>();

/**
 * Today's date in a time zone, formatted at most once a minute: every zone's offset
 * is a whole number of minutes, so the date can only change on a minute boundary.
 */
export function todayIn(timeZone: string, nowMs = Date.now()): string {
  const minute = Math.floor(nowMs / 60_000);
  const cached = todayByZone.get(timeZone);
  if (cached && cached.minute === minute) return cached.date;
  const date = toLocalDateTime(new Date(nowMs), timeZone).date;
  todayByZone.set(timeZone, { minute, date });
  return date;
}

/** Adds whole days to a YYYY-MM-DD date, in calendar terms (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}

/** How many calendar days a range of YYYY-MM-DD dates holds, both ends included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Seconds since midnight of an HH:mm[:ss] string. */
export function secondsOfDay(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/** 0 = Sunday ... 6 = Saturday, for a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** A YYYY-MM-DD date as people read it in messages: "Tue, Dec 1, 2026" (the client's short date format). */
export function readableDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A date in each language, for a coded message's parameter: "Mon, Nov 23, 2026" / "Lun, Nob 23, 2026". */
export function readableDateInEach(date: string): { en: string; fil: string } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const fil = new Intl.DateTimeFormat('fil-PH', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  return { en: readableDate(date), fil };
}

/** A range of days in each language, as readableDays writes it in English. */
export function readableDaysInEach(from: string, to: string): { en: string; fil: string } {
  const first = readableDateInEach(from);
  if (from === to) return first;
  const last = readableDateInEach(to);
  return { en: `${first.en} to ${last.en}`, fil: `${first.fil} hanggang ${last.fil}` };
}

/** A range of days as a person reads it: one date when it is one day, else "from to". */
export function readableDays(from: string, to: string): string {
  return from === to ? readableDate(from) : `${readableDate(from)} to ${readableDate(to)}`;
}

/** An HH:mm[:ss] time as the person chose to read times (spec §9): "07:51 AM" in 12H, "07:51" in 24H. */
export function readableTime(time: string, format: '12H' | '24H'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hhmm = `${String(minutes).padStart(2, '0')}`;
  if (format === '24H') return `${String(hours).padStart(2, '0')}:${hhmm}`;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${hhmm} ${hours < 12 || hours === 24 ? 'AM' : 'PM'}`;
}

/** The caller's time format from the request's header; 12H (the default) when absent or unknown. */
export function timeFormatOf(headers: Record<string, string | string[] | undefined>): '12H' | '24H' {
  return headers['x-time-format'] === '24H' ? '24H' : '12H';
}
