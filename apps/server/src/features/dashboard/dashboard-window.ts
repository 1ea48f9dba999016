import { DASHBOARD_CERTIFICATE_MONTHS, DASHBOARD_OVERTIME_MONTHS, DASHBOARD_WEEKS } from '@portal/contracts/dashboard';
import { addDays, weekdayOf } from '../../lib/local-time';

export interface DashboardWindow {
  /** The first day computed and the last (yesterday: today is not over). */
  from: string;
  to: string;
  /** Monday to Sunday, oldest first; the last ends at yesterday. */
  weeks: { start: string; end: string }[];
  /** YYYY-MM of the overtime months, oldest first; the last is yesterday's month. */
  months: string[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM of the month `back` months before the month of `date`. */
export function monthBefore(date: string, back: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/**
 * The days the attendance part of the dashboard covers, from today in the company's
 * zone: the weeks up to the one that holds yesterday, and the overtime months up to
 * yesterday's, both counted to yesterday.
 */
export function dashboardWindow(today: string): DashboardWindow {
  const to = addDays(today, -1);
  const lastMonday = addDays(to, -((weekdayOf(to) + 6) % 7));
  const firstMonday = addDays(lastMonday, -7 * (DASHBOARD_WEEKS - 1));
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, index) => {
    const start = addDays(firstMonday, 7 * index);
    const sunday = addDays(start, 6);
    return { start, end: sunday < to ? sunday : to };
  });
  const months = Array.from({ length: DASHBOARD_OVERTIME_MONTHS }, (_, index) => monthBefore(to, DASHBOARD_OVERTIME_MONTHS - 1 - index));
  const firstOfMonths = `${months[0]}-01`;
  return { from: firstOfMonths < firstMonday ? firstOfMonths : firstMonday, to, weeks, months };
}

/** YYYY-MM of the certificate months, oldest first, ending with today's month. */
export function certificateMonths(today: string): string[] {
  return Array.from({ length: DASHBOARD_CERTIFICATE_MONTHS }, (_, index) => monthBefore(today, DASHBOARD_CERTIFICATE_MONTHS - 1 - index));
}
