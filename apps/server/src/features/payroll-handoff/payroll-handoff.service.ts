import type { Kysely } from 'kysely';
import type { PayrollHandoff, PayrollRow } from '@portal/contracts/payroll-handoff';
import type { DB } from '../../db/database';
import { findCompany } from '../../company/company.repository';
import { forbidden } from '../../lib/app-error';
import { say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import { addDays } from '../../lib/local-time';
import { computeAttendance } from '../attendance/attendance-facts';
import { STAFF_ATTENDANCE_BATCH } from '../attendance/attendance.service';
import { daySumsOf } from '../attendance/day-sums';
import { ALL_SUMMED_FIGURES } from '../attendance/stored-days.repository';
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
  people: readonly { emp_id: string; hire_date: string; separation_date: string | null }[],
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
      const own = days.filter((day) => day.empid === person.emp_id);
      found.set(person.emp_id, unworkedRegularHolidays(own, cutoff, { hireDate: person.hire_date, separationDate: person.separation_date }, paid));
    }
  }
  return found;
}

/** One person's cut-off as payroll reads it: the hand-off row, and the night hours of the ordinary days' overtime. */
export interface CutoffFigures {
  person: { emp_id: string; fullname: string; department: string; hire_date: string; separation_date: string | null };
  row: PayrollRow;
  /** Night hours within the shift on ordinary days: the hand-off's night hours, less those of rest days and holidays that overtime blocks left out. */
  ordinaryNightHours: number;
  ordinaryOvertimeNightHours: number;
}

/**
 * A cut-off's figures, one per person employed in it, from each person's days summed
 * (stored days by the database, the rest computed a batch at a time: see daySumsOf).
 */
export async function cutoffFigures(db: Kysely<DB>, cutoff: { from: string; to: string }): Promise<{ figures: CutoffFigures[]; paidLeaveTypes: { payitem: string; leave_desc: string }[] }> {
  const [people, leaveTypes] = await Promise.all([repository.listPayrollPeople(db, cutoff.from, cutoff.to), repository.listLeaveTypes(db)]);
  const paid = new Set(leaveTypes.filter((type) => type.with_pay).map((type) => type.payitem));
  const sumsOf = await daySumsOf(db, people.map((person) => person.emp_id), cutoff, ALL_SUMMED_FIGURES);
  const holidaysOf = await unworkedHolidaysOf(db, people, cutoff, paid);
  const figures = people.map((person) => {
    const sums = sumsOf.get(person.emp_id) ?? [];
    const ordinary = sums.filter((sum) => sum.daycd === 'REG');
    const hundredths = (value: number) => Math.round(value * 100) / 100;
    return {
      person,
      row: payrollTotals(person, sums, paid, holidaysOf.get(person.emp_id)),
      ordinaryNightHours: hundredths(ordinary.reduce((total, sum) => total + sum.nphrs - sum.otnphrs, 0)),
      ordinaryOvertimeNightHours: hundredths(ordinary.reduce((total, sum) => total + sum.overtime_night, 0)),
    };
  });
  return { figures, paidLeaveTypes: leaveTypes.filter((type) => type.with_pay).map(({ payitem, leave_desc }) => ({ payitem, leave_desc })) };
}

/** The cut-off's dates, by the company's cut-off day. */
export async function cutoffDates(db: Kysely<DB>, year: number, month: number, cutoff: 1 | 2): Promise<{ from: string; to: string }> {
  const company = await findCompany(db);
  return cutoffRange(year, month, cutoff, readPayrollCutoffDay(company?.settings as Record<string, unknown> | undefined));
}

/** A cut-off's figures for payroll, one row per person employed in it. */
export async function getPayrollHandoff(db: Kysely<DB>, user: CurrentUser, query: { year: number; month: number; cutoff: '1' | '2' }): Promise<PayrollHandoff> {
  if (!user.hradmin) throw forbidden(say('handoff.hr_only'));
  const { from, to } = await cutoffDates(db, query.year, query.month, query.cutoff === '1' ? 1 : 2);
  const { figures, paidLeaveTypes } = await cutoffFigures(db, { from, to });
  return { from, to, leave_types: paidLeaveTypes, rows: figures.map((figure) => figure.row) };
}
