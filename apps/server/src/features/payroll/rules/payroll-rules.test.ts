import { describe, expect, it } from 'vitest';
import { exact, pesoText, toCentavos } from './exact';
import { pagIbigContribution } from './pagibig';
import { philHealthContribution } from './philhealth';
import { premiumLine, premiumMultipliers, type PremiumDayType } from './premiums';
import { hourlyRateOf } from './rates';
import { monthlySalaryCredit, sssContribution } from './sss';
import { benefitExemption, thirteenthMonthPay } from './thirteenth-month';
import { taxablePay, withholdingTax, type PayPeriod } from './withholding-tax';

// Each rule at its edges, with the figures written out as the rules file gives them
// (ph-payroll-rules.md), never derived from the code under test.

const centavos = (pesos: string) => toCentavos(exact(pesos));

describe('money lines', () => {
  it('round half-up to the centavo from the exact value', () => {
    expect(toCentavos(exact('937.425'))).toBe(93_743);
    expect(toCentavos(exact('937.42499'))).toBe(93_742);
    expect(toCentavos(exact('-937.425'))).toBe(-93_743);
    // 25,000 a month on 261 days: the hourly rate has no finite decimal.
    expect(toCentavos(exact(25_000).mul(12).div(261).div(8).mul(8))).toBe(114_943);
    expect(pesoText(-50)).toBe('-0.50');
    expect(pesoText(123_456_789)).toBe('1234567.89');
  });
});

// The SSS schedule of Circular 2024-006 as the rules file prints it: the lowest
// compensation of each bracket, its MSC, the employee's and the employer's share (EC in).
const SSS_SCHEDULE: [string, number, number, number][] = [
  ['5249.99', 5000, 250, 510],
  ['5250.00', 5500, 275, 560],
  ['5750.00', 6000, 300, 610],
  ['6250.00', 6500, 325, 660],
  ['6750.00', 7000, 350, 710],
  ['7250.00', 7500, 375, 760],
  ['7750.00', 8000, 400, 810],
  ['8250.00', 8500, 425, 860],
  ['8750.00', 9000, 450, 910],
  ['9250.00', 9500, 475, 960],
  ['9750.00', 10000, 500, 1010],
  ['10250.00', 10500, 525, 1060],
  ['10750.00', 11000, 550, 1110],
  ['11250.00', 11500, 575, 1160],
  ['11750.00', 12000, 600, 1210],
  ['12250.00', 12500, 625, 1260],
  ['12750.00', 13000, 650, 1310],
  ['13250.00', 13500, 675, 1360],
  ['13750.00', 14000, 700, 1410],
  ['14250.00', 14500, 725, 1460],
  ['14750.00', 15000, 750, 1530],
  ['15250.00', 15500, 775, 1580],
  ['15750.00', 16000, 800, 1630],
  ['16250.00', 16500, 825, 1680],
  ['16750.00', 17000, 850, 1730],
  ['17250.00', 17500, 875, 1780],
  ['17750.00', 18000, 900, 1830],
  ['18250.00', 18500, 925, 1880],
  ['18750.00', 19000, 950, 1930],
  ['19250.00', 19500, 975, 1980],
  ['19750.00', 20000, 1000, 2030],
  ['20250.00', 20500, 1025, 2080],
  ['20750.00', 21000, 1050, 2130],
  ['21250.00', 21500, 1075, 2180],
  ['21750.00', 22000, 1100, 2230],
  ['22250.00', 22500, 1125, 2280],
  ['22750.00', 23000, 1150, 2330],
  ['23250.00', 23500, 1175, 2380],
  ['23750.00', 24000, 1200, 2430],
  ['24250.00', 24500, 1225, 2480],
  ['24750.00', 25000, 1250, 2530],
  ['25250.00', 25500, 1275, 2580],
  ['25750.00', 26000, 1300, 2630],
  ['26250.00', 26500, 1325, 2680],
  ['26750.00', 27000, 1350, 2730],
  ['27250.00', 27500, 1375, 2780],
  ['27750.00', 28000, 1400, 2830],
  ['28250.00', 28500, 1425, 2880],
  ['28750.00', 29000, 1450, 2930],
  ['29250.00', 29500, 1475, 2980],
  ['29750.00', 30000, 1500, 3030],
  ['30250.00', 30500, 1525, 3080],
  ['30750.00', 31000, 1550, 3130],
  ['31250.00', 31500, 1575, 3180],
  ['31750.00', 32000, 1600, 3230],
  ['32250.00', 32500, 1625, 3280],
  ['32750.00', 33000, 1650, 3330],
  ['33250.00', 33500, 1675, 3380],
  ['33750.00', 34000, 1700, 3430],
  ['34250.00', 34500, 1725, 3480],
  ['34750.00', 35000, 1750, 3530],
];

