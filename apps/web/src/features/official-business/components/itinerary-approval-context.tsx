import { useLingui } from '@lingui/react/macro';
import type { TimeFormat } from '@portal/contracts/config';
import type { OfficialBusinessRow } from '@portal/contracts/official-business';
import { DayLine, DayList, RequestDaysFrame } from '../../../components/request-days';
import { formatDate } from '../../../lib/time-format';

/**
 * What an official business's approver reads before deciding: each day's punches, and
 * whether the day is already covered by approved leave or another official business.
 */
export function ItineraryApprovalContext({ row, timeFormat }: { row: OfficialBusinessRow; timeFormat: TimeFormat }) {
  const { t } = useLingui();
  const from = formatDate(row.frdate);
  const to = formatDate(row.todate);
  const dates = row.frdate === row.todate ? from : t`${from} to ${to}`;
  /** Whether a day is already taken by approved leave (named by its code) or another official business. */
  const coverage = (leave: string | null, officialBusiness: boolean) =>
    leave
      ? t`Already covered: on leave (${leave}).`
      : officialBusiness
        ? t`Already covered by an approved official business.`
        : t`Not covered by leave or another official business.`;
  return (
    <RequestDaysFrame type="official_business" recid={row.recid} heading={`${row.fullname}: ${dates}`} reason={row.reason}>
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
                  {coverage(day.charged_to, day.officialbusiness)}
                </>
              }
            />
          ))}
        </DayList>
      )}
    </RequestDaysFrame>
  );
}
