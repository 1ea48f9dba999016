import { describe, expect, it } from 'vitest';
import { form2316Of, type Form2316Figures, type PaidPeriod } from './bir-2316';

const period = (parts: Partial<PaidPeriod>): PaidPeriod => ({
  basic: 0,
  overtime: 0,
  nightDifferential: 0,
  holidayPay: 0,
  allowances: 0,
  thirteenthMonth: 0,
  tardinessUndertime: 0,
  contributions: 0,
  withholdingTax: 0,
  taxable: null,
  ...parts,
});

/** The form's own sums hold: 19 = 38 + 52, 38 = 29 to 37, 52 = 39 to 51B. */
function expectItemsAddUp(figures: Form2316Figures) {
  expect(figures.item19GrossCompensation).toBe(figures.item38TotalNonTaxable + figures.item52TotalTaxable);
  expect(figures.item38TotalNonTaxable).toBe(
    figures.item29BasicMwe + figures.item30HolidayPayMwe + figures.item31OvertimeMwe + figures.item32NightDifferentialMwe + figures.item34ThirteenthMonthAndBenefits + figures.item36Contributions + figures.item37OtherNonTaxable,
  );
  expect(figures.item52TotalTaxable).toBe(
    figures.item39Basic + figures.item44OtherTaxable + figures.item48TaxableThirteenthMonth + figures.item50Overtime + figures.item51aHolidayPay + figures.item51bNightDifferential,
  );
}

describe('BIR Form 2316 figures', () => {
  it("splits a year's pay into what each payroll taxed and what it did not, by the form's items", () => {
    const figures = form2316Of(
      [
        // Paid by a run: 26,500.00 of pay, less 1,500.00 of contributions and a non-taxable rice allowance of 1,000.00.
        period({ basic: 2_500_000, overtime: 100_000, allowances: 100_000, tardinessUndertime: 50_000, contributions: 150_000, withholdingTax: 200_000, taxable: 2_400_000 }),
        // Imported: its pay less contributions is taxable.
        period({ basic: 2_500_000, nightDifferential: 20_000, holidayPay: 30_000, contributions: 150_000, withholdingTax: 210_000 }),
      ],
      false,
    );
    expect(figures).toMatchObject({
      item19GrossCompensation: 2_650_000 + 2_550_000,
      item21TaxablePresent: 2_400_000 + 2_400_000,
      item36Contributions: 300_000,
      item37OtherNonTaxable: 100_000,
      item44OtherTaxable: 0,
      item39Basic: 2_450_000 + 2_500_000 - 300_000,
      item50Overtime: 100_000,
      item51aHolidayPay: 30_000,
      item51bNightDifferential: 20_000,
      item25aWithheldPresent: 410_000,
      // 48,000.00 a year is within the first bracket of the annual table.
      item24TaxDue: 0,
    });
    expectItemsAddUp(figures);
  });

  it("shows a minimum wage earner's statutory pay and its premiums as exempt, and taxes only other pay", () => {
    const figures = form2316Of(
      [
        period({ basic: 1_668_000, overtime: 50_000, holidayPay: 69_500, nightDifferential: 7_000, allowances: 100_000, contributions: 120_000, taxable: 60_000 }),
        period({ basic: 1_668_000, contributions: 120_000 }),
      ],
      true,
    );
    expect(figures).toMatchObject({
      item29BasicMwe: 3_336_000 - 240_000,
      item30HolidayPayMwe: 69_500,
      item31OvertimeMwe: 50_000,
      item32NightDifferentialMwe: 7_000,
      item36Contributions: 240_000,
      item37OtherNonTaxable: 40_000,
      item39Basic: 0,
      item44OtherTaxable: 60_000,
      item52TotalTaxable: 60_000,
    });
    expectItemsAddUp(figures);
  });

  it('shows the 13th month up to 90,000.00 as exempt and the rest as taxable 13th month benefits', () => {
    const figures = form2316Of(
      [
        period({ basic: 10_000_000, contributions: 200_000, taxable: 9_800_000 }),
        // The December run paid 100,000.00 of 13th month, of which its taxable pay counted the 10,000.00 above the exemption.
        period({ basic: 10_000_000, thirteenthMonth: 10_000_000, contributions: 200_000, taxable: 9_800_000 + 1_000_000 }),
      ],
      false,
    );
    expect(figures).toMatchObject({
      item19GrossCompensation: 30_000_000,
      item34ThirteenthMonthAndBenefits: 9_000_000,
      item48TaxableThirteenthMonth: 1_000_000,
      item21TaxablePresent: 19_600_000 + 1_000_000,
      item44OtherTaxable: 0,
      item37OtherNonTaxable: 0,
    });
    expectItemsAddUp(figures);
  });

  it('computes the tax due on the year by the annual table', () => {
    const figures = form2316Of([period({ basic: 50_000_000, contributions: 0, taxable: 50_000_000 })], false);
    // 500,000.00: 22,500.00 + 20% of the 100,000.00 over 400,000.00.
    expect(figures.item24TaxDue).toBe(4_250_000);
  });
});
