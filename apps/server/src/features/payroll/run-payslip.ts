import type { DeductionKey, EarningKey } from '@portal/contracts/payslip-lines';
import type { CutoffPay } from '@portal/contracts/payroll';
import { parseAdjustmentCode } from './prior-period';

/** A released run's pay as the payslip's fixed lines, in centavos. */
export type PayslipAmounts = Record<EarningKey | DeductionKey | 'gross' | 'total_deductions' | 'net_pay', number>;

/** Work on a holiday (its premiums) is holiday pay on the payslip; on a rest day, overtime. */
const HOLIDAY_WORK = /^(special_holiday|regular_holiday)/;

function earningKeyOf(code: string): EarningKey {
  // A prior-period adjustment of an earnings line goes where that line goes.
  const adjusted = parseAdjustmentCode(code);
  if (adjusted) return earningKeyOf(adjusted.code);
  if (code === 'basic' || code === 'holiday_pay' || code === 'thirteenth_month') return code;
  if (code.startsWith('allowance_')) return 'allowances';
  if (code.includes('night')) return 'night_differential';
  if (HOLIDAY_WORK.test(code)) return 'holiday_pay';
  return 'overtime';
}

/**
 * Folds a run's lines into the payslip's fixed lines (the screens, the printable payslip
 * and the import share them): absences and leave without pay reduce the basic pay
 * earned, tardiness and undertime are deducted, both SSS lines (regular and MPF) are
 * SSS, loans and other deductions are Loans. The net pay is the run's, to the centavo.
 */
export function payslipAmountsOf(pay: CutoffPay): PayslipAmounts {
  const amounts: PayslipAmounts = {
    basic: 0,
    overtime: 0,
    night_differential: 0,
    holiday_pay: 0,
    allowances: 0,
    thirteenth_month: 0,
    tardiness_undertime: 0,
    sss: 0,
    philhealth: 0,
    pagibig: 0,
    withholding_tax: pay.tax.amount,
    loans: 0,
    gross: 0,
    total_deductions: 0,
    net_pay: 0,
  };
  for (const line of pay.earnings) {
    // An adjustment of an attendance deduction (earnings here, so a smaller deduction
    // is a positive line) goes back where the deduction went: basic pay, or tardiness.
    const adjusted = parseAdjustmentCode(line.code)?.code;
    if (adjusted === 'tardiness' || adjusted === 'undertime') amounts.tardiness_undertime -= line.amount;
    else if (adjusted === 'absences' || adjusted === 'leave_without_pay') amounts.basic += line.amount;
    else amounts[earningKeyOf(line.code)] += line.amount;
  }
  for (const line of pay.attendanceDeductions) {
    if (line.code === 'tardiness' || line.code === 'undertime') amounts.tardiness_undertime += line.amount;
    else amounts.basic -= line.amount;
  }
  for (const line of pay.contributions) {
    if (line.code === 'sss' || line.code === 'sss_mpf') amounts.sss += line.amount;
    else if (line.code === 'philhealth' || line.code === 'pagibig') amounts[line.code] += line.amount;
  }
  for (const line of pay.otherDeductions) amounts.loans += line.amount;
  amounts.gross = amounts.basic + amounts.overtime + amounts.night_differential + amounts.holiday_pay + amounts.allowances + amounts.thirteenth_month;
  amounts.total_deductions = amounts.tardiness_undertime + amounts.sss + amounts.philhealth + amounts.pagibig + amounts.withholding_tax + amounts.loans;
  amounts.net_pay = amounts.gross - amounts.total_deductions;
  // A line the fold missed would pay a different amount than the run shows: never publish that.
  if (amounts.net_pay !== pay.net) throw new Error(`payslip net ${amounts.net_pay} differs from the run's ${pay.net}`);
  return amounts;
}
