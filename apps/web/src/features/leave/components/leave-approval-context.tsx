import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { LeaveRow } from '@portal/contracts/leave';
import { formatDate } from '../../../lib/time-format';
import { useLeaveApprovalContext } from '../api/leave-reference';
import { statusLabel } from '../../../components/status-label';

/** Hours as working days of 8: "1 day", "0.5 days". */
const daysOf = (hours: number) => {
  const days = hours / 8;
  const shown = String(days);
  return plural(days, { one: `${shown} day`, other: `${shown} days` });
};

function dateRange(from: string, to: string): string {
  if (from === to) return formatDate(from);
  const first = formatDate(from);
  const last = formatDate(to);
  return translate`${first} to ${last}`;
}

/** What a leave's approver reads before approving: the request itself, the balance it draws on, and who else is away. */
export function LeaveApprovalContext({ row }: { row: LeaveRow }) {
  const context = useLeaveApprovalContext(row.recid);
  const { t } = useLingui();
  const balance = context.data?.balance;
  const range = dateRange(row.frdate, row.todate);
  const hours = row.noofhours;
  const requestDays = daysOf(row.noofhours);
  const reason = row.reason;
  const type = row.leave_desc;
  const name = row.fullname;
  const balanceText = (() => {
    if (!balance) return t`${name} has no ${type} entitlement this year.`;
    const left = balance.balance;
    const leftDays = daysOf(balance.balance);
    const used = balance.used;
    const pending = balance.pending;
    return t`${type} balance: ${left} hours (${leftDays}) left after pending leaves, ${used} used, ${pending} pending, this one included.`;
  })();
  return (
    <Box sx={{ mb: 2 }} data-testid="leave-approval-context">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {row.fullname}: {row.leave_desc}
      </Typography>
      <Typography variant="body2">
        <Trans>
          {range} · {hours} hours ({requestDays})
        </Trans>
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        <Trans>Reason: {reason}</Trans>
      </Typography>
      {context.isLoading && <CircularProgress size={20} aria-label={t`Loading balance and team leaves`} />}
      {context.isError && (
        <Alert severity="warning">
          <Trans>The balance and the team's leaves could not be loaded.</Trans>
        </Alert>
      )}
      {context.data && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {balanceText}
          </Typography>
          {context.data.away.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <Trans>Nobody else in the team is on leave on these days.</Trans>
            </Typography>
          ) : (
            <>
              <Typography variant="body2">
                <Trans>Also away in the team on these days:</Trans>
              </Typography>
              <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
                {context.data.away.map((absence) => (
                  <Typography component="li" variant="body2" key={absence.recid}>
                    {absence.fullname}, {absence.leave_desc}, {dateRange(absence.frdate, absence.todate)} (
                    {statusLabel(absence.overall_status)})
                  </Typography>
                ))}
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}
