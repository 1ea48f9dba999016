import { formatAmount } from '@portal/contracts/payslip-lines';
import { formatCentavos, formatPesoFigure, formatPhp } from '@portal/contracts/rules';
import { i18n } from './i18n';

// Amounts as a person reads them: "Php 1,500.00" in English, as the spec prints them
// everywhere; in Filipino with the peso sign, "₱1,500.00" (a debt "-₱25.00").

/** Pesos as the person reads them. */
export function shownPhp(pesos: number): string {
  if (i18n.locale !== 'fil') return formatPhp(pesos);
  const figure = formatPesoFigure(Math.abs(pesos));
  return pesos < 0 ? `-₱${figure}` : `₱${figure}`;
}

/** Centavos (as payroll keeps amounts) as the person reads them. */
export function shownPesos(centavos: number): string {
  return i18n.locale !== 'fil' ? formatCentavos(centavos) : shownPhp(centavos / 100);
}

/** A payslip's amount as the person reads it; one withheld (amounts hidden) as dots. */
export function shownAmount(amount: number | null): string {
  if (i18n.locale !== 'fil') return formatAmount(amount);
  return amount === null ? '₱•••••' : shownPhp(amount);
}
