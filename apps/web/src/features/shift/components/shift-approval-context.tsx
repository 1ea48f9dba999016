import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShiftChangeRow } from '@portal/contracts/shift';
import { dayTypeOf, RequestDaysFrame, shiftOf } from '../../../components/request-days';
import { formatDate } from '../../../lib/time-format';

/** What a shift change's approver reads before deciding: for each day, the shift now and the one asked for. */
export function ShiftApprovalContext({ row }: { row: ShiftChangeRow }) {
  const summary = (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {row.fullname}: {row.schedule}
      </Typography>
      {row.reason && (
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          Reason: {row.reason}
        </Typography>
      )}
    </>
  );
  return (
    <RequestDaysFrame type="shift" recid={row.recid} summary={summary}>
      {(days) => (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {days.map((day) => (
            <Typography component="li" variant="body2" key={day.trdate}>
              <strong>{formatDate(day.trdate)}</strong> ({dayTypeOf(day)}): {shiftOf(day)} now, {row.shiftdesc} asked
              {day.shiftdesc === row.shiftdesc && ' (no change)'}
            </Typography>
          ))}
        </Box>
      )}
    </RequestDaysFrame>
  );
}
