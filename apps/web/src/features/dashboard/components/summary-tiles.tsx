import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Dashboard, DashboardAttendance } from '@portal/contracts/dashboard';
import { i18n } from '../../../lib/i18n';
import { formatDate, shiftDate } from '../../../lib/time-format';

interface Tile {
  label: string;
  value: string;
  /** Shown in the warning colour when above zero. */
  warn?: boolean;
}

/** Monday to Sunday: the end is six days after the start. */
const isWholeWeek = (start: string, end: string) => shiftDate(start, 6) === end;

function tilesOf(dashboard: Dashboard | undefined, attendance: DashboardAttendance | undefined): Tile[] {
  // The last whole week: this week is counted only to yesterday.
  const lastWeek = attendance?.weeks.findLast((week) => isWholeWeek(week.week_start, week.week_end));
  const waitingLong = dashboard?.requests_waiting.reduce((sum, row) => sum + row.over_3_days, 0);
  const monday = lastWeek ? formatDate(lastWeek.week_start) : '';
  return [
    { label: i18n._(msg`Active employees`), value: dashboard ? String(dashboard.headcount.reduce((sum, row) => sum + row.employees, 0)) : '–' },
    {
      label: lastWeek ? i18n._(msg`Attendance, week of ${monday}`) : i18n._(msg`Attendance, last whole week`),
      value: lastWeek?.attendance_rate !== undefined && lastWeek.attendance_rate !== null ? `${lastWeek.attendance_rate}%` : '–',
    },
    { label: i18n._(msg`Requests waiting over 3 days`), value: waitingLong === undefined ? '–' : String(waitingLong), warn: (waitingLong ?? 0) > 0 },
    { label: i18n._(msg`Certificates past due`), value: dashboard ? String(dashboard.certificates.overdue) : '–', warn: (dashboard?.certificates.overdue ?? 0) > 0 },
  ];
}

/** The four numbers HR reads first, above the charts. */
export function SummaryTiles({ dashboard, attendance }: { dashboard: Dashboard | undefined; attendance: DashboardAttendance | undefined }) {
  const { t } = useLingui();
  return (
    <Box component="ul" aria-label={t`Key figures`} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {tilesOf(dashboard, attendance).map((tile) => (
        <Box component="li" key={tile.label} sx={{ minWidth: 0, p: { xs: 1, sm: 1.25 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, fontSize: { xs: '1.25rem', sm: '1.5rem' }, color: tile.warn ? 'warning.dark' : 'text.primary' }}>
            {tile.value}
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
