import type { AttendanceRow } from '@portal/contracts/attendance';
import type { DaySumOf } from '../attendance/day-sums';
import type { SummedFigure } from '../attendance/stored-days.repository';
import { overtimeDayTypes, type OvertimeDayType } from '@portal/contracts/payroll-handoff';
import type { AbsencesReportRow, OvertimeReportRow, TardinessReportRow } from '@portal/contracts/reports';
import { OVERTIME_TYPE_OF } from '../payroll-handoff/payroll-totals';
import type { ReportPerson } from './reports.repository';

// Each report row is a fold of one person's daily attendance rows, summed by day type
// (day-sums.ts: the database sums stored days, the rest are computed and summed the
// same way): the same figures the attendance pages show, never computed a second way.
// A fold answers null when the person has nothing to report, so the report lists
// only those who have. Each names the figures it folds: only those are summed.

/** A report row from one person's sums, and the figures it reads from them. */
export interface AttendanceFold<Row, Figure extends SummedFigure> {
  figures: readonly Figure[];
  rowOf: (person: ReportPerson, sums: readonly DaySumOf<Figure>[]) => Row | null;
}

/** A fold whose figures are named once: the sums it is given hold those (inferred from the list). */
function foldOf<Row, const Figure extends SummedFigure>(figures: readonly Figure[], rowOf: AttendanceFold<Row, Figure>['rowOf']): AttendanceFold<Row, Figure> {
  return { figures, rowOf };
}

/** Hundredths, as the daily figures are: sums carry no float dust. */
const round = (value: number) => Math.round(value * 100) / 100;

const personOf = (person: ReportPerson) => ({ empid: person.emp_id, fullname: person.fullname, department: person.department });
const zeroByType = () => Object.fromEntries(overtimeDayTypes.map((type) => [type, 0])) as Record<OvertimeDayType, number>;

/** Overtime worked (othrs) against approved (othrsapv), by the day's type. */
export const overtimeFold = foldOf(['othrs', 'othrsapv'], (person, sums): OvertimeReportRow | null => {
  const rendered = zeroByType();
  const approved = zeroByType();
  for (const sum of sums) {
    const type = OVERTIME_TYPE_OF[sum.daycd as AttendanceRow['daycd']];
    rendered[type] += sum.othrs;
    approved[type] += sum.othrsapv;
  }
  for (const type of overtimeDayTypes) {
    rendered[type] = round(rendered[type]);
    approved[type] = round(approved[type]);
  }
  const renderedTotal = round(overtimeDayTypes.reduce((sum, type) => sum + rendered[type], 0));
  const approvedTotal = round(overtimeDayTypes.reduce((sum, type) => sum + approved[type], 0));
  if (renderedTotal === 0 && approvedTotal === 0) return null;
  return { ...personOf(person), rendered, approved, rendered_total: renderedTotal, approved_total: approvedTotal, unapproved_total: round(renderedTotal - approvedTotal) };
});

/** Minutes late and undertime, and on how many days. */
export const tardinessFold = foldOf(['late_days', 'tardy', 'undertime_days', 'undertime'], (person, sums): TardinessReportRow | null => {
  const row = { ...personOf(person), late_days: 0, tardy_minutes: 0, undertime_days: 0, undertime_minutes: 0, total_minutes: 0 };
  for (const sum of sums) {
    row.late_days += sum.late_days;
    row.undertime_days += sum.undertime_days;
    row.tardy_minutes += sum.tardy;
    row.undertime_minutes += sum.undertime;
  }
  row.tardy_minutes = round(row.tardy_minutes);
  row.undertime_minutes = round(row.undertime_minutes);
  row.total_minutes = round(row.tardy_minutes + row.undertime_minutes);
  return row.total_minutes > 0 ? row : null;
});

/** Working days without a punch, leave or official business, and days with a time-in but no time-out. */
export const absencesFold = foldOf(['absent_dates', 'incomplete_dates'], (person, sums): AbsencesReportRow | null => {
  const absent = sums.flatMap((sum) => sum.absent_dates).sort();
  const incomplete = sums.flatMap((sum) => sum.incomplete_dates).sort();
  if (absent.length === 0 && incomplete.length === 0) return null;
  return { ...personOf(person), absences: absent.length, absent_dates: absent, incomplete_days: incomplete.length, incomplete_dates: incomplete };
});

