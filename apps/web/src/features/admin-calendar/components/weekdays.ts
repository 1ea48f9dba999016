import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../../lib/i18n';

/** Weekday short names as the schedule numbers them: Sunday is 0. */
const WEEKDAYS: readonly MessageDescriptor[] = [
  msg({ message: 'Sun', context: 'weekday, short' }),
  msg({ message: 'Mon', context: 'weekday, short' }),
  msg({ message: 'Tue', context: 'weekday, short' }),
  msg({ message: 'Wed', context: 'weekday, short' }),
  msg({ message: 'Thu', context: 'weekday, short' }),
  msg({ message: 'Fri', context: 'weekday, short' }),
  msg({ message: 'Sat', context: 'weekday, short' }),
];

/** The same days as a screen reader says them (in English the short name, as the buttons always read). */
const WEEKDAYS_SPOKEN: readonly MessageDescriptor[] = [
  msg({ message: 'Sun', context: 'weekday, read aloud' }),
  msg({ message: 'Mon', context: 'weekday, read aloud' }),
  msg({ message: 'Tue', context: 'weekday, read aloud' }),
  msg({ message: 'Wed', context: 'weekday, read aloud' }),
  msg({ message: 'Thu', context: 'weekday, read aloud' }),
  msg({ message: 'Fri', context: 'weekday, read aloud' }),
  msg({ message: 'Sat', context: 'weekday, read aloud' }),
];

/** "Sun" for 0, in the reader's language. */
export function weekdayName(day: number): string {
  const name = WEEKDAYS[day];
  return name ? i18n._(name) : String(day);
}

/** The day's name for a screen reader. */
export function weekdaySpoken(day: number): string {
  const name = WEEKDAYS_SPOKEN[day];
  return name ? i18n._(name) : String(day);
}

/** "Sat, Sun" for [0, 6], Monday first as a working week reads; "None" for no rest day. */
export function formatRestDays(days: readonly number[]): string {
  if (days.length === 0) return t({ message: 'None', context: 'rest days' });
  const mondayFirst = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return mondayFirst.map(weekdayName).join(', ');
}
