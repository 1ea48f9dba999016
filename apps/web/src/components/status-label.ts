import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../lib/i18n';

// An approval status as a person reads it, in the active language: the codes ('', A, D,
// B, E) stay the keys and the values sent; only the words change. English reads as
// approvalStatusLabels in the contracts does, word for word.
const labels: Record<string, MessageDescriptor> = {
  '': msg`For Approval`,
  A: msg`Approved`,
  D: msg`Rejected`,
  B: msg`Partially Approved`,
  E: msg`Partially Rejected`,
  '*all': msg`All`,
};

/** Null shows blank; unknown codes show as they are (spec §4), as describeStatus does. */
export function statusLabel(status: string | null | undefined): string {
  if (status === null || status === undefined) return '';
  const label = labels[status];
  return label ? i18n._(label) : status;
}
