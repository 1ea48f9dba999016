import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestTypeName } from '@portal/contracts/approvals';
import { currentIntlLocale } from '../../lib/i18n';

// In the active language's locale (en-PH reads as en-US here: "Nov 2026", "Nov 16"; fil-PH "Nob 2026"),
// each formatter made once per locale.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentIntlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const utcDate = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) || 1));

/** "Nov 2026" of 2026-11. */
export const monthLabel = (month: string) => formatterOf({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utcDate(month));

/** "Nov 16" of 2026-11-16: a week by its Monday on an axis, or a day in a narrow column. */
export const shortDate = (date: string) => formatterOf({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utcDate(date));

/** Minutes as hours, one decimal: charts of lateness read better in hours. */
export const hoursOfMinutes = (minutes: number) => Math.round(minutes / 6) / 10;

/** Hours with at most two decimals, as the figures are kept. */
export const hours = (value: number) => Math.round(value * 100) / 100;

/** The approval list where each request type is acted on, by its menu name (render the label with i18n._). */
export const approvalListOf: Record<RequestTypeName, { path: string; label: MessageDescriptor }> = {
  attendance_adjustment: { path: '/attendanceadjustments/approval', label: msg`Adjustments for Approval` },
  official_business: { path: '/officialbusiness/approval', label: msg`Itineraries for Approval` },
  leave: { path: '/leaves/approval', label: msg`Leaves for Approval` },
  overtime: { path: '/overtimes/approval', label: msg`Overtime for Approval` },
  shift: { path: '/shift/approval', label: msg`Shift Changes for Approval` },
  coe: { path: '/coe/formyapproval', label: msg`Certificates for My Approval` },
};

/** Series colours that hold apart on white and for the common colour blindnesses (blue, orange, grey; green to red for age). */
export const seriesColours = {
  first: '#1565c0',
  second: '#ef6c00',
  third: '#78909c',
  good: '#2e7d32',
  fair: '#f9a825',
  poor: '#ef6c00',
  bad: '#c62828',
} as const;
