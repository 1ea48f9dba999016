import type { RequestTypeDescriptor } from '../../approvals/request-types';
import { markDaysWorked } from './official-business.repository';

/** Official business itineraries on the approval engine. */
export const officialBusinessType: RequestTypeDescriptor = {
  name: 'official_business',
  screens: { mine: '/officialbusiness/requests', approval: '/officialbusiness/approval' },
  routeType: 'official_business',
  label: 'official business',
  labelFil: 'official business',
  table: 'official_business',
  levelColumns: ['status', 'status2', 'status3'],
  rowColumns: ['frdate', 'todate', 'noofdays', 'reason', 'status', 'status2', 'status3'],
  dateColumns: { from: 'frdate', to: 'todate' },
  countKey: 'obi_for_approval_count',
  onFinalApproval: (trx, recid) => markDaysWorked(trx, recid),
};
