import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CivilStatus } from '@portal/contracts/government-ids';
import { i18n } from '../lib/i18n';

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
