import Typography from '@mui/material/Typography';
import type { ShiftChangeRow } from '@portal/contracts/shift';
import { DayList, dayTypeOf, RequestDaysFrame, shiftOf } from '../../../components/request-days';
import { formatDate } from '../../../lib/time-format';

/** What a shift change's approver reads before deciding: for each day, the shift now and the one asked for. */
export function ShiftApprovalContext({ row }: { row: ShiftChangeRow }) {
  return (
    <RequestDaysFrame type="shift" recid={row.recid} heading={`${row.fullname}: ${row.schedule}`} reason={row.reason}>
      {(days) => (
        <DayList>
          {days.map((day) => (
            <Typography component="li" variant="body2" key={day.trdate}>
              <strong>{formatDate(day.trdate)}</strong> ({dayTypeOf(day)}): {shiftOf(day)} now, {row.shiftdesc} asked
              {day.shiftdesc === row.shiftdesc && ' (no change)'}
            </Typography>
          ))}
        </DayList>
      )}
    </RequestDaysFrame>
  );
}
