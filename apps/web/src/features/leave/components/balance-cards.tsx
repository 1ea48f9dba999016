import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { HOURS_PER_LEAVE_DAY, type LeaveBalance } from '@portal/contracts/leave';

/** Hours of leave as working days, one decimal at most: "1 day", "1.5 days". */
export const daysText = (hours: number) => {
  const days = hours / HOURS_PER_LEAVE_DAY;
  const shown = Number.isInteger(days) ? String(days) : days.toFixed(1);
  return plural(days, { one: `${shown} day`, other: `${shown} days` });
};

/** One card per leave type: what is left, and what is used and pending. */
export function BalanceCards({ balances, loading }: { balances: LeaveBalance[] | undefined; loading: boolean }) {
  const { t } = useLingui();
  if (loading) return <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />;
  if (!balances?.length) return null;
  return (
    // On a phone the cards scroll sideways in one row, so the requests stay near the top.
    <Box
      component="section"
      aria-label={t`Leave balances`}
      // Focusable, so a keyboard can scroll the cards sideways on a phone.
      tabIndex={0}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridAutoFlow: { xs: 'column', sm: 'row' },
        gridAutoColumns: { xs: '44%', sm: 'unset' },
        gridTemplateColumns: { sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
        overflowX: { xs: 'auto', sm: 'visible' },
        pb: { xs: 0.5, sm: 0 },
      }}
    >
      {balances.map((balance) => {
        const hours = balance.balance;
        const days = daysText(balance.balance);
        const used = balance.used;
        const pending = balance.pending;
        return (
          <Card key={balance.payitem} variant="outlined" data-testid={`balance-${balance.payitem}`}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {balance.leave_desc}
              </Typography>
              <Typography variant="h6" component="p">
                <Trans>{hours} h</Trans>
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <Trans>
                  {days} left · {used} used · {pending} pending
                </Trans>
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
