import { sql, type Kysely } from 'kysely';
import { describeEligibility, type LeaveEligibility } from '@portal/contracts/admin-leave';
import type { GroupLeaveType } from '@portal/contracts/leave';
import type { DB } from '../../db/database';
import { forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { say } from '../../lib/messages';
import { labelOf } from '../../approvals/request-types';
import { leaveGroupType } from './leave.descriptor';
import { teamMembers } from '../../approvals/request-groups';

/**
 * Every leave type, with the chosen members of the lead's team who cannot take it
 * (Maternity Leave with a man chosen), so the group leave form says so before it is
 * filed rather than the server refusing after.
 */
/** Who may ask (the route's role, checked before its input): "Only team leads file group leaves." */
export const groupLeavesAreForLeads = () => say('group.leads_only', { label: labelOf(leaveGroupType) });

export async function listGroupLeaveTypes(db: Kysely<DB>, lead: CurrentUser, empids: readonly string[]): Promise<GroupLeaveType[]> {
  if (!lead.teamlead) throw forbidden(groupLeavesAreForLeads());
  const members = await teamMembers(db, lead, empids);
  const { rows } = await sql<{ payitem: string; leave_desc: string; not_for: { empid: string; fullname: string }[] } & LeaveEligibility>`
    select t.payitem, t.leave_desc, t.eligible_gender, t.eligible_civil_status, t.solo_parent_only,
      coalesce(json_agg(json_build_object('empid', p.emp_id, 'fullname', p.firstname || ' ' || p.lastname) order by p.lastname, p.firstname)
        filter (where not leave_type_eligible(t, p)), '[]') as not_for
    from leave_types t cross join employees p
    where p.emp_id = any(${members.map((member) => member.empid)}::text[])
    group by t.payitem
    order by t.sort_order, t.payitem
  `.execute(db);
  return rows.map(({ payitem, leave_desc, not_for, ...rule }) => {
    const forWhom = describeEligibility(rule);
    return { payitem, leave_desc, for_whom: forWhom === 'everyone' ? null : forWhom, not_for };
  });
}
