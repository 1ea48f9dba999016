import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardAttendance } from '@portal/contracts/dashboard';
import { i18n } from '../../../lib/i18n';
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
function span(data: DashboardAttendance | undefined): string {
  if (!data?.weeks[0]) return i18n._(msg`the last 12 weeks`);
  const from = formatDate(data.weeks[0].week_start);
  const to = formatDate(data.to);
  return i18n._(msg`${from} to ${to}`);
}
const noWorkingDays = (data: DashboardAttendance) => data.weeks.every((week) => week.working_days === 0);
/** The week by its Monday: "Nov 16" on screen (the caption gives the year), the date itself in an export. */
const weekColumn = () => ({
  header: i18n._(msg`Week of`),
  nowrap: true,
  value: (week: DashboardAttendance['weeks'][number]) => week.week_start,
  render: (week: DashboardAttendance['weeks'][number]) => shortDate(week.week_start),
});
const staffAttendance = () => ({ label: i18n._(msg`Staff Attendance`), to: '/staffattendance' });
const CHART_HEIGHT = 260;

export function AttendanceRatePanel({ query }: AttendancePanelProps) {
  const { t } = useLingui();
  const weeks = query.data?.weeks ?? [];
  const period = span(query.data);
  const byWeek = weeks
    .map((week) => {
      const monday = shortDate(week.week_start);
      const rate = week.attendance_rate;
      return rate === null ? t`Week of ${monday}: no working days` : t`Week of ${monday}: ${rate}%`;
    })
    .join('; ');
  return (
    <DashboardPanel
      title={t`Attendance rate by week`}
      caption={t`Working days attended by week (Monday to Sunday), ${period}. Whole days of leave are left out.`}
      state={panelState(query, noWorkingDays)}
      emptyText={t`Nobody had a working day in these weeks.`}
      errorText={t`The attendance could not be computed.`}
      onRetry={retry(query)}
      chartSummary={t`Line chart of the attendance rate by week, ${period}. ${byWeek}.`}
      chartHeight={CHART_HEIGHT}
      chart={<AttendanceRateChart weeks={weeks} height={CHART_HEIGHT} />}
      table={
        <FigureTable
          label={t`Attendance rate by week`}
          rowKey={(week) => week.week_start}
          rows={weeks}
          fileName={`attendance-by-week-${query.data?.to ?? ''}`}
          columns={[
            weekColumn(),
            { header: t`Working days`, value: (week) => week.working_days, numeric: true },
            { header: t`Absences`, value: (week) => week.absences, numeric: true },
            { header: t`Attendance %`, value: (week) => week.attendance_rate, numeric: true },
          ]}
        />
      }
      links={[staffAttendance(), { label: t`Today`, to: '/today' }]}
    />
  );
}

export function LatenessPanel({ query }: AttendancePanelProps) {
  const { t } = useLingui();
  const weeks = query.data?.weeks ?? [];
  const period = span(query.data);
  const byWeek = weeks
    .map((week) => {
      const monday = shortDate(week.week_start);
      const late = hoursOfMinutes(week.tardy_minutes);
      const undertime = hoursOfMinutes(week.undertime_minutes);
      return t`Week of ${monday}: ${late} hours late, ${undertime} hours undertime`;
    })
    .join('; ');
  return (
    <DashboardPanel
      title={t`Tardiness and undertime by week`}
      caption={t`Hours late and left early on working days, the same weeks, by the attendance rules (grace period and half-day leave included).`}
      state={panelState(query, noWorkingDays)}
      emptyText={t`Nobody had a working day in these weeks.`}
      errorText={t`The attendance could not be computed.`}
      onRetry={retry(query)}
      chartSummary={t`Bar chart of tardiness and undertime hours by week, ${period}. ${byWeek}.`}
      chartHeight={CHART_HEIGHT}
      chart={<LatenessChart weeks={weeks} height={CHART_HEIGHT} />}
      table={
        <FigureTable
          label={t`Tardiness and undertime by week`}
          rowKey={(week) => week.week_start}
          rows={weeks}
          fileName={`lateness-by-week-${query.data?.to ?? ''}`}
          columns={[
            weekColumn(),
            { header: t`Late days`, value: (week) => week.late_days, numeric: true },
            { header: t`Tardiness (min)`, value: (week) => week.tardy_minutes, numeric: true },
            { header: t`Undertime days`, value: (week) => week.undertime_days, numeric: true },
            { header: t`Undertime (min)`, value: (week) => week.undertime_minutes, numeric: true },
          ]}
        />
      }
      links={[staffAttendance(), { label: i18n._(approvalListOf.attendance_adjustment.label), to: approvalListOf.attendance_adjustment.path }]}
    />
  );
}

export function OvertimePanel({ query }: AttendancePanelProps) {
  const { t } = useLingui();
  const months = query.data?.months ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // The latest month until another is chosen (and again when the months move on).
  const month = chosen !== null && months.includes(chosen) ? chosen : (months.at(-1) ?? '');
  const all = query.data?.overtime ?? [];
  const rows = all.filter((row) => row.month === month);
  const height = barsHeight(rows.length, 44);
  const monthShown = month ? monthLabel(month) : '';
  const byDepartment =
    rows.length === 0
      ? t`No overtime this month.`
      : rows
          .map((row) => {
            const department = row.department;
            const rendered = row.rendered_hours;
            const approved = row.approved_hours;
            return t`${department}: ${rendered} rendered, ${approved} approved`;
          })
          .join('; ');
  return (
    <DashboardPanel
      title={t`Overtime rendered and approved`}
      caption={t`Hours worked outside the shift (whole blocks) and the part approved, by department and month, to yesterday.`}
      state={panelState(query, (data) => data.overtime.length === 0)}
      emptyText={t`No overtime was rendered or approved in these months.`}
      errorText={t`The overtime could not be computed.`}
      onRetry={retry(query)}
      controls={
        months.length > 0 && (
          <ToggleButtonGroup size="small" exclusive value={month} onChange={(_event, value: string | null) => value && setChosen(value)} aria-label={t`Month shown in the chart`}>
            {months.map((option) => (
              <ToggleButton key={option} value={option} sx={{ px: 1.25, py: 0.25, textTransform: 'none' }}>
                {monthLabel(option)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )
      }
      chartSummary={t`Bar chart of overtime hours by department for ${monthShown}, rendered against approved. ${byDepartment}.`}
      chartHeight={height}
      chart={<OvertimeChart rows={rows} height={height} />}
      table={
        <FigureTable
          label={t`Overtime by department and month`}
          rowKey={(row) => `${row.month} ${row.department}`}
          rows={all}
          fileName={`overtime-by-department-${query.data?.to ?? ''}`}
          columns={[
            { header: t`Department`, value: (row) => row.department },
            { header: t`Month`, value: (row) => monthLabel(row.month) },
            { header: t`Rendered (h)`, value: (row) => row.rendered_hours, numeric: true },
            { header: t`Approved (h)`, value: (row) => row.approved_hours, numeric: true },
            { header: t`Not approved (h)`, value: (row) => hours(row.rendered_hours - row.approved_hours), numeric: true },
          ]}
        />
      }
      links={[
        { label: t`Payroll Hand-off`, to: '/payroll' },
        { label: i18n._(approvalListOf.overtime.label), to: approvalListOf.overtime.path },
      ]}
    />
  );
}
