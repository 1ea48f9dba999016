import { describe, expect, it } from 'vitest';
import { computeCutoffPay, shareOfMonth, type CutoffPayInput } from './cutoff-pay';

// Worked examples, each figure computed by hand from ph-payroll-rules.md.

const noAttendance: CutoffPayInput['attendance'] = {
  regularHours: 0,
  nightHours: 0,
  absences: 0,
  tardyMinutes: 0,
  undertimeMinutes: 0,
  paidLeaveHours: 0,
  unpaidLeaveHours: 0,
  ordinaryOvertime: { hours: 0, nightHours: 0 },
  byDayType: {},
  unworkedRegularHolidays: 0,
};

const amountOf = (lines: { code: string; amount: number }[], code: string) => lines.find((line) => line.code === code)?.amount;

describe('computeCutoffPay', () => {
  it('pays a monthly-paid person’s second cut-off, with the whole month’s contributions and the tax', () => {
    // 25,000 a month on 261 days: daily 1,149.4252…, hourly 143.6781…
    const pay = computeCutoffPay({
      pay: { basis: 'monthly', monthlyRate: '25000.00' },
      factor: 261,
      period: 'semi-monthly',
      deductsContributions: true,
      minimumWageEarner: false,
      attendance: {
        ...noAttendance,
        regularHours: 80,
        absences: 1,
        tardyMinutes: 30,
        ordinaryOvertime: { hours: 2, nightHours: 0 },
        byDayType: { RD: { first8: 8, beyond8: 0, nightFirst8: 0, nightBeyond8: 0 } },
      },
      allowances: [],
      deductions: [{ label: 'SSS salary loan', centavos: 150_000 }],
      earlierThisMonth: { grossCentavos: 1_250_000, basicCentavos: 1_250_000 },
    });
    expect(amountOf(pay.earnings, 'basic')).toBe(1_250_000);
    expect(amountOf(pay.attendanceDeductions, 'absences')).toBe(114_943);
    expect(amountOf(pay.attendanceDeductions, 'tardiness')).toBe(7_184);
    expect(amountOf(pay.earnings, 'overtime')).toBe(35_920);
    expect(amountOf(pay.earnings, 'rd_first8')).toBe(149_425);
    expect(pay.gross).toBe(1_313_218);
    // SSS on 13,132.18 + 12,500.00 = 25,632.18: MSC 25,500, of which 5,500 MPF.
    expect(amountOf(pay.contributions, 'sss')).toBe(100_000);
    expect(amountOf(pay.contributions, 'sss_mpf')).toBe(27_500);
    expect(amountOf(pay.employerContributions, 'sss_employer')).toBe(200_000);
    expect(amountOf(pay.employerContributions, 'sss_mpf_employer')).toBe(55_000);
    expect(amountOf(pay.employerContributions, 'sss_ec')).toBe(3_000);
    expect(amountOf(pay.contributions, 'philhealth')).toBe(62_500);
    expect(amountOf(pay.contributions, 'pagibig')).toBe(20_000);
    // 13,132.18 − 2,100.00 = 11,032.18: 15% over 10,417 = 92.277.
    expect(pay.taxable).toBe(1_103_218);
    expect(pay.tax.amount).toBe(9_228);
    expect(pay.net).toBe(1_313_218 - 210_000 - 9_228 - 150_000);
    expect(pay.basicEarned).toBe(1_250_000 - 114_943 - 7_184);
  });

  it('pays a daily-paid minimum wage earner’s first cut-off: hours, paid leave and an unworked holiday; no contribution, no tax', () => {
    const pay = computeCutoffPay({
      pay: { basis: 'daily', dailyRate: '695.00' },
      factor: 261,
      period: 'semi-monthly',
      deductsContributions: false,
      minimumWageEarner: true,
      attendance: {
        ...noAttendance,
        regularHours: 80,
        paidLeaveHours: 8,
        // Daily-paid: a tardiness is simply hours not worked, never a deduction line.
        tardyMinutes: 15,
        unworkedRegularHolidays: 1,
        ordinaryOvertime: { hours: 1.5, nightHours: 0 },
        byDayType: { LH: { first8: 8, beyond8: 0, nightFirst8: 0, nightBeyond8: 0 } },
      },
      allowances: [],
      deductions: [],
    });
    expect(amountOf(pay.earnings, 'basic')).toBe(764_500);
    expect(amountOf(pay.earnings, 'holiday_pay')).toBe(69_500);
    expect(amountOf(pay.earnings, 'overtime')).toBe(16_289);
    expect(amountOf(pay.earnings, 'lh_first8')).toBe(139_000);
    expect(pay.attendanceDeductions).toEqual([]);
    expect(pay.gross).toBe(989_289);
    expect(pay.contributions).toEqual([]);
    expect(pay.tax.amount).toBe(0);
    expect(pay.net).toBe(989_289);
  });

  it('pays night work on a holiday on a rest day beyond 8 hours at every layer of its premium', () => {
    const pay = computeCutoffPay({
      pay: { basis: 'daily', dailyRate: '800.00' },
      factor: 313,
      period: 'monthly',
      deductsContributions: false,
      minimumWageEarner: false,
      attendance: { ...noAttendance, byDayType: { LHRD: { first8: 8, beyond8: 2, nightFirst8: 3, nightBeyond8: 2 } } },
      allowances: [{ label: 'Rice allowance', monthlyCentavos: 200_000, taxable: false }],
      deductions: [],
    });
    // Hourly 100: 8 × 260% = 2,080; 2 × 338% = 676; 3 × 26% = 78; 2 × 33.8% = 67.60.
    expect(amountOf(pay.earnings, 'lhrd_first8')).toBe(208_000);
    expect(amountOf(pay.earnings, 'lhrd_beyond8')).toBe(67_600);
    expect(amountOf(pay.earnings, 'lhrd_night')).toBe(7_800);
    expect(amountOf(pay.earnings, 'lhrd_night_beyond8')).toBe(6_760);
    expect(amountOf(pay.earnings, 'allowance_1')).toBe(200_000);
    // A monthly payroll: the rice allowance is paid whole, and is not taxable.
    expect(pay.gross).toBe(490_160);
    expect(pay.taxable).toBe(290_160);
    expect(pay.tax.amount).toBe(0);
  });

  it('pays the second half of a monthly amount what the first left, so the month adds up to the centavo', () => {
    expect([shareOfMonth(100_001, 'semi-monthly', 1), shareOfMonth(100_001, 'semi-monthly', 2)]).toEqual([50_001, 50_000]);
    expect([shareOfMonth(2_500_001, 'semi-monthly', 1), shareOfMonth(2_500_001, 'semi-monthly', 2)]).toEqual([1_250_001, 1_250_000]);
    expect(shareOfMonth(100_001, 'monthly')).toBe(100_001);
    const second = computeCutoffPay({
      pay: { basis: 'monthly', monthlyRate: '25000.01' },
      factor: 261,
      period: 'semi-monthly',
      half: 2,
      deductsContributions: false,
      minimumWageEarner: false,
      attendance: noAttendance,
      allowances: [{ label: 'Rice', monthlyCentavos: 100_001, taxable: false }],
      deductions: [],
    });
    expect(second.earnings.map((line) => line.amount)).toEqual([1_250_000, 50_000]);
  });

  it('never takes more for absences than the basic pay, and says so', () => {
    // Twelve working days absent in a half month: 12 × 1,149.4253 is more than 12,500.
    const pay = computeCutoffPay({
      pay: { basis: 'monthly', monthlyRate: '25000.00' },
      factor: 261,
      period: 'semi-monthly',
      deductsContributions: false,
      minimumWageEarner: false,
      attendance: { ...noAttendance, absences: 12, tardyMinutes: 10 },
      allowances: [],
      deductions: [],
    });
    expect(pay.attendanceDeductions).toEqual([
      {
        code: 'absences',
        label: 'Absences',
        amount: 1_250_000,
        explanation: '12 day(s) × daily rate (1149.4253) = 13,793.10, held to the 12,500.00 of basic pay left',
        explanation_fil: '12 araw × daily rate (1149.4253) = 13,793.10, nilimitahan sa natitirang 12,500.00 ng basic pay',
      },
      {
        code: 'tardiness',
        label: 'Tardiness',
        amount: 0,
        explanation: '10 min × hourly rate ÷ 60 (2.3946) = 23.95, held to the 0.00 of basic pay left',
        explanation_fil: '10 minuto × hourly rate ÷ 60 (2.3946) = 23.95, nilimitahan sa natitirang 0.00 ng basic pay',
      },
    ]);
    expect(pay.gross).toBe(0);
    expect(pay.basicEarned).toBe(0);
  });

  it('gives the month’s contributions on a daily-paid person’s basic earned in both cut-offs', () => {
    const pay = computeCutoffPay({
      pay: { basis: 'daily', dailyRate: '1000.00' },
      factor: 261,
      period: 'semi-monthly',
      deductsContributions: true,
      minimumWageEarner: false,
      attendance: { ...noAttendance, regularHours: 88 },
      allowances: [],
      deductions: [],
      earlierThisMonth: { grossCentavos: 1_000_000, basicCentavos: 1_000_000 },
    });
    // Basic 11,000 now and 10,000 before: PhilHealth on 21,000, Pag-IBIG on 10,000 at most, SSS on 21,000.
    expect(pay.basicEarned).toBe(1_100_000);
    expect(amountOf(pay.contributions, 'philhealth')).toBe(52_500);
    expect(amountOf(pay.contributions, 'pagibig')).toBe(20_000);
    expect(amountOf(pay.contributions, 'sss')).toBe(100_000);
    expect(amountOf(pay.contributions, 'sss_mpf')).toBe(5_000);
  });

  describe('with contributions split between the cut-offs', () => {
    const monthly = (regularHours: number, absences = 0): CutoffPayInput => ({
      pay: { basis: 'monthly', monthlyRate: '25000.00' },
      factor: 261,
      period: 'semi-monthly',
      deductsContributions: true,
      minimumWageEarner: false,
      attendance: { ...noAttendance, regularHours, absences },
      allowances: [],
      deductions: [],
    });
    const byCode = (lines: { code: string; amount: number }[]) => Object.fromEntries(lines.map((line) => [line.code, line.amount]));
    const deducted = (pay: ReturnType<typeof computeCutoffPay>) => ({ ...byCode(pay.contributions), ...byCode(pay.employerContributions) });

    it('takes half in the first cut-off, on its pay twice, and the rest of the month in the second, to the centavo of the whole month', () => {
      const first = computeCutoffPay({ ...monthly(88), half: 1, contributionPart: 'first-half' });
      // 12,500 twice is 25,000: MSC 25,000, 20,000 regular and 5,000 MPF; each share halved.
      expect(byCode(first.contributions)).toEqual({ sss: 50_000, sss_mpf: 12_500, philhealth: 31_250, pagibig: 10_000 });
      expect(first.employerContributions.find((line) => line.code === 'sss_employer')?.explanation).toMatch(/^Half of the month's 2,000\.00/);
      const earlier = { grossCentavos: first.gross, basicCentavos: first.basicEarned, contributions: deducted(first) };
      const second = { ...monthly(80, 1), half: 2 as const, earlierThisMonth: earlier };
      const rest = computeCutoffPay({ ...second, contributionPart: 'rest' });
      const whole = computeCutoffPay({ ...second, contributionPart: 'month' });
      const month = deducted(whole);
      for (const [code, amount] of Object.entries(month)) expect(deducted(first)[code]! + (deducted(rest)[code] ?? 0), code).toBe(amount);
      expect(rest.contributions.find((line) => line.code === 'sss')?.explanation).toMatch(/^The month's 1,000\.00, on both cut-offs' pay, less 500\.00 deducted in the first cut-off/);
    });

    it("gives back in the second cut-off a share the first took that the month's pay does not reach", () => {
      // 20,400 for the first half foretells an MPF share; the person is absent the rest of the month.
      const first = computeCutoffPay({ ...monthly(88), pay: { basis: 'monthly', monthlyRate: '40800.00' }, half: 1, contributionPart: 'first-half' });
      expect(byCode(first.contributions).sss_mpf).toBeGreaterThan(0);
      const rest = computeCutoffPay({
        ...monthly(0, 11),
        pay: { basis: 'monthly', monthlyRate: '40800.00' },
        half: 2,
        contributionPart: 'rest',
        earlierThisMonth: { grossCentavos: first.gross, basicCentavos: first.basicEarned, contributions: deducted(first) },
      });
      const mpf = rest.contributions.find((line) => line.code === 'sss_mpf')!;
      // The month's gross is the first half's 20,400 alone: MSC 20,500, 500 of it MPF (25.00), less what the first took.
      expect(mpf.amount).toBe(2_500 - byCode(first.contributions).sss_mpf!);
      expect(mpf.amount).toBeLessThan(0);
    });
  });

  describe('paying the 13th month', () => {
    const december = (basicBeforeCentavos: number, monthlyRate = '30000.00', minimumWageEarner = false): CutoffPayInput => ({
      pay: { basis: 'monthly', monthlyRate },
      factor: 261,
      period: 'semi-monthly',
      half: 2,
      deductsContributions: true,
      minimumWageEarner,
      attendance: { ...noAttendance, regularHours: 88, tardyMinutes: 60 },
      allowances: [],
      deductions: [],
      earlierThisMonth: { grossCentavos: 1_500_000, basicCentavos: 1_500_000 },
      thirteenthMonth: { basicBeforeCentavos },
    });

    it("pays the year's basic salary ÷ 12, outside the contributions' bases, exempt up to 90,000.00", () => {
      const without = computeCutoffPay({ ...december(0), thirteenthMonth: undefined });
      const pay = computeCutoffPay(december(34_500_000));
      // 345,000.00 before, and 15,000.00 less an hour's tardiness (172.41) now: 359,827.59 ÷ 12.
      const line = pay.earnings.find((each) => each.code === 'thirteenth_month')!;
      expect(line.amount).toBe(2_998_563);
      expect(line.explanation).toBe('Basic salary earned this year 359,827.59 ÷ 12 = 29,985.63. Exempt from tax (up to 90,000.00 with other benefits).');
      expect(pay.gross).toBe(without.gross + 2_998_563);
      expect(pay.contributions).toEqual(without.contributions);
      expect(pay.taxable).toBe(without.taxable);
    });

    it('taxes what exceeds the exemption, a minimum wage earner too', () => {
      // 1,200,000.00 before: 100,000.00 of 13th month, 10,000.00 above the exemption (the rest is rounding of this cut-off's basic).
      const pay = computeCutoffPay(december(120_000_000, '30000.00'));
      const without = computeCutoffPay({ ...december(120_000_000, '30000.00'), thirteenthMonth: undefined });
      const amount = pay.earnings.find((each) => each.code === 'thirteenth_month')!.amount;
      expect(pay.taxable).toBe(without.taxable + amount - 9_000_000);
      const mwe = computeCutoffPay(december(120_000_000, '30000.00', true));
      expect(mwe.taxable).toBe(amount - 9_000_000);
    });
  });

  it('rounds the daily and hourly rates to the centavo first where the company chose so, each line from them', () => {
    const input: CutoffPayInput = {
      pay: { basis: 'monthly', monthlyRate: '25000.00' },
      factor: 261,
      period: 'semi-monthly',
      deductsContributions: false,
      minimumWageEarner: false,
      attendance: { ...noAttendance, regularHours: 80, absences: 1, ordinaryOvertime: { hours: 10, nightHours: 0 } },
      allowances: [],
      deductions: [],
    };
    // Exact: hourly 143.678160… × 1.25 × 10 h = 1,795.977; daily 1,149.425287… for the absence.
    const exactly = computeCutoffPay(input);
    expect(amountOf(exactly.earnings, 'overtime')).toBe(179_598);
    expect(amountOf(exactly.attendanceDeductions, 'absences')).toBe(114_943);
    // Rates first: daily 1,149.43, hourly 1,149.43 ÷ 8 = 143.67875 → 143.68; 143.68 × 1.25 × 10 h = 1,796.00.
    const ratesFirst = computeCutoffPay({ ...input, rounding: 'rates' });
    expect(amountOf(ratesFirst.earnings, 'overtime')).toBe(179_600);
    expect(amountOf(ratesFirst.attendanceDeductions, 'absences')).toBe(114_943);
    expect(ratesFirst.earnings.find((line) => line.code === 'overtime')?.explanation).toContain('143.68');
  });
});

