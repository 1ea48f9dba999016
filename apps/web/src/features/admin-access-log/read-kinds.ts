import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccessReadKind } from '@portal/contracts/access-log';
import { i18n } from '../../lib/i18n';

// What was read, as a person reads it; the codes stay the keys the server sends.
// English reads as the codes do, word for word.
const READ_KIND_LABELS: Record<AccessReadKind, MessageDescriptor> = {
  'pay data': msg`pay data`,
  'payroll lines': msg`payroll lines`,
  'payroll run': msg`payroll run`,
  'payroll report': msg`payroll report`,
  '13th month': msg`13th month`,
  'tax certificate': msg`tax certificate`,
  'government IDs': msg`government IDs`,
  'supporting document': msg`supporting document`,
  certificate: msg`certificate`,
};

/** A kind of read in the active language; an unknown code shows as it is. */
export function readKindLabel(kind: AccessReadKind): string {
  const label = READ_KIND_LABELS[kind];
  return label ? i18n._(label) : kind;
}