describe('SSS', () => {
  it.each(SSS_SCHEDULE)('compensation %s: MSC %i, employee %i, employer %i', (compensation, msc, employee, employer) => {
    const contribution = sssContribution(centavos(compensation));
    expect(contribution.msc).toBe(msc);
    expect(contribution.employee.total).toBe(employee * 100);
    expect(contribution.employer.total).toBe(employer * 100);
  });

  it('changes bracket at MSC + 250: 249.99 above stays, 250.00 above moves up', () => {
    expect(monthlySalaryCredit(centavos('5249.99'))).toBe(5_000);
    expect(monthlySalaryCredit(centavos('5749.99'))).toBe(5_500);
    expect(monthlySalaryCredit(centavos('20249.99'))).toBe(20_000);
    expect(monthlySalaryCredit(centavos('20250.00'))).toBe(20_500);
    expect(monthlySalaryCredit(centavos('34749.99'))).toBe(34_500);
    expect(monthlySalaryCredit(0)).toBe(5_000);
  });

  it('stops at 35,000 however high the compensation', () => {
    const contribution = sssContribution(centavos('250000.00'));
    expect(contribution.msc).toBe(35_000);
    expect(contribution.employee).toEqual({ regular: 100_000, mpf: 75_000, total: 175_000 });
    expect(contribution.employer).toEqual({ regular: 200_000, mpf: 150_000, ec: 3_000, total: 353_000 });
  });

  it('splits regular SS and the MPF at an MSC of 20,000', () => {
    expect(sssContribution(centavos('19750.00'))).toMatchObject({ regularMsc: 20_000, mpfMsc: 0, employee: { regular: 100_000, mpf: 0 } });
    expect(sssContribution(centavos('20250.00'))).toMatchObject({
      regularMsc: 20_000,
      mpfMsc: 500,
      employee: { regular: 100_000, mpf: 2_500 },
      employer: { regular: 200_000, mpf: 5_000, ec: 3_000 },
    });
  });

  it('charges the employer an EC of 10 below an MSC of 15,000 and 30 from it', () => {
    expect(sssContribution(centavos('14749.99')).employer.ec).toBe(1_000);
    expect(sssContribution(centavos('14750.00')).employer.ec).toBe(3_000);
  });
});

describe('PhilHealth', () => {
  it.each([
    ['8000.00', '10000.00', '250.00'],
    ['10000.00', '10000.00', '250.00'],
    ['25000.00', '25000.00', '625.00'],
    ['25000.10', '25000.10', '625.00'],
    ['25000.20', '25000.20', '625.01'],
    ['100000.00', '100000.00', '2500.00'],
    ['180000.00', '100000.00', '2500.00'],
  ])('monthly basic %s: premium on %s, %s each', (basic, base, share) => {
    const contribution = philHealthContribution(centavos(basic));
    expect(contribution.baseCentavos).toBe(centavos(base));
    expect(contribution.employee).toBe(centavos(share));
    expect(contribution.employer).toBe(centavos(share));
  });
});

