import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardAttendance } from '@portal/contracts/dashboard';
import { formatDate } from '../../../lib/time-format';
import { approvalListOf, hours, hoursOfMinutes, monthLabel, shortDate } from '../dashboard-format';
import { DashboardPanel } from './dashboard-panel';
import { FigureTable } from './figure-table';
import { AttendanceRateChart, LatenessChart, OvertimeChart } from './lazy-charts';
import { barsHeight, panelState } from './panel-state';

// The figures computed from the daily attendance rows: one call answers all three panels.

interface AttendancePanelProps {
  query: UseQueryResult<DashboardAttendance>;
}

const retry = (query: UseQueryResult<DashboardAttendance>) => () => void query.refetch();
/** The weeks' days: from the first Monday to yesterday. */
const span = (data: DashboardAttendance | undefined) => (data?.weeks[0] ? `${formatDate(data.weeks[0].week_start)} to ${formatDate(data.to)}` : 'the last 12 weeks');
const noWorkingDays = (data: DashboardAttendance) => data.weeks.every((week) => week.working_days === 0);
/** The week by its Monday: "Nov 16" on screen (the caption gives the year), the date itself in an export. */
const weekColumn = { header: 'Week of', nowrap: true, value: (week: DashboardAttendance['weeks'][number]) => week.week_start, render: (week: DashboardAttendance['weeks'][number]) => shortDate(week.week_start) };
const staffAttendance = { label: 'Staff Attendance', to: '/staffattendance' };
const CHART_HEIGHT = 260;

export function AttendanceRatePanel({ query }: AttendancePanelProps) {
  const weeks = query.data?.weeks ?? [];
  return (
    <DashboardPanel
      title="Attendance rate by week"
      caption={`Working days attended by week (Monday to Sunday), ${span(query.data)}. Whole days of leave are left out.`}
      state={panelState(query, noWorkingDays)}
      emptyText="Nobody had a working day in these weeks."
      errorText="The attendance could not be computed."
      onRetry={retry(query)}
      chartSummary={`Line chart of the attendance rate by week, ${span(query.data)}. ${weeks.map((week) => `Week of ${shortDate(week.week_start)}: ${week.attendance_rate ?? 'no working days'}${week.attendance_rate === null ? '' : '%'}`).join('; ')}.`}
      chartHeight={CHART_HEIGHT}
      chart={<AttendanceRateChart weeks={weeks} height={CHART_HEIGHT} />}
      table={
        <FigureTable
          label="Attendance rate by week"
          rowKey={(week) => week.week_start}
          rows={weeks}
          fileName={`attendance-by-week-${query.data?.to ?? ''}`}
          columns={[
            weekColumn,
            { header: 'Working days', value: (week) => week.working_days, numeric: true },
            { header: 'Absences', value: (week) => week.absences, numeric: true },
            { header: 'Attendance %', value: (week) => week.attendance_rate, numeric: true },
          ]}
        />
      }
      links={[staffAttendance, { label: 'Today', to: '/today' }]}
    />
  );
}

export function LatenessPanel({ query }: AttendancePanelProps) {
  const weeks = query.data?.weeks ?? [];
  return (
    <DashboardPanel
      title="Tardiness and undertime by week"
      caption="Hours late and left early on working days, the same weeks, by the attendance rules (grace period and half-day leave included)."
      state={panelState(query, noWorkingDays)}
      emptyText="Nobody had a working day in these weeks."
      errorText="The attendance could not be computed."
      onRetry={retry(query)}
      chartSummary={`Bar chart of tardiness and undertime hours by week, ${span(query.data)}. ${weeks.map((week) => `Week of ${shortDate(week.week_start)}: ${hoursOfMinutes(week.tardy_minutes)} hours late, ${hoursOfMinutes(week.undertime_minutes)} hours undertime`).join('; ')}.`}
      chartHeight={CHART_HEIGHT}
      chart={<LatenessChart weeks={weeks} height={CHART_HEIGHT} />}
      table={
        <FigureTable
          label="Tardiness and undertime by week"
          rowKey={(week) => week.week_start}
          rows={weeks}
          fileName={`lateness-by-week-${query.data?.to ?? ''}`}
          columns={[
            weekColumn,
            { header: 'Late days', value: (week) => week.late_days, numeric: true },
            { header: 'Tardiness (min)', value: (week) => week.tardy_minutes, numeric: true },
            { header: 'Undertime days', value: (week) => week.undertime_days, numeric: true },
            { header: 'Undertime (min)', value: (week) => week.undertime_minutes, numeric: true },
          ]}
        />
      }
      links={[staffAttendance, { label: approvalListOf.attendance_adjustment.label, to: approvalListOf.attendance_adjustment.path }]}
    />
  );
}

export function OvertimePanel({ query }: AttendancePanelProps) {
  const months = query.data?.months ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // The latest month until another is chosen (and again when the months move on).
  const month = chosen !== null && months.includes(chosen) ? chosen : (months.at(-1) ?? '');
  const all = query.data?.overtime ?? [];
  const rows = all.filter((row) => row.month === month);
  const height = barsHeight(rows.length, 44);
  return (
    <DashboardPanel
      title="Overtime rendered and approved"
      caption="Hours worked outside the shift (whole blocks) and the part approved, by department and month, to yesterday."
      state={panelState(query, (data) => data.overtime.length === 0)}
      emptyText="No overtime was rendered or approved in these months."
      errorText="The overtime could not be computed."
      onRetry={retry(query)}
      controls={
        months.length > 0 && (
          <ToggleButtonGroup size="small" exclusive value={month} onChange={(_event, value: string | null) => value && setChosen(value)} aria-label="Month shown in the chart">
            {months.map((option) => (
              <ToggleButton key={option} value={option} sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}>
                {monthLabel(option)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )
      }
      chartSummary={`Bar chart of overtime hours by department for ${month ? monthLabel(month) : ''}, rendered against approved. ${rows.length === 0 ? 'No overtime this month.' : rows.map((row) => `${row.department}: ${row.rendered_hours} rendered, ${row.approved_hours} approved`).join('; ')}.`}
      chartHeight={height}
      chart={<OvertimeChart rows={rows} height={height} />}
      table={
        <FigureTable
          label="Overtime by department and month"
          rowKey={(row) => `${row.month} ${row.department}`}
          rows={all}
          fileName={`overtime-by-department-${query.data?.to ?? ''}`}
          columns={[
            { header: 'Department', value: (row) => row.department },
            { header: 'Month', value: (row) => monthLabel(row.month) },
            { header: 'Rendered (h)', value: (row) => row.rendered_hours, numeric: true },
            { header: 'Approved (h)', value: (row) => row.approved_hours, numeric: true },
            { header: 'Not approved (h)', value: (row) => hours(row.rendered_hours - row.approved_hours), numeric: true },
          ]}
        />
      }
      links={[
        { label: 'Payroll Hand-off', to: '/payroll' },
        { label: approvalListOf.overtime.label, to: approvalListOf.overtime.path },
      ]}
    />
  );
}
