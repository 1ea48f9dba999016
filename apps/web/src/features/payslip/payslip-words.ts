import { t } from '@lingui/core/macro';
import { currentIntlLocale } from '../../lib/i18n';

// The payslip screen's own words for a period, in the reader's language. The contracts'
// monthName, periodLabel and formatPayDate stay English: the server's PDF uses them.

const monthFormats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions, date: Date): string {
  const locale = currentIntlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = monthFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    monthFormats.set(key, formatter);
  }
  return formatter.format(date);
}

/** "November" for 11 (Filipino "Nobyembre"). */
export function monthLabel(month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return String(month);
  return format({ month: 'long' }, new Date(Date.UTC(2000, month - 1, 1)));
}

/** "1st cut-off" or "2nd cut-off" (period 1 is the first cut-off of the month). */
export function cutoffLabel(period: number): string {
  return period === 1 ? t`1st cut-off` : t`2nd cut-off`;
}

/** "November 30, 2026" (Filipino "Nobyembre 30, 2026"); a value that is not a date shows as it is. */
export function payDateLabel(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return format({ year: 'numeric', month: 'long', day: 'numeric' }, new Date(`${date}T00:00:00Z`));
}
