import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/page-header';
import { usePreferences } from '../../lib/preferences';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { formatDate, formatInstantTime } from '../../lib/time-format';
import { useDashboard, useDashboardAttendance } from './api/dashboard';
import { AttendanceRatePanel, LatenessPanel, OvertimePanel } from './components/attendance-panels';
import { CertificatesPanel, HeadcountPanel, LeavePanel, WaitingPanel } from './components/record-panels';
import { SummaryTiles } from './components/summary-tiles';

/**
 * HR's dashboard: headcount, attendance and lateness by week, overtime, leave, requests
 * waiting and certificates, each a chart with its numbers on a switch and links to
 * the lists behind it. The records' figures and the computed attendance load apart,
 * so the quick ones show while the attendance is computed.
 */
export function DashboardPage() {
  const [department, setDepartment] = useState('');
  const dashboard = useDashboard(department);
  const attendance = useDashboardAttendance(department);
  const { timeFormat } = usePreferences();
  const { t } = useLingui();
  const asOf = dashboard.data ? formatInstantTime(new Date(dashboard.data.as_of), getRuntimeConfig().timeZone, timeFormat) : null;
  const fetching = dashboard.isFetching || attendance.isFetching;
  const scope = department || t`All departments`;
  const today = dashboard.data ? formatDate(dashboard.data.today) : '';
  return (
    <Box>
      <PageHeader
        title={t`Dashboard`}
        onRefresh={() => void Promise.all([dashboard.refetch(), attendance.refetch()])}
        refreshing={fetching}
        actions={
          <TextField
            select
            label={t`Department`}
            size="small"
            value={department}
            onChange={(event) => setDepartment(event.target.value)}
            sx={{ minWidth: 200, maxWidth: '100%' }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <Trans>All departments</Trans>
            </MenuItem>
            {(dashboard.data?.departments ?? []).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {dashboard.data
          ? attendance.isFetching
            ? t`${scope}, ${today} as of ${asOf}. Computing attendance…`
            : t`${scope}, ${today} as of ${asOf}.`
          : t`Loading the dashboard…`}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>{fetching && <LinearProgress aria-label={t`Loading the dashboard`} />}</Box>
      <SummaryTiles dashboard={dashboard.data} attendance={attendance.data} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'stretch' }}>
        <HeadcountPanel query={dashboard} />
        <AttendanceRatePanel query={attendance} />
        <LatenessPanel query={attendance} />
        <OvertimePanel query={attendance} />
        <LeavePanel query={dashboard} />
        <WaitingPanel query={dashboard} />
        <CertificatesPanel query={dashboard} />
      </Box>
    </Box>
  );
}
