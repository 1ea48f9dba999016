import { Trans } from '@lingui/react/macro';
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
          {days.map((day) => {
            const date = formatDate(day.trdate);
            const dayType = dayTypeOf(day);
            const current = shiftOf(day);
            const wanted = row.shiftdesc;
            return (
              <Typography component="li" variant="body2" key={day.trdate}>
                <Trans>
                  <strong>{date}</strong> ({dayType}): {current} now, {wanted} asked
                </Trans>
                {day.shiftdesc === row.shiftdesc && (
                  <>
                    {' '}
                    <Trans>(no change)</Trans>
                  </>
                )}
              </Typography>
            );
          })}
        </DayList>
      )}
    </RequestDaysFrame>
  );
}
