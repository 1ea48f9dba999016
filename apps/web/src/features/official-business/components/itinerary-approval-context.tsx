import type { TimeFormat } from '@portal/contracts/config';
import type { OfficialBusinessRow } from '@portal/contracts/official-business';
import { DayLine, DayList, RequestDaysFrame } from '../../../components/request-days';
import { formatDate } from '../../../lib/time-format';

/**
 * What an official business's approver reads before deciding: each day's punches, and
 * whether the day is already covered by approved leave or another official business.
 */
export function ItineraryApprovalContext({ row, timeFormat }: { row: OfficialBusinessRow; timeFormat: TimeFormat }) {
  return (
    <RequestDaysFrame type="official_business" recid={row.recid} heading={`${row.fullname}: ${row.frdate === row.todate ? formatDate(row.frdate) : `${formatDate(row.frdate)} to ${formatDate(row.todate)}`}`} reason={row.reason}>
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
                  {day.charged_to ? `Already covered: on leave (${day.charged_to}).` : day.officialbusiness ? 'Already covered by an approved official business.' : 'Not covered by leave or another official business.'}
                </>
              }
            />
          ))}
        </DayList>
      )}
    </RequestDaysFrame>
  );
}
