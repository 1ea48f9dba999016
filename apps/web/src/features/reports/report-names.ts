import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportKind } from '@portal/contracts/reports';

/** Each report as a person reads it (render with i18n._); in English the contracts' reportLabels, word for word. */
export const reportNames: Record<ReportKind, MessageDescriptor> = {
  'leave-balances': msg`Leave balances`,
  overtime: msg`Overtime`,
  tardiness: msg`Tardiness and undertime`,
  absences: msg`Absences and incomplete days`,
  requests: msg`Requests by status and age`,
};
