import { t } from '@lingui/core/macro';
import { monthName } from '@portal/contracts/payslip-lines';
import { currentIntlLocale, i18n } from './i18n';

// A pay period's words in the reader's language. The contracts' monthName and
// periodLabel stay English: the server's messages and documents use them.

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "November" for 11 in English, as the payslips name it; in Filipino "Nobyembre". */
export function monthLabel(month: number): string {
  if (i18n.locale !== 'fil' || !Number.isInteger(month) || month < 1 || month > 12) return monthName(month);
  const locale = currentIntlLocale();
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** "1st cut-off" or "2nd cut-off" (period 1 is the first cut-off of the month). */
export function cutoffLabel(period: number): string {
  return period === 1 ? t`1st cut-off` : t`2nd cut-off`;
}
