import type { dayCodes } from '@portal/contracts/attendance';
import type { DaySum } from '../attendance/day-sums';
import { premiumDayTypes, type OvertimeDayType, type PayrollRow, type PremiumHours } from '@portal/contracts/payroll-handoff';

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
 * One employee's cut-off for payroll, from their daily attendance rows summed by day
 * type and leave (day-sums.ts): the same figures the attendance pages show, never
 * computed a second way. Overtime
 * counts what was approved, by the day's type (the premium differs); night hours
 * are split into those within the approved overtime and the rest.
 */
export function payrollTotals(
  person: { emp_id: string; fullname: string; department: string },
  sums: readonly DaySum[],
  paidLeaveTypes: ReadonlySet<string>,
  unworkedRegularHolidays: PayrollRow['unworked_regular_holidays'] = { entitled: [], not_entitled: [] },
): PayrollRow {
  const row: PayrollRow = {
    empid: person.emp_id,
    fullname: person.fullname,
    department: person.department,
    regular_hours: 0,
    night_hours: 0,
    overtime: { ordinary: 0, rest_day: 0, special_holiday: 0, special_holiday_rest_day: 0, regular_holiday: 0, regular_holiday_rest_day: 0 },
    overtime_night_hours: 0,
    premium_hours: Object.fromEntries(premiumDayTypes.map((type) => [type, { first8: 0, beyond8: 0, night_first8: 0, night_beyond8: 0 }])) as PayrollRow['premium_hours'],
    unworked_regular_holidays: unworkedRegularHolidays,
    unapproved_overtime_hours: 0,
    tardy_minutes: 0,
    undertime_minutes: 0,
    absences: 0,
    incomplete_days: 0,
    leave_hours: {},
    leave_without_pay_hours: 0,
  };
  for (const sum of sums) {
    row.regular_hours += sum.reghrs;
    row.night_hours += sum.nphrs - sum.otnphrs;
    row.overtime[OVERTIME_TYPE_OF[sum.daycd as (typeof dayCodes)[number]]] += sum.othrsapv;
    row.overtime_night_hours += sum.overtime_night;
    const type = OVERTIME_TYPE_OF[sum.daycd as (typeof dayCodes)[number]];
    if (type !== 'ordinary') {
      const premium = row.premium_hours[type];
      premium.first8 += sum.premium_first8;
      premium.beyond8 += sum.premium_beyond8;
      premium.night_first8 += sum.premium_night_first8;
      premium.night_beyond8 += sum.premium_night_beyond8;
    }
    row.unapproved_overtime_hours += sum.othrs - sum.othrsapv;
    row.tardy_minutes += sum.tardy;
    row.undertime_minutes += sum.undertime;
    row.absences += sum.absent_dates.length;
    row.incomplete_days += sum.incomplete_dates.length;
    if (sum.charged_to !== null && sum.leave_hours > 0) {
      if (paidLeaveTypes.has(sum.charged_to)) row.leave_hours[sum.charged_to] = (row.leave_hours[sum.charged_to] ?? 0) + sum.leave_hours;
      else row.leave_without_pay_hours += sum.leave_hours;
    }
  }
  row.regular_hours = round(row.regular_hours);
  row.night_hours = round(row.night_hours);
  for (const type of Object.keys(row.overtime) as OvertimeDayType[]) row.overtime[type] = round(row.overtime[type]);
  row.overtime_night_hours = round(row.overtime_night_hours);
  for (const premium of Object.values(row.premium_hours)) {
    for (const part of Object.keys(premium) as (keyof PremiumHours)[]) premium[part] = round(premium[part]);
  }
  row.unapproved_overtime_hours = round(row.unapproved_overtime_hours);
  for (const type of Object.keys(row.leave_hours)) row.leave_hours[type] = round(row.leave_hours[type]!);
  row.leave_without_pay_hours = round(row.leave_without_pay_hours);
  return row;
}
