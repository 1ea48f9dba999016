import { benefitExemption } from './rules/thirteenth-month';
import { withholdingTax } from './rules/withholding-tax';

// BIR Form 2316 (Certificate of Compensation Payment / Tax Withheld, January 2018
// version): a person's compensation and tax withheld in a year, from the payslips
// the portal holds, with the items numbered as the form numbers them.

/** One payslip's amounts in centavos, with the taxable pay of the run that paid it (null: imported, payroll's own). */
export interface PaidPeriod {
  basic: number;
  overtime: number;
  nightDifferential: number;
  holidayPay: number;
  allowances: number;
  thirteenthMonth: number;
  tardinessUndertime: number;
  contributions: number;
  withholdingTax: number;
  taxable: number | null;
}

/** The form's items, in centavos, by their numbers on the form. */
export interface Form2316Figures {
  minimumWageEarner: boolean;
  /** Part IV-A, summary. */
  item19GrossCompensation: number;
  item20NonTaxable: number;
  item21TaxablePresent: number;
  item22TaxablePrevious: number;
  item23GrossTaxable: number;
  item24TaxDue: number;
  item25aWithheldPresent: number;
  item25bWithheldPrevious: number;
  item26TotalWithheld: number;
  /** Part IV-B, non-taxable and exempt. */
  item29BasicMwe: number;
  item30HolidayPayMwe: number;
  item31OvertimeMwe: number;
  item32NightDifferentialMwe: number;
  item34ThirteenthMonthAndBenefits: number;
  item36Contributions: number;
  item37OtherNonTaxable: number;
  item38TotalNonTaxable: number;
  /** Part IV-B, taxable. */
  item39Basic: number;
  item44OtherTaxable: number;
  item48TaxableThirteenthMonth: number;
  item50Overtime: number;
  item51aHolidayPay: number;
  item51bNightDifferential: number;
  item52TotalTaxable: number;
}

const total = (periods: readonly PaidPeriod[], pick: (period: PaidPeriod) => number) => periods.reduce((sum, period) => sum + pick(period), 0);

/**
 * A period's taxable pay but its 13th month (the year's exemption settles that): the
 * run's where the portal paid it, less the part of its 13th month above the exemption
 * the run taxed; for a payslip imported from payroll's own system, its pay less the
 * contributions (a minimum wage earner's statutory pay is exempt), as the portal's
 * own run would have taken it.
 */
function taxableOf(period: PaidPeriod, minimumWageEarner: boolean): number {
  if (period.taxable !== null) return period.taxable - benefitExemption(period.thirteenthMonth, 0).taxable;
  if (minimumWageEarner) return 0;
  const pay = period.basic + period.overtime + period.nightDifferential + period.holidayPay + period.allowances - period.tardinessUndertime;
  return Math.max(0, pay - period.contributions);
}

/**
 * The form's figures for a year's payslips. Gross compensation is what the payslips
 * paid before deductions (less tardiness); its taxable part is what each payroll
 * taxed; the rest is non-taxable: the employee's contributions (item 36), a minimum
 * wage earner's statutory pay and its premiums (29 to 32), and non-taxable
 * allowances (37). On the taxable side, basic salary (39) is net of the
 * contributions, which item 36 carries; taxable allowances are "others" (44).
 */
export function form2316Of(periods: readonly PaidPeriod[], minimumWageEarner: boolean): Form2316Figures {
  const basic = total(periods, (period) => period.basic - period.tardinessUndertime);
  const overtime = total(periods, (period) => period.overtime);
  const night = total(periods, (period) => period.nightDifferential);
  const holiday = total(periods, (period) => period.holidayPay);
  const allowances = total(periods, (period) => period.allowances);
  const contributions = total(periods, (period) => period.contributions);
  // The year's 13th month: exempt up to 90,000.00 (34), the rest taxable (48).
  const thirteenth = benefitExemption(total(periods, (period) => period.thirteenthMonth), 0);
  const taxable = total(periods, (period) => taxableOf(period, minimumWageEarner)) + thirteenth.taxable;
  const gross = basic + overtime + night + holiday + allowances + thirteenth.exempt + thirteenth.taxable;
  const nonTaxable = gross - taxable;

  const mwe = minimumWageEarner
    ? { basic: basic - contributions, holiday, overtime, night }
    : { basic: 0, holiday: 0, overtime: 0, night: 0 };
  const taxed = minimumWageEarner
    ? { basic: 0, overtime: 0, holiday: 0, night: 0 }
    : { basic: basic - contributions, overtime, holiday, night };
  const otherTaxable = taxable - taxed.basic - taxed.overtime - taxed.holiday - taxed.night - thirteenth.taxable;
  const otherNonTaxable = nonTaxable - contributions - mwe.basic - mwe.holiday - mwe.overtime - mwe.night - thirteenth.exempt;
  const withheld = total(periods, (period) => period.withholdingTax);
  return {
    minimumWageEarner,
    item19GrossCompensation: gross,
    item20NonTaxable: nonTaxable,
    item21TaxablePresent: taxable,
    item22TaxablePrevious: 0,
    item23GrossTaxable: taxable,
    item24TaxDue: withholdingTax(taxable, 'annual').tax,
    item25aWithheldPresent: withheld,
    item25bWithheldPrevious: 0,
    item26TotalWithheld: withheld,
    item29BasicMwe: mwe.basic,
    item30HolidayPayMwe: mwe.holiday,
    item31OvertimeMwe: mwe.overtime,
    item32NightDifferentialMwe: mwe.night,
    item34ThirteenthMonthAndBenefits: thirteenth.exempt,
    item36Contributions: contributions,
    item37OtherNonTaxable: otherNonTaxable,
    item38TotalNonTaxable: nonTaxable,
    item39Basic: taxed.basic,
    item44OtherTaxable: otherTaxable,
    item48TaxableThirteenthMonth: thirteenth.taxable,
    item50Overtime: taxed.overtime,
    item51aHolidayPay: taxed.holiday,
    item51bNightDifferential: taxed.night,
    item52TotalTaxable: taxable,
  };
}
