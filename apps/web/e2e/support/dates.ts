/** A YYYY-MM-DD date moved by whole calendar days. */
export function addDaysTo(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A day relative to today in Manila, as YYYY-MM-DD. */
export function manilaDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  return addDaysTo(today, offset);
}

/** A YYYY-MM-DD date as the portal writes it in lists and messages: "Tue, Dec 1, 2026". */
export function readableDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
