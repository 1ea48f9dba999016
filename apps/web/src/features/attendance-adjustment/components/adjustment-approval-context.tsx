import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdjustmentRow } from '@portal/contracts/attendance-adjustment';
import type { TimeFormat } from '@portal/contracts/config';
import { dayTypeOf, RequestDaysFrame, shiftOf } from '../../../components/request-days';
import { formatDate, formatTime } from '../../../lib/time-format';

type Entry = 'timein1' | 'timeout1' | 'timein2' | 'timeout2' | 'timein3' | 'timeout3' | 'timein4' | 'timeout4';
const ENTRIES: Entry[] = ['timein1', 'timeout1', 'timein2', 'timeout2', 'timein3', 'timeout3', 'timein4', 'timeout4'];

/**
 * What an attendance adjustment's approver reads before deciding: the day's punches as
 * they stand beside the ones asked for, each change marked, with the day's shift.
 */
export function AdjustmentApprovalContext({ row, timeFormat }: { row: AdjustmentRow; timeFormat: TimeFormat }) {
  const { t } = useLingui();
  const entryLabel = (entry: string) => {
    const pair = entry.slice(-1);
    return entry.startsWith('timein') ? t`In ${pair}` : t`Out ${pair}`;
  };
  return (
    <RequestDaysFrame type="attendance_adjustment" recid={row.recid} heading={`${row.fullname}: ${formatDate(row.trdate)}`} reason={row.reason}>
      {(days) => {
        const day = days[0];
        if (!day) return null;
        const rows = ENTRIES.map((entry) => ({ entry, now: day[entry], asked: row[entry] })).filter(({ now, asked }) => now || asked);
        return (
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {dayTypeOf(day)} · {shiftOf(day)}
            </Typography>
            <Table size="small" aria-label={t`Punches now and as asked`}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <Trans>Entry</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Now</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Asked for</Trans>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(({ entry, now, asked }) => {
                  const changed = (now ?? null) !== (asked ?? null);
                  return (
                    <TableRow key={entry} data-changed={changed || undefined}>
                      <TableCell>{entryLabel(entry)}</TableCell>
                      <TableCell>{formatTime(now, timeFormat) || '—'}</TableCell>
                      <TableCell sx={changed ? { fontWeight: 700 } : undefined}>
                        {formatTime(asked, timeFormat) || '—'}
                        {changed && ` ${t`(changed)`}`}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        );
      }}
    </RequestDaysFrame>
  );
}
