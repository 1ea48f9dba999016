import type { Kysely } from 'kysely';
import type { PayrollHandoff, PayrollRow } from '@portal/contracts/payroll-handoff';
import type { DB } from '../../db/database';
import { findCompany } from '../../company/company.repository';
import { forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { addDays } from '../../lib/local-time';
import { computeAttendance } from '../attendance/attendance-facts';
import { STAFF_ATTENDANCE_BATCH } from '../attendance/attendance.service';
import { daySumsOf } from '../attendance/day-sums';
import { ENTITLEMENT_LOOKBACK_DAYS, unworkedRegularHolidays } from './holiday-entitlement';
import * as repository from './payroll-handoff.repository';
import { cutoffRange, readPayrollCutoffDay } from './payroll-policy';
import { payrollTotals } from './payroll-totals';

/**
 * Each person's unworked regular holidays of the cut-off, paid or not: their days from
 * the lookback before its first regular holiday to its last, computed a batch of
 * people at a time. A cut-off without a regular holiday reads nothing.
 */
async function unworkedHolidaysOf(
  db: Kysely<DB>,
  people: readonly { emp_id: string; hire_date: string }[],
  cutoff: { from: string; to: string },
  paid: ReadonlySet<string>,
): Promise<Map<string, PayrollRow['unworked_regular_holidays']>> {
  const found = new Map<string, PayrollRow['unworked_regular_holidays']>();
  const holidays = await repository.listRegularHolidayDates(db, cutoff.from, cutoff.to);
  if (holidays.length === 0) return found;
  const from = addDays(holidays[0]!, -ENTITLEMENT_LOOKBACK_DAYS);
  for (let start = 0; start < people.length; start += STAFF_ATTENDANCE_BATCH) {
    const batch = people.slice(start, start + STAFF_ATTENDANCE_BATCH);
    const days = await computeAttendance(db, batch.map((person) => person.emp_id), from, holidays.at(-1)!);
    for (const person of batch) {
      found.set(person.emp_id, unworkedRegularHolidays(days.filter((day) => day.empid === person.emp_id), cutoff, person.hire_date, paid));
    }
  }
  return found;
}

/**
 * A cut-off's figures for payroll, one row per person employed in it, from each
 * person's days summed (stored days by the database, the rest computed a batch at a
 * time: see daySumsOf).
 */
export async function getPayrollHandoff(db: Kysely<DB>, user: CurrentUser, query: { year: number; month: number; cutoff: '1' | '2' }): Promise<PayrollHandoff> {
  if (!user.hradmin) throw forbidden('The payroll hand-off is for HR.');
  const company = await findCompany(db);
  const { from, to } = cutoffRange(query.year, query.month, query.cutoff === '1' ? 1 : 2, readPayrollCutoffDay(company?.settings as Record<string, unknown> | undefined));
  const [people, leaveTypes] = await Promise.all([repository.listPayrollPeople(db, from, to), repository.listLeaveTypes(db)]);
  const paid = new Set(leaveTypes.filter((type) => type.with_pay).map((type) => type.payitem));
  const sumsOf = await daySumsOf(db, people.map((person) => person.emp_id), from, to);
  const holidaysOf = await unworkedHolidaysOf(db, people, { from, to }, paid);
  const rows: PayrollRow[] = people.map((person) => payrollTotals(person, sumsOf.get(person.emp_id) ?? [], paid, holidaysOf.get(person.emp_id)));
  return { from, to, leave_types: leaveTypes.filter((type) => type.with_pay).map(({ payitem, leave_desc }) => ({ payitem, leave_desc })), rows };
}
