import type { RequestTypeDescriptor } from '../../approvals/request-types';
import { defineGroupType } from '../../approvals/request-groups';
import { recordApprovedHours } from './overtime.repository';

const timeColumn = (column: string) => [`to_char(r.${column}, 'HH24:MI')`, column] as const;
const ownColumns = ['otdate', timeColumn('frtime'), timeColumn('totime'), ['r.noofhours::float8', 'noofhours'], 'ottype', 'reason', 'stats', 'stats2', 'stats3'] as const;

/** Overtime on the approval engine: the final approval makes the hours approved OT of the date. */
export const overtimeType: RequestTypeDescriptor = {
  name: 'overtime',
  screens: { mine: '/overtime/requests', approval: '/overtimes/approval' },
  routeType: 'overtime',
  label: 'overtime request',
  labelFil: 'overtime request',
  table: 'overtimes',
  grouped: true,
  levelColumns: ['stats', 'stats2', 'stats3'],
  rowColumns: [...ownColumns, ['r.approved_hours::float8', 'approved_hours'], 'group_recid'],
  dateColumns: { from: 'otdate', to: 'otdate' },
  countKey: 'ot_for_approval_count',
  onFinalApproval: (trx, recid) => recordApprovedHours(trx, recid),
};

export const overtimeGroupType = defineGroupType(overtimeType, {
  name: 'overtime_group',
  screens: { mine: '/overtime/grouprequests', approval: '/overtimes/approval' },
  label: 'overtime request',
  labelFil: 'overtime request',
  table: 'overtime_groups',
  rowColumns: [
    ...ownColumns,
    ['(select count(*)::int from overtimes d where d.group_recid = r.recid)', 'members'],
    [
      "(select coalesce(array_agg(m.firstname || ' ' || m.lastname order by m.lastname, m.firstname), '{}') from overtimes d join employees m on m.emp_id = d.emp_id where d.group_recid = r.recid)",
      'memberNames',
    ],
  ],
  dateColumns: { from: 'otdate', to: 'otdate' },
});
