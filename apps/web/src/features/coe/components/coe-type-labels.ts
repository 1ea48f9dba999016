import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { findCoeType } from '@portal/contracts/coe';
import { i18n } from '../../../lib/i18n';

// The eight certificate types as a person reads them in their language. The contracts
// keep the English (the certificate itself and the server's answers use it); a type
// not listed here shows its English.
const labels: Record<number, { description: MessageDescriptor; purpose: MessageDescriptor }> = {
  1: { description: msg`Proof of employment`, purpose: msg`whatever legal purpose it may serve` },
  2: { description: msg`A4 category`, purpose: msg`A4 category application` },
  3: { description: msg`Border pass`, purpose: msg`border pass application` },
  4: { description: msg`Loan application`, purpose: msg`loan application` },
  5: { description: msg`Credit card application`, purpose: msg`credit card application` },
  6: { description: msg`Postpaid plan application`, purpose: msg`postpaid plan application` },
  7: { description: msg`Travel application without salary`, purpose: msg`travel application` },
  8: { description: msg`Travel application with salary`, purpose: msg`travel application` },
};

/** A certificate type's name, as the type list shows it. */
export function coeTypeDescription(coetype: number): string {
  const label = labels[coetype];
  return label ? i18n._(label.description) : (findCoeType(coetype)?.description ?? String(coetype));
}

/** What a type's certificate says it is for; null for a type the portal does not know. */
export function coeTypePurpose(coetype: number): string | null {
  const label = labels[coetype];
  return label ? i18n._(label.purpose) : (findCoeType(coetype)?.purpose ?? null);
}
