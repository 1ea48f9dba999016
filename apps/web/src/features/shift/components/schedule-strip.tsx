import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ShiftRecord } from '@portal/contracts/shift';
import type { TimeFormat } from '@portal/contracts/config';
import { formatDate, formatTime } from '../../../lib/time-format';

/** The days ahead as the effective schedule has them: shift and times, or a rest day. */
export function ScheduleStrip({
  records,
  loading,
  timeFormat,
}: {
  records: ShiftRecord[] | undefined;
  loading: boolean;
  timeFormat: TimeFormat;
}) {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} component="section" aria-label={t`My schedule`}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        <Trans>My schedule</Trans>
      </Typography>
      {loading ? (
        <Skeleton height={56} />
      ) : (
        // Focusable, so a keyboard can scroll the days sideways.
        <Box tabIndex={0} role="group" aria-label={t`Days of my schedule`} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
          {(records ?? []).map((day) => {
            const timeOut = formatTime(day.timeout, timeFormat);
            return (
              <Box
                key={day.trdate}
                data-testid={`schedule-${day.trdate}`}
                sx={{
                  minWidth: 96,
                  textAlign: 'center',
                  p: 1,
                  borderRadius: 1,
                  bgcolor: day.restday ? 'action.hover' : 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="caption" component="p" noWrap>
                  {formatDate(day.trdate, { compact: true })}
                </Typography>
                {day.restday ? (
                  <Chip size="small" label={t`Rest day`} variant="outlined" />
                ) : (
                  <>
                    <Chip size="small" label={day.shift ?? '—'} color={day.shift === 'NIGHT' ? 'secondary' : 'default'} />
                    <Typography variant="caption" component="p" noWrap>
                      {formatTime(day.timein, timeFormat)}
                    </Typography>
                    <Typography variant="caption" component="p" noWrap>
                      <Trans>to {timeOut}</Trans>
                    </Typography>
                  </>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
