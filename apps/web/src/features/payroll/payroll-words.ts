import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayrollRun } from '@portal/contracts/payroll';
import { i18n } from '../../lib/i18n';

// A run's status as a person reads it; the codes stay the keys and the values sent.
const RUN_STATUS_LABELS: Record<PayrollRun['status'], MessageDescriptor> = {
  draft: msg`Draft`,
  reviewed: msg`Reviewed`,
  locked: msg`Locked`,
  released: msg`Released`,
};

/** "Draft", "Reviewed", "Locked" or "Released", in the active language. */
export function runStatusLabel(status: PayrollRun['status']): string {
  const label = RUN_STATUS_LABELS[status];
  return label ? i18n._(label) : status;
}
