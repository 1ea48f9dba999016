import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LeaveEligibility } from '@portal/contracts/admin-leave';
import type { CivilStatus } from '@portal/contracts/government-ids';
import { i18n } from '../../../lib/i18n';

// The civil statuses as a person reads them; the stored values (CIVIL_STATUSES) stay the keys and what is sent.
const civilStatusWords: Record<CivilStatus, MessageDescriptor> = {
  Single: msg`Single`,
  Married: msg`Married`,
  Widowed: msg`Widowed`,
  'Legally Separated': msg`Legally Separated`,
  Annulled: msg`Annulled`,
};

/** "Married" for Married, in the reader's language; an unknown value reads as it is. */
export function civilStatusLabel(status: string): string {
  const words = (civilStatusWords as Record<string, MessageDescriptor | undefined>)[status];
  return words ? i18n._(words) : status;
}

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
