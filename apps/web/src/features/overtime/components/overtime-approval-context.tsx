import type { TimeFormat } from '@portal/contracts/config';
import type { OvertimeRow } from '@portal/contracts/overtime';
import { DayLine, DayList, RequestDaysFrame } from '../../../components/request-days';
import { formatTime } from '../../../lib/time-format';
import { hoursAndMinutes } from './overtime-fields';

/**
 * What an overtime's approver reads before deciding: the hours filed and when, and the
 * day itself: its type (a rest day or holiday pays a premium), the shift, the punches,
 * and the hours actually worked outside the shift against those filed.
 */
export function OvertimeApprovalContext({ row, timeFormat }: { row: OvertimeRow; timeFormat: TimeFormat }) {
  return (
    <RequestDaysFrame type="overtime" recid={row.recid} heading={`${row.fullname}: ${hoursAndMinutes(row.noofhours)} filed, ${formatTime(row.frtime, timeFormat)} to ${formatTime(row.totime, timeFormat)}`} reason={row.reason}>
      {(days) => (
        <DayList>
          {days.map((day) => (
            <DayLine
              key={day.trdate}
              day={day}
              timeFormat={timeFormat}
              extra={
                <>
                  <br />
                  Worked outside the shift: {hoursAndMinutes(day.othrs)}, against {hoursAndMinutes(row.noofhours)} filed.
                  {day.othrs < row.noofhours && ' The punches show less than was filed.'}
                </>
              }
            />
          ))}
        </DayList>
      )}
    </RequestDaysFrame>
  );
}
