import { t } from '@lingui/core/macro';
import type { LeaveEligibility } from '@portal/contracts/admin-leave';
import { civilStatusLabel } from '../../../components/civil-status-words';

/**
 * Who may take the type, in words and capitalised: "Married men", "Solo parents",
 * "Everyone". In English, the contracts' describeEligibility word for word.
 */
export function describeWho(rule: LeaveEligibility): string {
  const who = whoInWords(rule);
  return who.charAt(0).toLocaleUpperCase() + who.slice(1);
}

function whoInWords(rule: LeaveEligibility): string {
  if (!rule.eligible_gender && !rule.eligible_civil_status && !rule.solo_parent_only) return t`everyone`;
  const or = t({ message: 'or', context: 'between civil statuses' });
  const statuses = rule.eligible_civil_status?.map((status) => civilStatusLabel(status).toLocaleLowerCase()).join(` ${or} `);
  const women = t({ message: 'women', context: 'who a leave type is for' });
  const men = t({ message: 'men', context: 'who a leave type is for' });
  const people = rule.solo_parent_only ? t`solo parents` : rule.eligible_gender === 'F' ? women : rule.eligible_gender === 'M' ? men : t`employees`;
  const who = statuses ? t`${statuses} ${people}` : people;
  if (!rule.solo_parent_only || !rule.eligible_gender) return who;
  const sex = rule.eligible_gender === 'F' ? women : men;
  return t`${who} (${sex})`;
}