describe('Pag-IBIG', () => {
  it.each([
    ['1000.00', '10.00', '20.00'],
    ['1500.00', '15.00', '30.00'],
    ['1500.01', '30.00', '30.00'],
    ['5000.00', '100.00', '100.00'],
    ['10000.00', '200.00', '200.00'],
    ['45000.00', '200.00', '200.00'],
  ])('fund salary %s: employee %s, employer %s', (salary, employee, employer) => {
    const contribution = pagIbigContribution(centavos(salary));
    expect(contribution.employee).toBe(centavos(employee));
    expect(contribution.employer).toBe(centavos(employer));
  });
});

describe('withholding tax', () => {
  it.each<[PayPeriod, string, string]>([
    ['semi-monthly', '10416.99', '0.00'],
    ['semi-monthly', '10417.00', '0.00'],
    ['semi-monthly', '10417.01', '0.00'],
    ['semi-monthly', '16666.50', '937.43'],
    ['semi-monthly', '16667.00', '937.50'],
    ['semi-monthly', '33333.00', '4270.70'],
    ['semi-monthly', '83333.00', '16770.70'],
    ['semi-monthly', '333333.00', '91770.70'],
    ['semi-monthly', '400000.00', '115104.15'],
    ['monthly', '20833.00', '0.00'],
    ['monthly', '25000.00', '625.05'],
    ['monthly', '33333.00', '1875.00'],
    ['monthly', '66667.00', '8541.80'],
    ['monthly', '166667.00', '33541.80'],
    ['monthly', '666667.00', '183541.80'],
    ['daily', '685.00', '0.00'],
    ['daily', '1000.00', '47.25'],
    ['daily', '1096.00', '61.65'],
    ['daily', '2192.00', '280.85'],
    ['daily', '5479.00', '1102.60'],
    ['daily', '21918.00', '6034.30'],
    ['weekly', '4808.00', '0.00'],
    ['weekly', '7692.00', '432.60'],
    ['weekly', '15385.00', '1971.20'],
    ['weekly', '38462.00', '7740.45'],
    ['weekly', '153846.00', '42355.65'],
    // The year's income tax on compensation (the 2316's tax due), at each bound and between.
    ['annual', '250000.00', '0.00'],
    ['annual', '250000.01', '0.00'],
    ['annual', '300000.00', '7500.00'],
    ['annual', '400000.00', '22500.00'],
    ['annual', '400000.01', '22500.00'],
    ['annual', '800000.00', '102500.00'],
    ['annual', '2000000.00', '402500.00'],
    ['annual', '8000000.00', '2202500.00'],
    ['annual', '9000000.00', '2552500.00'],
  ])('%s, taxable %s: %s', (period, taxable, tax) => {
    expect(withholdingTax(centavos(taxable), period).tax).toBe(centavos(tax));
  });

  it('withholds nothing from no taxable pay', () => {
    expect(withholdingTax(0, 'monthly').tax).toBe(0);
    expect(withholdingTax(-500, 'monthly').tax).toBe(0);
  });

  it('taxes pay less the mandatory contributions; a minimum wage earner only on other taxable pay', () => {
    expect(taxablePay({ grossCentavos: centavos('20000.00'), mandatoryContributionsCentavos: centavos('1625.00'), minimumWageEarner: false })).toBe(centavos('18375.00'));
    expect(taxablePay({ grossCentavos: centavos('9000.00'), mandatoryContributionsCentavos: centavos('800.00'), minimumWageEarner: true })).toBe(0);
    expect(taxablePay({ grossCentavos: centavos('9000.00'), mandatoryContributionsCentavos: centavos('800.00'), minimumWageEarner: true, otherTaxableCentavos: centavos('1500.00') })).toBe(
      centavos('1500.00'),
    );
  });
});

