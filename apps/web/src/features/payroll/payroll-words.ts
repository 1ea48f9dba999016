import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayrollRun } from '@portal/contracts/payroll';
import { formatCentavos, formatPesoFigure } from '@portal/contracts/rules';
import { i18n } from '../../lib/i18n';

/**
 * Centavos as a person reads them, as the shared money column shows them: "Php 1,500.00"
 * in English, word for word as the spec prints it; in Filipino "₱1,500.00" (a debt "-₱25.00").
 */
export function shownPesos(centavos: number): string {
  if (i18n.locale !== 'fil') return formatCentavos(centavos);
  const figure = formatPesoFigure(Math.abs(centavos) / 100);
  return centavos < 0 ? `-₱${figure}` : `₱${figure}`;
}

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
