import type { AttendanceRow, dayCodes } from '@portal/contracts/attendance';
import type { OvertimeDayType, PayrollRow } from '@portal/contracts/payroll-handoff';

/** The overtime premium type of each day code, as payroll reads them. */
export const OVERTIME_TYPE_OF: Record<(typeof dayCodes)[number], OvertimeDayType> = {
  REG: 'ordinary',
  RD: 'rest_day',
  SH: 'special_holiday',
  SHRD: 'special_holiday_rest_day',
  LH: 'regular_holiday',
  LHRD: 'regular_holiday_rest_day',
};

/** Hundredths, as the daily figures are: sums of them carry no float dust into payroll. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * One employee's cut-off for payroll, summed from their daily attendance rows: the
 * same figures the attendance pages show, never computed a second way. Overtime
 * counts what was approved, by the day's type (the premium differs); night hours
 * are split into those within the approved overtime and the rest.
 */
export function payrollTotals(
  person: { emp_id: string; fullname: string; department: string },
  days: readonly AttendanceRow[],
  paidLeaveTypes: ReadonlySet<string>,
): PayrollRow {
  const row: PayrollRow = {
    empid: person.emp_id,
    fullname: person.fullname,
    department: person.department,
    regular_hours: 0,
    night_hours: 0,
    overtime: { ordinary: 0, rest_day: 0, special_holiday: 0, special_holiday_rest_day: 0, regular_holiday: 0, regular_holiday_rest_day: 0 },
    overtime_night_hours: 0,
    unapproved_overtime_hours: 0,
    tardy_minutes: 0,
    undertime_minutes: 0,
    absences: 0,
    incomplete_days: 0,
    leave_hours: {},
    leave_without_pay_hours: 0,
  };
  for (const day of days) {
    const overtimeNight = Math.min(day.otnphrs, day.othrsapv);
    row.regular_hours += day.reghrs;
    row.night_hours += day.nphrs - day.otnphrs;
    row.overtime[OVERTIME_TYPE_OF[day.daycd]] += day.othrsapv;
    row.overtime_night_hours += overtimeNight;
    row.unapproved_overtime_hours += day.othrs - day.othrsapv;
    row.tardy_minutes += day.tardy;
    row.undertime_minutes += day.undertime;
    if (day.absent) row.absences += 1;
    if (day.incomplete) row.incomplete_days += 1;
    if (day.charged_to !== null && day.hrday1 > 0) {
      if (paidLeaveTypes.has(day.charged_to)) row.leave_hours[day.charged_to] = (row.leave_hours[day.charged_to] ?? 0) + day.hrday1;
      else row.leave_without_pay_hours += day.hrday1;
    }
  }
  row.regular_hours = round(row.regular_hours);
  row.night_hours = round(row.night_hours);
  for (const type of Object.keys(row.overtime) as OvertimeDayType[]) row.overtime[type] = round(row.overtime[type]);
  row.overtime_night_hours = round(row.overtime_night_hours);
  row.unapproved_overtime_hours = round(row.unapproved_overtime_hours);
  for (const type of Object.keys(row.leave_hours)) row.leave_hours[type] = round(row.leave_hours[type]!);
  row.leave_without_pay_hours = round(row.leave_without_pay_hours);
  return row;
}
