import { shownPhp } from '../../lib/money';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PayItem, PayItemKind, PayRate } from '@portal/contracts/pay-data';
import { i18n } from '../../lib/i18n';

// The kinds of pay item as a person reads them; the codes stay the keys and the values
// sent. English reads as PAY_ITEM_KIND_NAMES in the contracts does, word for word.
const KIND_NAMES: Record<PayItemKind, MessageDescriptor> = {
  allowance: msg`Allowance`,
  sss_loan: msg`SSS loan`,
  pagibig_loan: msg`Pag-IBIG loan`,
  company_loan: msg`Company loan`,
  deduction: msg`Other deduction`,
};

/** "Allowance", "SSS loan", ... in the active language; an unknown code shows as it is. */
export function payItemKindName(kind: PayItemKind): string {
  const name = KIND_NAMES[kind];
  return name ? i18n._(name) : kind;
}

/** "Php 25,000.00 a month" or "Php 610.00 a day". */
export function rateText(rate: PayRate): string {
  const amount = shownPhp(rate.rate);
  return rate.basis === 'monthly' ? t`${amount} a month` : t`${amount} a day`;
}

/** "From 2026-01-01 · recorded by Ana Cruz". */
export function recordedText(rate: PayRate): string {
  const from = rate.effective_from;
  const by = rate.recorded_by;
  return t`From ${from} · recorded by ${by}`;
}

/** "Rice allowance: Php 2,000.00 a month". */
export function itemText(item: PayItem): string {
  const label = item.label;
  const amount = shownPhp(item.monthly_amount);
  return t`${label}: ${amount} a month`;
}

/** "Allowance, not taxable · 2026-01-01 to until ended", and " · ended" once it has. */
export function itemDetail(item: PayItem, ended: boolean): string {
  const kind = payItemKindName(item.kind);
  const kindText = item.kind !== 'allowance' ? kind : item.taxable ? t`${kind}, taxable` : t`${kind}, not taxable`;
  const starts = item.starts_on;
  const ends = item.ends_on;
  const period = ends === null ? t`${starts} to until ended` : t`${starts} to ${ends}`;
  if (!ended) return `${kindText} · ${period}`;
  const endedWord = t`ended`;
  return `${kindText} · ${period} · ${endedWord}`;
}