describe('premiums', () => {
  // Percent of the hourly rate: first 8 for daily-paid, first 8 for monthly-paid on
  // 261 or 313, on 365, beyond 8, night on the first 8, night beyond 8.
  const TABLE: [PremiumDayType, string, string, string, string, string, string][] = [
    ['REG', '0', '0', '0', '125', '10', '12.5'],
    ['RD', '130', '130', '30', '169', '13', '16.9'],
    ['SH', '130', '30', '30', '169', '13', '16.9'],
    ['SHRD', '150', '150', '50', '195', '15', '19.5'],
    ['LH', '200', '100', '100', '260', '20', '26'],
    ['LHRD', '260', '260', '160', '338', '26', '33.8'],
  ];
  it.each(TABLE)('%s: daily-paid %s%%, monthly-paid %s%% (261/313) or %s%% (365), beyond 8 %s%%, night %s%% / %s%%', (dayType, daily, monthly, monthly365, beyond8, night, nightBeyond8) => {
    const percent = (value: string) => exact(value).div(100);
    expect(premiumMultipliers(dayType, 'daily', 261).first8.equals(percent(daily))).toBe(true);
    for (const factor of [261, 313] as const) expect(premiumMultipliers(dayType, 'monthly', factor).first8.equals(percent(monthly))).toBe(true);
    const monthlyOn365 = premiumMultipliers(dayType, 'monthly', 365);
    expect(monthlyOn365.first8.equals(percent(monthly365))).toBe(true);
    for (const multipliers of [monthlyOn365, premiumMultipliers(dayType, 'daily', 313)]) {
      expect(multipliers.beyond8.equals(percent(beyond8))).toBe(true);
      expect(multipliers.nightFirst8.equals(percent(night))).toBe(true);
      expect(multipliers.nightBeyond8.equals(percent(nightBeyond8))).toBe(true);
    }
  });

  it('makes each line hours × hourly rate × multiplier, rounded once', () => {
    const monthly = hourlyRateOf({ basis: 'monthly', monthlyRate: '25000.00' }, 261);
    expect(premiumLine(8, monthly, premiumMultipliers('RD', 'monthly', 261).first8).amount).toBe(centavos('1494.25'));
    expect(premiumLine(8, monthly, premiumMultipliers('LH', 'monthly', 261).first8).amount).toBe(centavos('1149.43'));
    const daily = hourlyRateOf({ basis: 'daily', dailyRate: '695.00' }, 261);
    expect(premiumLine(8, daily, premiumMultipliers('RD', 'daily', 261).first8).amount).toBe(centavos('903.50'));
    expect(premiumLine(2, daily, premiumMultipliers('REG', 'daily', 261).beyond8).amount).toBe(centavos('217.19'));
    expect(premiumLine(3, daily, premiumMultipliers('REG', 'daily', 261).nightFirst8).amount).toBe(centavos('26.06'));
    expect(premiumLine(1, daily, premiumMultipliers('LHRD', 'daily', 261).nightBeyond8).amount).toBe(centavos('29.36'));
    expect(premiumLine('1.5', daily, premiumMultipliers('SH', 'daily', 261).beyond8).amount).toBe(centavos('220.23'));
  });
});

describe('13th-month pay', () => {
  it('is the basic salary earned in the year ÷ 12: a July hire counts what he earned', () => {
    expect(thirteenthMonthPay(centavos('120000.00')).amount).toBe(centavos('10000.00'));
    expect(thirteenthMonthPay(centavos('119876.54')).amount).toBe(centavos('9989.71'));
  });

  it('is exempt up to 90,000 together with the year’s other benefits', () => {
    expect(benefitExemption(centavos('95000.00'), 0)).toEqual({ exempt: centavos('90000.00'), taxable: centavos('5000.00') });
    expect(benefitExemption(centavos('80000.00'), centavos('20000.00'))).toEqual({ exempt: centavos('70000.00'), taxable: centavos('10000.00') });
    expect(benefitExemption(centavos('30000.00'), centavos('95000.00'))).toEqual({ exempt: 0, taxable: centavos('30000.00') });
  });
});
