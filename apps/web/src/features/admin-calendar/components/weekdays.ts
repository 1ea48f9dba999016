/** Weekday numbers as the schedule stores them: Sunday is 0. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "Sat, Sun" for [0, 6], Monday first as a working week reads; "None" for no rest day. */
export function formatRestDays(days: readonly number[]): string {
  if (days.length === 0) return 'None';
  const mondayFirst = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return mondayFirst.map((day) => WEEKDAYS[day] ?? String(day)).join(', ');
}
