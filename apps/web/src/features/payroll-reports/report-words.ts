import { monthName } from '@portal/contracts/payslip-lines';
import { currentIntlLocale, i18n } from '../../lib/i18n';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month by name in the active language: English as the payslips name it ("November"), else the locale's ("Nobyembre"). */
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
