import { sql, type Kysely } from 'kysely';
import type { LeaveApprovalContext, TeamAbsence } from '@portal/contracts/leave';
import type { DB } from '../../db/database';
import { forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { say } from '../../lib/messages';
import { labelOf } from '../../approvals/request-types';
import { leaveType } from './leave.descriptor';
import { isRoutedTo } from '../../approvals/routed-to';
import * as leaves from './leave.repository';

/** Others with the requester's team lead (and the lead), on a pending or approved leave sharing a day with it. */
function listTeamAbsences(db: Kysely<DB>, leave: { recid: number; emp_id: string; frdate: string; todate: string }): Promise<TeamAbsence[]> {
  return db
    .selectFrom('leaves as l')
    .innerJoin('employees as e', 'e.emp_id', 'l.emp_id')
    .innerJoin('leave_types as t', 't.payitem', 'l.payitem')
    .innerJoin('employees as requester', (join) => join.on('requester.emp_id', '=', leave.emp_id))
    .select(['l.recid', sql<string>`e.firstname || ' ' || e.lastname`.as('fullname'), 't.leave_desc', sql<string>`l.frdate::text`.as('frdate'), sql<string>`l.todate::text`.as('todate'), 'l.overall_status'])
    .where('l.emp_id', '!=', leave.emp_id)
    .where('l.overall_status', 'in', ['', 'B', 'A'])
    .where('l.frdate', '<=', leave.todate)
    .where('l.todate', '>=', leave.frdate)
    .where((eb) => eb.or([eb('e.team_lead', '=', eb.ref('requester.team_lead')), eb('e.emp_id', '=', eb.ref('requester.team_lead'))]))
    .orderBy('l.frdate')
    .orderBy('l.recid')
    .limit(50)
    .execute() as Promise<TeamAbsence[]>;
}

/** The balance the leave draws on (in the year it starts) and who else in the team is away on its days. */
export async function readLeaveApprovalContext(db: Kysely<DB>, user: CurrentUser, recid: number): Promise<LeaveApprovalContext> {
  const leave = await leaves.findLeave(db, recid);
  const label = labelOf(leaveType);
  if (!leave) throw notFound(say('approval.no_such_request', { label, ref: `#${recid}` }));
  if (!(await isRoutedTo(db, leave, user.empId))) throw forbidden(say('approval.not_routed', { Label: { en: 'Leave', fil: 'Leave' }, ref: `#${recid}` }));
  const frdate = String(leave.frdate);
  const todate = String(leave.todate);
  const balances = await leaves.readBalances(db, leave.emp_id, Number(frdate.slice(0, 4)));
  const away = await listTeamAbsences(db, { recid, emp_id: leave.emp_id, frdate, todate });
  return { recid, balance: balances.find((row) => row.payitem === leave.payitem) ?? null, away };
}
