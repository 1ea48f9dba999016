import type { RequestTypeDescriptor } from '../../approvals/request-types';
import { defineGroupType } from '../../approvals/request-groups';
import { listWorkingDays } from '../../schedule/working-days';
import { spreadLeaveHours } from './leave-hours';
import { findLeave, markLeaveApproved } from './leave.repository';

const leaveDesc = ['(select t.leave_desc from leave_types t where t.payitem = r.payitem)', 'leave_desc'] as const;

/** Leaves on the approval engine: approval records the approved hours and marks the days. */
export const leaveType: RequestTypeDescriptor = {
  name: 'leave',
  screens: { mine: '/leaves/requests', approval: '/leaves/approval' },
  routeType: 'leave',
  label: 'leave',
  labelFil: 'leave',
  table: 'leaves',
  levelColumns: ['status', 'status2', 'status3'],
  grouped: true,
  rowColumns: ['payitem', leaveDesc, 'frdate', 'todate', ['r.noofhours::float8', 'noofhours'], ['r.noofhoursa::float8', 'noofhoursa'], 'reason', 'group_recid', 'status', 'status2', 'status3'],
  dateColumns: { from: 'frdate', to: 'todate' },
  countKey: 'leaves_for_approval_count',
  async onFinalApproval(trx, recid) {
    const leave = await findLeave(trx, recid);
    if (!leave) return;
    const working = await listWorkingDays(trx, leave.emp_id, leave.frdate, leave.todate);
    await markLeaveApproved(trx, recid, spreadLeaveHours(working.map((day) => day.date), Number(leave.noofhours)), leave);
  },
};

/** A team lead's group leave: approved as one, it approves every member's leave. */
export const leaveGroupType = defineGroupType(leaveType, {
  name: 'leave_group',
  screens: { mine: '/leaves/grouprequests', approval: '/leaves/approval' },
  label: 'leave',
  labelFil: 'leave',
  table: 'leave_groups',
  rowColumns: [
    'payitem',
    leaveDesc,
    'frdate',
    'todate',
    ['r.noofhours::float8', 'noofhours'],
    'reason',
    'status',
    'status2',
    'status3',
    ['(select count(*)::int from leaves d where d.group_recid = r.recid)', 'members'],
    [
      "(select coalesce(array_agg(m.firstname || ' ' || m.lastname order by m.lastname, m.firstname), '{}') from leaves d join employees m on m.emp_id = d.emp_id where d.group_recid = r.recid)",
      'memberNames',
    ],
  ],
  dateColumns: { from: 'frdate', to: 'todate' },
});
