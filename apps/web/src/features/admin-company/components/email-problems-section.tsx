import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePreferences } from '../../../lib/preferences';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { formatInstantTime, formatLongDate } from '../../../lib/time-format';
import { useEmailProblems } from '../api/company-settings';

/**
 * HR's view of notification e-mail delivery: what failed for good, and what is being
 * retried after an error, with the mail server's answer. Empty is good news.
 */
export function EmailProblemsSection() {
  const { t } = useLingui();
  const problems = useEmailProblems();
  const { timeFormat } = usePreferences();
  const { timeZone } = getRuntimeConfig();
  const when = (instant: string) => `${formatLongDate(new Date(instant), timeZone)}, ${formatInstantTime(new Date(instant), timeZone, timeFormat)}`;
  return (
    <Paper variant="outlined" component="section" aria-label={t`Notification e-mail delivery`} sx={{ p: { xs: 2, sm: 2.5 }, mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          <Trans>Notification e-mail delivery</Trans>
        </Typography>
        <Button size="small" onClick={() => void problems.refetch()} loading={problems.isFetching}>
          <Trans>Check again</Trans>
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <Trans>
          E-mails that could not be sent. Retried ones go out by themselves once the mail server answers; failed ones were given up after several hours.
        </Trans>
      </Typography>
      {problems.isPending && <Skeleton variant="rounded" height={80} sx={{ mt: 1.5 }} aria-label={t`Loading e-mail delivery`} />}
      {problems.data?.length === 0 && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <Trans>Every notification e-mail has gone out.</Trans>
        </Typography>
      )}
      {problems.data && problems.data.length > 0 && (
        <List dense aria-label={t`E-mails not sent`}>
          {problems.data.map((problem) => {
            const attempts = problem.email_attempts;
            return (
              <ListItem key={problem.id} divider sx={{ display: 'block', px: 0 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" label={problem.email_state === 'failed' ? t`Failed` : t`Retrying`} color={problem.email_state === 'failed' ? 'error' : 'default'} />
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {problem.recipient_name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {problem.email ?? t`no address`}
                  </Typography>
                </Stack>
                <Typography variant="body2">{problem.title}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {when(problem.created_at)} · {plural(attempts, { one: '# attempt', other: '# attempts' })}
                  {problem.email_error ? ` · ${problem.email_error}` : ''}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
