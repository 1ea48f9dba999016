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

/** "November 30, 2026" (Filipino "Nobyembre 30, 2026"); a value that is not a date shows as it is. */
export function payDateLabel(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return format({ year: 'numeric', month: 'long', day: 'numeric' }, new Date(`${date}T00:00:00Z`));
}
