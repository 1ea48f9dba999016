import { z } from 'zod';
import { calendarDate } from '@portal/contracts/input';
import { readSpreadsheetDate, readSpreadsheetWeekdays } from './spreadsheet-values';

// The column readers every import shares, so each takes the same date, number and
// word forms (see spreadsheet-values.ts); every message names its column.

/**
 * A date as a spreadsheet writes it (11/27/2026, 27-Nov-2026) or as YYYY-MM-DD, then
 * held to the shared date rule (a real day between the years the portal accepts).
 */
export const spreadsheetDate = (column: string) =>
  z.string().transform((value, context) => {
    // Written as YYYY-MM-DD already: the shared date rule says what is wrong with it (a year out of range).
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : readSpreadsheetDate(value);
    if (iso === null) {
      context.addIssue({ code: 'custom', message: `${column} must be a date like 11/27/2026 or 2026-11-27 (got "${value}")` });
      return z.NEVER;
    }
    const checked = calendarDate(column).safeParse(iso);
    if (!checked.success) {
      context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? `${column} is not a date the portal accepts` });
      return z.NEVER;
    }
    return iso;
  });

/** Weekdays as "Sat,Sun", "Saturday and Sunday" or "0;6": numbers 0 (Sunday) to 6, sorted; blank is none. */
export const spreadsheetWeekdays = (column: string) =>
  z.string().transform((value, context) => {
    const days = readSpreadsheetWeekdays(value);
    if (days === null) {
      context.addIssue({ code: 'custom', message: `${column} must be weekdays, each once, like Sat,Sun or 0;6 (0 is Sunday, 6 Saturday) (got "${value}")` });
      return [];
    }
    return days;
  });
