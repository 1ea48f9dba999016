import { getCompanyTimeZone } from '../../company/company.repository';
import type { RequestTypeDescriptor } from '../../approvals/request-types';
import { orderAdjustmentEntries } from './adjustment-entries';
import { findAdjustment, replaceDayPunches } from './attendance-adjustment.repository';

/** Attendance adjustments on the approval engine. */
export const attendanceAdjustmentType: RequestTypeDescriptor = {
  name: 'attendance_adjustment',
  screens: { mine: '/attendanceadjustment/requests', approval: '/attendanceadjustments/approval' },
  routeType: 'attendance_adjustment',
  label: 'attendance adjustment',
  labelFil: 'pag-adjust ng attendance',
  table: 'attendance_adjustments',
  levelColumns: ['stats', 'stats2', 'stats3'],
  rowColumns: [
    'trdate',
    'timein1', 'timeout1', 'timein2', 'timeout2', 'timein3', 'timeout3', 'timein4', 'timeout4',
    'reason', 'stats', 'stats2', 'stats3',
  ],
  dateColumns: { from: 'trdate', to: 'trdate' },
  countKey: 'attadj_for_approval_count',
  onBehalfSwitch: 'teamLeadFileOnBehalf',
  async onFinalApproval(trx, recid) {
    const adjustment = await findAdjustment(trx, recid);
    if (!adjustment) return;
    // Validated when filed; read back here, any later entry smaller than the one
    // before it can only be the passage past midnight the filing allowed.
    const entries = orderAdjustmentEntries(
      {
        timeIn1: adjustment.timein1, timeOut1: adjustment.timeout1,
        timeIn2: adjustment.timein2, timeOut2: adjustment.timeout2,
        timeIn3: adjustment.timein3, timeOut3: adjustment.timeout3,
        timeIn4: adjustment.timein4, timeOut4: adjustment.timeout4,
      },
      true,
    );
    await replaceDayPunches(trx, adjustment.emp_id, adjustment.trdate, recid, entries, await getCompanyTimeZone(trx));
  },
};
