import type { CutoffPay } from '@portal/contracts/payroll';
import type { PayLine } from './cutoff-pay';
import { pesoWords } from './rules/exact';
import { explained, inBoth, type Wording } from './wording';
import type { RunKey } from './payroll-run.repository';

// A change after a run is locked (a punch imported or reviewed, a rate recorded from
// an earlier date, a holiday added) is paid in a later run as a prior-period
// adjustment: that cut-off's pay computed again now, less what was paid for it (its
// locked run, and the adjustments for it in other final runs), line by line.

const PREFIX = 'prior:';

/** The lines an adjustment settles: what makes up gross pay, but the fixed allowances (pay data items, entered for the period they concern). */
const settles = (code: string) => !code.startsWith(PREFIX) && !code.startsWith('allowance_');

export const periodCodeOf = (key: RunKey) => `${key.year}-${key.month}-${key.cutoff}`;

/** "prior:2026-10-1:overtime": an adjustment for the first cut-off of October 2026, of its overtime line. */
export const adjustmentCode = (key: RunKey, code: string) => `${PREFIX}${periodCodeOf(key)}:${code}`;

/** The period and the line an adjustment line settles, or null for an ordinary line. */
export function parseAdjustmentCode(code: string): { period: string; code: string } | null {
  if (!code.startsWith(PREFIX)) return null;
  const [period, ...rest] = code.slice(PREFIX.length).split(':');
  return period && rest.length > 0 ? { period, code: rest.join(':') } : null;
}

/** A pay's gross as signed amounts by line: earnings add, attendance deductions take away. */
function grossParts(pay: CutoffPay | null): Map<string, { label: string; amount: number }> {
  const parts = new Map<string, { label: string; amount: number }>();
  if (!pay) return parts;
  for (const line of pay.earnings) if (settles(line.code)) parts.set(line.code, { label: line.label, amount: line.amount });
  for (const line of pay.attendanceDeductions) if (settles(line.code)) parts.set(line.code, { label: line.label, amount: -line.amount });
  return parts;
}

/**
 * One person's adjustment lines for one earlier cut-off: for each line of its gross,
 * the amount computed now less the amount paid (as locked, plus what other final
 * runs already adjusted). Earnings lines of this payroll, positive or negative.
 */
export function adjustmentLines(
  period: RunKey,
  periodName: Wording,
  now: CutoffPay | null,
  paid: CutoffPay | null,
  alreadyAdjusted: ReadonlyMap<string, number>,
): PayLine[] {
  const computed = grossParts(now);
  const locked = grossParts(paid);
  const lines: PayLine[] = [];
  for (const code of new Set([...computed.keys(), ...locked.keys(), ...alreadyAdjusted.keys()])) {
    const nowAmount = computed.get(code)?.amount ?? 0;
    const paidAmount = (locked.get(code)?.amount ?? 0) + (alreadyAdjusted.get(code) ?? 0);
    const difference = nowAmount - paidAmount;
    if (difference === 0) continue;
    const label = computed.get(code)?.label ?? locked.get(code)?.label ?? code;
    lines.push({
      code: adjustmentCode(period, code),
      label: `${label}, ${periodName.en} (adjustment)`,
      amount: difference,
      ...explained(inBoth('pay_line.adjustment', { label, period: periodName, now: pesoWords(nowAmount), paid: pesoWords(paidAmount) })),
    });
  }
  return lines;
}

/** Every adjustment a pay made, by the period it settles and the line: what later runs count as already paid. */
export function adjustmentsIn(pay: CutoffPay | null): { period: string; code: string; amount: number }[] {
  if (!pay) return [];
  return pay.earnings.flatMap((line) => {
    const parsed = parseAdjustmentCode(line.code);
    return parsed ? [{ ...parsed, amount: line.amount }] : [];
  });
}
