import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const name = row.fullname;
  const filed = hoursAndMinutes(row.noofhours);
  const from = formatTime(row.frtime, timeFormat);
  const to = formatTime(row.totime, timeFormat);
  return (
    <RequestDaysFrame type="overtime" recid={row.recid} heading={t`${name}: ${filed} filed, ${from} to ${to}`} reason={row.reason}>
      {(days) => (
        <DayList>
          {days.map((day) => {
            const worked = hoursAndMinutes(day.othrs);
            return (
              <DayLine
                key={day.trdate}
                day={day}
                timeFormat={timeFormat}
                extra={
                  <>
                    <br />
                    <Trans>
                      Worked outside the shift: {worked}, against {filed} filed.
                    </Trans>
                    {day.othrs < row.noofhours && ` ${t`The punches show less than was filed.`}`}
                  </>
                }
              />
            );
          })}
        </DayList>
      )}
    </RequestDaysFrame>
  );
}
