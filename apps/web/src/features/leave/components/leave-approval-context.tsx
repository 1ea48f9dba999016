import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { describeStatus } from '@portal/contracts/approvals';
import type { LeaveRow } from '@portal/contracts/leave';
import { formatDate } from '../../../lib/time-format';
import { useLeaveApprovalContext } from '../api/leave-reference';

const days = (hours: number) => `${hours / 8} day${hours === 8 ? '' : 's'}`;

function dateRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;
}

/** What a leave's approver reads before approving: the request itself, the balance it draws on, and who else is away. */
export function LeaveApprovalContext({ row }: { row: LeaveRow }) {
  const context = useLeaveApprovalContext(row.recid);
  const balance = context.data?.balance;
  return (
    <Box sx={{ mb: 2 }} data-testid="leave-approval-context">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {row.fullname}: {row.leave_desc}
      </Typography>
      <Typography variant="body2">
        {dateRange(row.frdate, row.todate)} · {row.noofhours} hours ({days(row.noofhours)})
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        Reason: {row.reason}
      </Typography>
      {context.isLoading && <CircularProgress size={20} aria-label="Loading balance and team leaves" />}
      {context.isError && <Alert severity="warning">The balance and the team's leaves could not be loaded.</Alert>}
      {context.data && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {balance
              ? `${row.leave_desc} balance: ${balance.balance} hours (${days(balance.balance)}) left after pending leaves, ${balance.used} used, ${balance.pending} pending, this one included.`
              : `${row.fullname} has no ${row.leave_desc} entitlement this year.`}
          </Typography>
          {context.data.away.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nobody else in the team is on leave on these days.
            </Typography>
          ) : (
            <>
              <Typography variant="body2">Also away in the team on these days:</Typography>
              <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
                {context.data.away.map((absence) => (
                  <Typography component="li" variant="body2" key={absence.recid}>
                    {absence.fullname}, {absence.leave_desc}, {dateRange(absence.frdate, absence.todate)} ({describeStatus(absence.overall_status)})
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
