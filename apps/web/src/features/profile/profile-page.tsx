import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/page-header';
import { usePreferences } from '../../lib/preferences';
import { formatDate, formatTime } from '../../lib/time-format';
import { useMyLeaveBalances, useProfile } from './api/profile';
import { ProfileSection, Term } from '../../components/profile-section';
import { AccessLogSection } from './components/access-log-section';
import { MyDataSection } from './components/my-data-section';
import { SessionsSection } from './components/sessions-section';

/**
 * Everything about me in one place: my employee information, my next two weeks,
 * my leave balances, who approves each kind of my requests today, where I am
 * logged in, and who saw my data. How I sign in (the second factor) is its own
 * feature's section, composed in by the router.
 */
export function ProfilePage({ securitySection }: { securitySection?: ReactNode }) {
  const profile = useProfile();
  const balances = useMyLeaveBalances();
  const { timeFormat } = usePreferences();
  const data = profile.data;
  return (
    <Box>
      <PageHeader
        title="My Profile"
        onRefresh={() => void Promise.all([profile.refetch(), balances.refetch()])}
        refreshing={profile.isFetching}
      />
      {profile.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          Your profile could not be loaded. Try Refresh.
        </Typography>
      )}
      {!data ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading your profile" />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <ProfileSection title="My information">
            <Term label="Name" value={data.me.name} />
            <Term label="Employee No." value={data.me.emp_id} />
            <Term label="Position" value={data.me.designation} />
            <Term label="Department" value={data.me.department} />
            <Term label="Team lead" value={data.me.team_lead} />
            <Term label="Office" value={data.me.office} />
            <Term label="Status" value={data.me.employment_status} />
            <Term label="Hired" value={formatDate(data.me.hire_date)} />
            <Term label="E-mail" value={data.me.email} />
            <Term label="Usual shift" value={data.me.default_shift} />
          </ProfileSection>
          <ProfileSection title="My next two weeks">
            <Table size="small" aria-label="My schedule for the next two weeks">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Shift</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.schedule.map((day) => (
                  <TableRow key={day.date} sx={day.rest_day || day.holiday ? { bgcolor: 'action.hover' } : undefined}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(day.date)}</TableCell>
                    <TableCell>
                      {day.rest_day
                        ? 'Rest day'
                        : day.shift
                          ? `${day.shift}, ${formatTime(day.timein, timeFormat)} to ${formatTime(day.timeout, timeFormat)}`
                          : 'No shift'}
                      {day.holiday && ` · ${day.holiday}`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ProfileSection>
          <ProfileSection title="My leave balances">
            {balances.isLoading ? (
              <Skeleton variant="rounded" height={120} aria-label="Loading your leave balances" />
            ) : (balances.data ?? []).length === 0 ? (
              <Typography variant="body2">No leave types are set up for you this year.</Typography>
            ) : (
              <TableContainer tabIndex={0} role="region" aria-label="My leave balances, in hours, scrolls sideways">
                {/* The balance next to the type, and narrow cells on a phone: every column fits at 390 px. */}
                <Table
                  size="small"
                  aria-label="My leave balances, in hours"
                  sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>Type</TableCell>
                      <TableCell align="right">Balance</TableCell>
                      <TableCell align="right">Pending</TableCell>
                      <TableCell align="right">Used</TableCell>
                      <TableCell align="right">Entitled</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(balances.data ?? []).map((balance) => (
                      <TableRow key={balance.payitem}>
                        <TableCell>{balance.leave_desc}</TableCell>
                        <TableCell align="right" sx={{ fontWeight: 600 }}>
                          {balance.balance}
                        </TableCell>
                        <TableCell align="right">{balance.pending}</TableCell>
                        <TableCell align="right">{balance.used}</TableCell>
                        <TableCell align="right">{balance.entitled}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </ProfileSection>
          <ProfileSection title="Who approves my requests">
            {data.approvers.map((route) => (
              <Term
                key={route.request_type}
                label={route.label}
                value={
                  route.levels.length === 0
                    ? 'No approver set up: ask HR'
                    : route.levels
                        .map(
                          (level) =>
                            `${level.level}. ${level.name}${level.stand_ins.length > 0 ? ` (today: ${level.stand_ins.join(', ')} stands in)` : ''}`,
                        )
                        .join(' · ')
                }
              />
            ))}
          </ProfileSection>
          <SessionsSection sessions={data.sessions} />
          {securitySection}
          <AccessLogSection />
          <MyDataSection empId={data.me.emp_id} />
        </Box>
      )}
    </Box>
  );
}
