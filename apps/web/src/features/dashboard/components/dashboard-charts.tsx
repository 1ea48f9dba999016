import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AttendanceWeek, Dashboard, OvertimeMonthRow } from '@portal/contracts/dashboard';
import { useLingui } from '@lingui/react/macro';
import { hoursOfMinutes, monthLabel, seriesColours, shortDate } from '../dashboard-format';
import { requestTypeLabel } from '../../../components/request-type-words';

// The dashboard's charts, in a chunk of their own that loads after the page and its
// numbers: the charts library is the heaviest part of the screen and the only
// screen that needs it. Each chart is as tall as its panel gives it and as wide as
// its column, so on a phone they stack in one column without scrolling sideways.

const margin = { top: 16, right: 20, bottom: 4, left: 4 };
/** Room for a department's or a type's name on a horizontal bar chart. */
const CATEGORY_AXIS_WIDTH = 132;
/** About five values along a value axis, so its labels never crowd a phone. */
const valueAxis = { tickNumber: 5 };

export function HeadcountChart({ rows, height }: { rows: Dashboard['headcount']; height: number }) {
  const { t } = useLingui();
  return (
    <BarChart
      height={height}
      layout="horizontal"
      margin={margin}
      hideLegend
      yAxis={[{ scaleType: 'band', data: rows.map((row) => row.department), width: CATEGORY_AXIS_WIDTH }]}
      xAxis={[{ ...valueAxis, tickMinStep: 1 }]}
      series={[{ data: rows.map((row) => row.employees), label: t`Active employees`, color: seriesColours.first }]}
    />
  );
}

export function AttendanceRateChart({ weeks, height }: { weeks: AttendanceWeek[]; height: number }) {
  const { t } = useLingui();
  return (
    <LineChart
      height={height}
      margin={margin}
      hideLegend
      xAxis={[{ scaleType: 'point', data: weeks.map((week) => shortDate(week.week_start)) }]}
      yAxis={[{ min: 0, max: 100, tickNumber: 5, width: 44, valueFormatter: (value: number) => `${value}%` }]}
      series={[{ data: weeks.map((week) => week.attendance_rate), label: t`Attendance rate`, color: seriesColours.first, connectNulls: true, valueFormatter: (value) => (value === null ? t`No working days` : `${value}%`) }]}
    />
  );
}

export function LatenessChart({ weeks, height }: { weeks: AttendanceWeek[]; height: number }) {
  const { t } = useLingui();
  return (
    <BarChart
      height={height}
      margin={margin}
      xAxis={[{ scaleType: 'band', data: weeks.map((week) => shortDate(week.week_start)) }]}
      yAxis={[{ ...valueAxis, width: 44 }]}
      series={[
        { data: weeks.map((week) => hoursOfMinutes(week.tardy_minutes)), label: t`Tardiness (h)`, color: seriesColours.second },
        { data: weeks.map((week) => hoursOfMinutes(week.undertime_minutes)), label: t`Undertime (h)`, color: seriesColours.first },
      ]}
    />
  );
}

export function OvertimeChart({ rows, height }: { rows: OvertimeMonthRow[]; height: number }) {
  const { t } = useLingui();
  return (
    <BarChart
      height={height}
      layout="horizontal"
      margin={margin}
      yAxis={[{ scaleType: 'band', data: rows.map((row) => row.department), width: CATEGORY_AXIS_WIDTH }]}
      xAxis={[valueAxis]}
      series={[
        { data: rows.map((row) => row.rendered_hours), label: t`Rendered (h)`, color: seriesColours.third },
        { data: rows.map((row) => row.approved_hours), label: t`Approved (h)`, color: seriesColours.first },
      ]}
    />
  );
}

export function LeaveChart({ rows, height }: { rows: Dashboard['leave']; height: number }) {
  const { t } = useLingui();
  return (
    <BarChart
      height={height}
      layout="horizontal"
      margin={margin}
      yAxis={[{ scaleType: 'band', data: rows.map((row) => row.leave_desc), width: CATEGORY_AXIS_WIDTH }]}
      xAxis={[valueAxis]}
      series={[
        { data: rows.map((row) => row.entitled_hours), label: t`Entitled (h)`, color: seriesColours.third },
        { data: rows.map((row) => row.used_hours), label: t`Used (h)`, color: seriesColours.first, stack: 'taken' },
        { data: rows.map((row) => row.pending_hours), label: t`Waiting (h)`, color: seriesColours.second, stack: 'taken' },
      ]}
    />
  );
}

export function WaitingChart({ rows, height }: { rows: Dashboard['requests_waiting']; height: number }) {
  const { t } = useLingui();
  return (
    <BarChart
      height={height}
      layout="horizontal"
      margin={margin}
      yAxis={[{ scaleType: 'band', data: rows.map((row) => requestTypeLabel(row.request_type)), width: CATEGORY_AXIS_WIDTH }]}
      xAxis={[{ ...valueAxis, tickMinStep: 1 }]}
      series={[
        { data: rows.map((row) => row.waiting - row.over_1_day), label: t`1 day or less`, color: seriesColours.good, stack: 'age' },
        { data: rows.map((row) => row.over_1_day - row.over_3_days), label: t`1 to 3 days`, color: seriesColours.fair, stack: 'age' },
        { data: rows.map((row) => row.over_3_days - row.over_7_days), label: t`3 to 7 days`, color: seriesColours.poor, stack: 'age' },
        { data: rows.map((row) => row.over_7_days), label: t`Over 7 days`, color: seriesColours.bad, stack: 'age' },
      ]}
    />
  );
}

export function CertificatesChart({ months, height }: { months: Dashboard['certificates']['months']; height: number }) {
  const { t } = useLingui();
  return (
    <BarChart
      height={height}
      margin={margin}
      // "Nov" under the bars, where six months share a phone's width; "Nov 2026" in the tooltip.
      xAxis={[{ scaleType: 'band', data: months.map((month) => month.month), valueFormatter: (month: string, context) => (context.location === 'tick' ? monthLabel(month).slice(0, 3) : monthLabel(month)) }]}
      yAxis={[{ ...valueAxis, width: 36, tickMinStep: 1 }]}
      series={[
        { data: months.map((month) => month.on_time), label: t`Within 3 days`, color: seriesColours.good, stack: 'issued' },
        { data: months.map((month) => month.late), label: t`Late`, color: seriesColours.bad, stack: 'issued' },
      ]}
    />
  );
}
