import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TimeFormat } from '@portal/contracts/config';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { formatDate, formatTime } from '../../../lib/time-format';
import { dayMarks } from './day-marks';

interface TimeRecordCardsProps {
  records: TimeRecord[] | undefined;
  loading: boolean;
  timeFormat: TimeFormat;
  pairs: number[];
}

/**
 * The time records on a phone: one card a day, each pair of punches on its own line,
 * so no column is cut off the side of a narrow screen.
 */
export function TimeRecordCards({ records, loading, timeFormat, pairs }: TimeRecordCardsProps) {
  const { t } = useLingui();
  if (loading) return <Skeleton variant="rounded" height={160} aria-label={t`Loading your time records`} />;
  return (
    <Box component="ul" aria-label={t`Time records`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {records?.map((record) => {
        const shown = pairs.filter((pair) => record[`timein${pair}` as keyof TimeRecord] || record[`timeout${pair}` as keyof TimeRecord]);
        return (
          <Paper component="li" key={record.trdate} variant="outlined" data-testid="time-record-row" sx={{ px: 1.5, py: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{formatDate(record.trdate)}</Typography>
            {shown.map((pair) => {
              const timeIn = formatTime(record[`timein${pair}` as keyof TimeRecord] as string | null, timeFormat) || '—';
              const timeOut = formatTime(record[`timeout${pair}` as keyof TimeRecord] as string | null, timeFormat) || '—';
              return (
                <Typography key={pair} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Trans>In {timeIn}</Trans>
                  {'  ·  '}
                  <Trans>Out {timeOut}</Trans>
                </Typography>
              );
            })}
            {shown.length === 0 && (
              <Typography color="text.secondary">
                <Trans>No punches</Trans>
              </Typography>
            )}
            {dayMarks(record).map((mark) => (
              <Typography key={mark.text} variant="caption" color={mark.warn ? 'warning.main' : 'text.secondary'} sx={{ display: 'block' }} title={mark.meaning}>
                {mark.text}
              </Typography>
            ))}
          </Paper>
        );
      })}
    </Box>
  );
}
