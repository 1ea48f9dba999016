import { describe, expect, it } from 'vitest';
import { checkPayslipRow, type PayslipInput, type SourceRow } from './payslip-rows';

const good = {
  emp_id: '4',
  year: '2026',
  month: '11',
  period: '1',
  pay_date: '2026-11-13',
  basic: '14000.00',
  overtime: '402.30',
  allowances: '1000',
  sss: '700.00',
  philhealth: '350',
  pagibig: '100',
  withholding_tax: '365.55',
  ytd_gross: '320000.00',
  ytd_contributions: '24000.00',
  ytd_withholding_tax: '8000.00',
  ytd_net_pay: '280000.00',
};

const rowsOf = (...values: Record<string, unknown>[]): SourceRow[] => values.map((v, index) => ({ row: index + 2, values: v }));

/** Each row checked on its own, as the import does while it reads the file. */
function checkRows(rows: SourceRow[]): { payslips: PayslipInput[]; errors: string[] } {
  const payslips: PayslipInput[] = [];
  const errors: string[] = [];
  for (const row of rows) {
    const checked = checkPayslipRow(row);
    if (checked.payslip) payslips.push(checked.payslip);
    for (const error of checked.errors) errors.push(error.en);
  }
  return { payslips, errors };
}

describe('checkPayslipRow', () => {
  it('computes blank totals in centavos and pads the employee number', () => {
    const { payslips, errors } = checkRows(rowsOf(good));
    expect(errors).toEqual([]);
    expect(payslips[0]).toMatchObject({ row: 2, empId: '00000004', year: 2026, month: 11, period: 1, payDate: '2026-11-13' });
    expect(payslips[0]!.amounts).toMatchObject({ gross: 1540230, total_deductions: 151555, net_pay: 1388675, night_differential: 0, loans: 0 });
  });

  it('accepts totals that agree and JSON numbers', () => {
    const { errors } = checkRows(rowsOf({ ...good, year: 2026, month: 11, period: 1, basic: 14000, gross: '15402.30', total_deductions: '1515.55', net_pay: 13886.75 }));
    expect(errors).toEqual([]);
  });

  it('names the row and the field of every problem, with what was found', () => {
    const { payslips, errors } = checkRows(rowsOf(good, { ...good, sss: '1.250,00', month: '13', period: '3', emp_id: 'A-1' }));
    expect(payslips).toHaveLength(1);
    expect(errors).toEqual([
      'Row 3: emp_id must be an employee number of up to 8 digits (got "A-1")',
      'Row 3: month must be 1 to 12 (got "13")',
      'Row 3: period must be 1 (first cut-off) or 2 (second cut-off) (got "3")',
      'Row 3: sss must be an amount like 14,000.00 (got "1.250,00")',
    ]);
  });

  it('asks for the required columns', () => {
    const { errors } = checkRows(rowsOf({ ...good, basic: '', ytd_net_pay: undefined }));
    expect(errors).toEqual(['Row 2: basic is required', 'Row 2: ytd_net_pay is required']);
  });

  it('refuses totals that do not add up, and deductions above the gross', () => {
    expect(checkRows(rowsOf({ ...good, gross: '15000.00' })).errors).toEqual(['Row 2: gross 15000.00 is not the sum of the earnings, 15402.30']);
    expect(checkRows(rowsOf({ ...good, net_pay: '13886.70' })).errors).toEqual(['Row 2: net_pay 13886.70 is not the gross pay less the deductions, 13886.75']);
    expect(checkRows(rowsOf({ ...good, loans: '20000' })).errors).toEqual(['Row 2: the deductions (21515.55) are more than the gross pay (15402.30)']);
  });

  it('checks the pay date against the period and the calendar', () => {
    expect(checkRows(rowsOf({ ...good, pay_date: '2026-02-30' })).errors).toEqual(['Row 2: pay_date must be a date like 11/27/2026 or 2026-11-27 (got "2026-02-30")']);
    expect(checkRows(rowsOf({ ...good, pay_date: '2026-10-31' })).errors).toEqual(['Row 2: pay_date 2026-10-31 must fall in 2026-11 or the month after']);
    expect(checkRows(rowsOf({ ...good, month: '12', pay_date: '2027-01-05' })).errors).toEqual([]);
  });

  it('takes dates and amounts as a spreadsheet writes them: 11/27/2026, 14,000.00, ₱1,250', () => {
    const written = { ...good, pay_date: '11/27/2026', basic: '14,000.00', sss: '₱' + good.sss };
    const { payslips, errors } = checkRows(rowsOf(written));
    expect(errors).toEqual([]);
    expect(payslips[0]).toMatchObject({ payDate: '2026-11-27', amounts: { basic: 1_400_000, sss: 70_000 } });
  });

  it('refuses year-to-date figures below the payslip itself', () => {
    expect(checkRows(rowsOf({ ...good, ytd_gross: '100.00', ytd_withholding_tax: '0' })).errors).toEqual([
      "Row 2: ytd_gross 100.00 is less than this payslip's gross pay, 15402.30",
      "Row 2: ytd_withholding_tax 0.00 is less than this payslip's withholding tax, 365.55",
    ]);
  });
});
