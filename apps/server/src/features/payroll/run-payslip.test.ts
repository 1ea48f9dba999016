import { describe, expect, it } from 'vitest';
import type { CutoffPay, PayLine } from '@portal/contracts/payroll';
import { payslipAmountsOf } from './run-payslip';

const line = (code: string, amount: number): PayLine => ({ code, label: code, amount, explanation: '' });

function payOf(parts: Omit<CutoffPay, 'basicEarned' | 'gross' | 'taxable' | 'net'>): CutoffPay {
  const sum = (lines: PayLine[]) => lines.reduce((total, item) => total + item.amount, 0);
  const gross = sum(parts.earnings) - sum(parts.attendanceDeductions);
  const net = gross - sum(parts.contributions) - parts.tax.amount - sum(parts.otherDeductions);
  return { ...parts, basicEarned: 0, gross, taxable: 0, net };
}

describe("a run's pay on the payslip's lines", () => {
  it('folds every line into its payslip line, and pays the same net to the centavo', () => {
    const pay = payOf({
      earnings: [
        line('basic', 1_500_000),
        line('holiday_pay', 100_000),
        line('night_differential', 1_111),
        line('overtime', 20_000),
        line('overtime_night', 333),
        line('rest_day_first8', 30_000),
        line('regular_holiday_first8', 40_000),
        line('special_holiday_rest_day_night', 555),
        line('allowance_1', 100_000),
        line('allowance_2', 50_001),
        line('thirteenth_month', 1_250_000),
      ],
      attendanceDeductions: [line('absences', 69_000), line('leave_without_pay', 8_625), line('tardiness', 1_437), line('undertime', 2_875)],
      contributions: [line('sss', 67_500), line('sss_mpf', 25_000), line('philhealth', 37_500), line('pagibig', 20_000)],
      employerContributions: [line('sss_employer', 135_000)],
      tax: line('withholding_tax', 54_321),
      otherDeductions: [line('deduction_1', 50_000), line('deduction_2', 12_345)],
    });
    expect(payslipAmountsOf(pay)).toEqual({
      basic: 1_500_000 - 69_000 - 8_625,
      overtime: 20_000 + 30_000,
      night_differential: 1_111 + 333 + 555,
      holiday_pay: 100_000 + 40_000,
      allowances: 150_001,
      thirteenth_month: 1_250_000,
      tardiness_undertime: 1_437 + 2_875,
      sss: 92_500,
      philhealth: 37_500,
      pagibig: 20_000,
      withholding_tax: 54_321,
      loans: 62_345,
      gross: 1_500_000 - 69_000 - 8_625 + 50_000 + 1_999 + 140_000 + 150_001 + 1_250_000,
      total_deductions: 4_312 + 92_500 + 37_500 + 20_000 + 54_321 + 62_345,
      net_pay: pay.net,
    });
  });

  it('folds a prior-period adjustment where the line it settles goes, a deduction given back as less deducted', () => {
    const pay = payOf({
      earnings: [
        line('basic', 1_500_000),
        line('prior:2026-10-1:basic', 100_000),
        line('prior:2026-10-1:overtime_night', 333),
        line('prior:2026-10-1:regular_holiday_first8', 4_000),
        line('prior:2026-10-1:absences', -6_000),
        line('prior:2026-10-2:tardiness', 1_437),
      ],
      attendanceDeductions: [line('tardiness', 2_000)],
      contributions: [],
      employerContributions: [],
      tax: line('withholding_tax', 0),
      otherDeductions: [],
    });
    expect(payslipAmountsOf(pay)).toMatchObject({
      basic: 1_500_000 + 100_000 - 6_000,
      night_differential: 333,
      holiday_pay: 4_000,
      tardiness_undertime: 2_000 - 1_437,
      net_pay: pay.net,
    });
  });

  it('refuses to publish a payslip whose net differs from the run', () => {
    const pay = payOf({ earnings: [line('basic', 1_000)], attendanceDeductions: [], contributions: [], employerContributions: [], tax: line('withholding_tax', 0), otherDeductions: [] });
    expect(() => payslipAmountsOf({ ...pay, net: 999 })).toThrow(/differs from the run's 999/);
  });
});
