import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { requestTypeLabel } from '../../components/request-type-words';
import { AccessLogSection } from './components/access-log-section';
import { LanguageSection } from './components/language-section';
import { MyDataSection } from './components/my-data-section';
import { SessionsSection } from './components/sessions-section';

/**
 * Everything about me in one place: my employee information, my next two weeks,
 * my leave balances, who approves each kind of my requests today, where I am
 * logged in, and who saw my data. How I sign in (the second factor) is its own
 * feature's section, composed in by the router.
 */
export function ProfilePage({ securitySection }: { securitySection?: ReactNode }) {
  const { t } = useLingui();
  const profile = useProfile();
  const balances = useMyLeaveBalances();
  const { timeFormat } = usePreferences();
  const data = profile.data;
  return (
    <Box>
      <PageHeader
        title={t`My Profile`}
        onRefresh={() => void Promise.all([profile.refetch(), balances.refetch()])}
        refreshing={profile.isFetching}
      />
      {profile.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          <Trans>Your profile could not be loaded. Try Refresh.</Trans>
        </Typography>
      )}
      {!data ? (
        <Skeleton variant="rounded" height={240} aria-label={t`Loading your profile`} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <ProfileSection title={t`My information`}>
            <Term label={t`Name`} value={data.me.name} />
            <Term label={t`Employee No.`} value={data.me.emp_id} />
            <Term label={t`Position`} value={data.me.designation} />
            <Term label={t`Department`} value={data.me.department} />
            <Term label={t`Team lead`} value={data.me.team_lead} />
            <Term label={t`Office`} value={data.me.office} />
            <Term label={t`Status`} value={data.me.employment_status} />
            <Term label={t`Hired`} value={formatDate(data.me.hire_date)} />
            <Term label={t`E-mail`} value={data.me.email} />
            <Term label={t`Usual shift`} value={data.me.default_shift} />
          </ProfileSection>
          <ProfileSection title={t`My next two weeks`}>
            <Table size="small" aria-label={t`My schedule for the next two weeks`}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <Trans>Date</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Shift</Trans>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.schedule.map((day) => {
                  const shift = day.shift;
                  const from = formatTime(day.timein, timeFormat);
                  const to = formatTime(day.timeout, timeFormat);
                  return (
                    <TableRow key={day.date} sx={day.rest_day || day.holiday ? { bgcolor: 'action.hover' } : undefined}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(day.date)}</TableCell>
                      <TableCell>
                        {day.rest_day ? t`Rest day` : shift ? t`${shift}, ${from} to ${to}` : t`No shift`}
                        {day.holiday && ` · ${day.holiday}`}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </ProfileSection>
          <ProfileSection title={t`My leave balances`}>
            {balances.isLoading ? (
              <Skeleton variant="rounded" height={120} aria-label={t`Loading your leave balances`} />
            ) : (balances.data ?? []).length === 0 ? (
              <Typography variant="body2">
                <Trans>No leave types are set up for you this year.</Trans>
              </Typography>
            ) : (
              <TableContainer tabIndex={0} role="region" aria-label={t`My leave balances, in hours, scrolls sideways`}>
                {/* The balance next to the type, and narrow cells on a phone: every column fits at 390 px. */}
                <Table
                  size="small"
                  aria-label={t`My leave balances, in hours`}
                  sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>
                        <Trans>Type</Trans>
                      </TableCell>
                      <TableCell align="right">
                        <Trans>Balance</Trans>
                      </TableCell>
                      <TableCell align="right">
                        <Trans>Pending</Trans>
                      </TableCell>
                      <TableCell align="right">
                        <Trans>Used</Trans>
                      </TableCell>
                      <TableCell align="right">
                        <Trans>Entitled</Trans>
                      </TableCell>
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
          <ProfileSection title={t`Who approves my requests`}>
            {data.approvers.map((route) => (
              <Term
                key={route.request_type}
                label={requestTypeLabel(route.request_type)}
                value={
                  route.levels.length === 0
                    ? t`No approver set up: ask HR`
                    : route.levels
                        .map((level) => {
                          const names = level.stand_ins.join(', ');
                          return `${level.level}. ${level.name}${level.stand_ins.length > 0 ? ` ${t`(today: ${names} stands in)`}` : ''}`;
                        })
                        .join(' · ')
                }
              />
            ))}
          </ProfileSection>
          <LanguageSection chosen={data.me.language} companyDefault={data.me.default_language} />
          <SessionsSection sessions={data.sessions} />
          {securitySection}
          <AccessLogSection />
          <MyDataSection empId={data.me.emp_id} />
        </Box>
      )}
    </Box>
  );
}
