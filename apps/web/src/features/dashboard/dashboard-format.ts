import type { RequestTypeName } from '@portal/contracts/approvals';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const utcDate = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) || 1));

/** "Nov 2026" of 2026-11. */
export const monthLabel = (month: string) => monthFormat.format(utcDate(month));

/** "Nov 16" of 2026-11-16: a week by its Monday on an axis, or a day in a narrow column. */
export const shortDate = (date: string) => dayFormat.format(utcDate(date));

/** Minutes as hours, one decimal: charts of lateness read better in hours. */
export const hoursOfMinutes = (minutes: number) => Math.round(minutes / 6) / 10;

/** Hours with at most two decimals, as the figures are kept. */
export const hours = (value: number) => Math.round(value * 100) / 100;

/** The approval list where each request type is acted on, by its menu name. */
export const approvalListOf: Record<RequestTypeName, { path: string; label: string }> = {
  attendance_adjustment: { path: '/attendanceadjustments/approval', label: 'Adjustments for Approval' },
  official_business: { path: '/officialbusiness/approval', label: 'Itineraries for Approval' },
  leave: { path: '/leaves/approval', label: 'Leaves for Approval' },
  overtime: { path: '/overtimes/approval', label: 'Overtime for Approval' },
  shift: { path: '/shift/approval', label: 'Shift Changes for Approval' },
  coe: { path: '/coe/formyapproval', label: 'Certificates for My Approval' },
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
