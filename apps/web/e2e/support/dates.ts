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
