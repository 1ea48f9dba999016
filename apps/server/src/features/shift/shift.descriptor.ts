import type { RequestTypeDescriptor } from '../../approvals/request-types';
import { defineGroupType } from '../../approvals/request-groups';

const shiftDesc = ['(select s.shiftdesc from shifts s where s.shift = r.shift)', 'shiftdesc'] as const;
const schedule = [
  "(select s.shift || ' - ' || s.shiftdesc || '(' || to_char(s.timein, 'HH24:MI') || ' - ' || to_char(s.timeout, 'HH24:MI') || ')' from shifts s where s.shift = r.shift)",
  'schedule',
] as const;
const ownColumns = ['frdate', 'todate', 'shift', shiftDesc, schedule, 'reason', 'stats', 'stats2', 'stats3'] as const;

/**
 * Shift changes on the approval engine. Approval writes nothing more: the
 * effective schedule reads approved changes directly, so the new shift applies to
 * those dates the moment the last level approves.
 */
export const shiftChangeType: RequestTypeDescriptor = {
  name: 'shift',
  screens: { mine: '/shift/requests', approval: '/shift/approval' },
  routeType: 'shift',
  label: 'shift change',
  labelFil: 'pagpalit ng shift',
  table: 'shift_changes',
  grouped: true,
  levelColumns: ['stats', 'stats2', 'stats3'],
  rowColumns: [...ownColumns, 'managed', 'group_recid'],
  dateColumns: { from: 'frdate', to: 'todate' },
  countKey: 'shiftchg_for_approval_count',
  async onFinalApproval() {},
};

export const shiftGroupType = defineGroupType(shiftChangeType, {
  name: 'shift_group',
  screens: { mine: '/shift/grouprequests', approval: '/shift/groupformyapproval' },
  label: 'shift change',
  labelFil: 'pagpalit ng shift',
  table: 'shift_change_groups',
  rowColumns: [
    ...ownColumns,
    ['(select count(*)::int from shift_changes d where d.group_recid = r.recid)', 'members'],
    [
      "(select coalesce(array_agg(m.firstname || ' ' || m.lastname order by m.lastname, m.firstname), '{}') from shift_changes d join employees m on m.emp_id = d.emp_id where d.group_recid = r.recid)",
      'memberNames',
    ],
  ],
  dateColumns: { from: 'frdate', to: 'todate' },
});
