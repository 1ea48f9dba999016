import { exact, pesoWords, rateText, toCentavos, type Exact } from './rules/exact';
import { pagIbigContribution } from './rules/pagibig';
import { philHealthContribution } from './rules/philhealth';
import { premiumLine, premiumMultipliers, type PremiumDayType } from './rules/premiums';
import { dailyRateOf, hourlyRateOf, type DailyRateFactor, type PayBasis } from './rules/rates';
import { sssContribution } from './rules/sss';
import { benefitExemption, thirteenthMonthPay } from './rules/thirteenth-month';
import { taxablePay, withholdingTax } from './rules/withholding-tax';
import { explained, explanationOf, inBoth, joined } from './wording';

/** A rest day's or holiday's approved hours, split as the premiums are (ph-payroll-rules §1). */
export interface DayTypeHours {
  first8: number;
  beyond8: number;
  nightFirst8: number;
  nightBeyond8: number;
}

export type PremiumDayTypeAway = Exclude<PremiumDayType, 'REG'>;

export interface CutoffPayInput {
  pay: PayBasis;
  factor: DailyRateFactor;
  period: 'semi-monthly' | 'monthly';
  /**
   * Which half of the month a semi-monthly payroll is: the second pays what the first
   * left of a monthly amount, so the two halves of 1,000.01 are 500.01 and 500.00.
   */
  half?: 1 | 2;
  /** This payroll deducts the month's contributions (by default the second cut-off, or the month's only payroll). */
  deductsContributions: boolean;
  /**
   * Which part of them (§11): the whole month (the default), or, where the company
   * splits them per cut-off, the first cut-off's half, on its pay doubled, then the
   * rest: the month's on both cut-offs' pay, less what the first deducted.
   */
  contributionPart?: 'month' | 'first-half' | 'rest';
  /** How pay is rounded (§10): each line from exact rates (the default), or the daily and hourly rates to the centavo first. */
  rounding?: 'lines' | 'rates';
  minimumWageEarner: boolean;
  attendance: {
    /** Hours worked inside the shift on ordinary working days. */
    regularHours: number;
    /** Their night hours (outside the overtime). */
    nightHours: number;
    absences: number;
    tardyMinutes: number;
    undertimeMinutes: number;
    paidLeaveHours: number;
    unpaidLeaveHours: number;
    /** Approved overtime on ordinary days, and its night hours. */
    ordinaryOvertime: { hours: number; nightHours: number };
    byDayType: Partial<Record<PremiumDayTypeAway, DayTypeHours>>;
    /** Unworked regular holidays on working days the person is entitled to (§3). */
    unworkedRegularHolidays: number;
  };
  /** Fixed monthly allowances; a semi-monthly payroll pays half of each. */
  allowances: readonly { label: string; monthlyCentavos: number; taxable: boolean }[];
  /** Loans and other deductions due this payroll, in centavos. */
  deductions: readonly { label: string; centavos: number }[];
  /**
   * Earlier cut-offs' pay computed again after their lock, less what was paid
   * (prior-period.ts): earnings lines of this payroll, positive or negative, taxable
   * as the pay they settle.
   */
  adjustments?: readonly PayLine[];
  /**
   * This payroll pays the 13th month (December's, or a separated person's last):
   * the basic salary the year's earlier payslips paid, to which this payroll's adds.
   */
  thirteenthMonth?: { basicBeforeCentavos: number } | undefined;
  /** The month's earlier payroll, when this one deducts the whole month's contributions or the rest of them. */
  earlierThisMonth?: EarlierThisMonth | undefined;
}

/** What the month's first cut-off paid: the contributions' bases, and the contributions it deducted (by line code). */
export interface EarlierThisMonth {
  grossCentavos: number;
  basicCentavos: number;
  contributions?: Readonly<Record<string, number>>;
}

/** One line of a payslip, with how it was computed. */
export interface PayLine {
  code: string;
  label: string;
  /** Centavos; deductions are positive amounts taken away. */
  amount: number;
  explanation: string;
  /** The explanation in Filipino; a line stored before it was kept has none (read the English). */
  explanation_fil?: string;
}

export interface CutoffPay {
  earnings: PayLine[];
  /** Absence, tardiness, undertime and leave without pay: taken from the earnings before gross. */
  attendanceDeductions: PayLine[];
  contributions: PayLine[];
  /** The employer's shares, for the remittance lists: not on the person's net pay. */
  employerContributions: PayLine[];
  tax: PayLine;
  otherDeductions: PayLine[];
  /** Basic salary earned this payroll: the 13th month's base, and the daily-paid PhilHealth base. */
  basicEarned: number;
  gross: number;
  taxable: number;
  net: number;
}

const DAY_TYPE_NAMES: Record<PremiumDayTypeAway, string> = {
  RD: 'rest day',
  SH: 'special day',
  SHRD: 'special day on a rest day',
  LH: 'regular holiday',
  LHRD: 'regular holiday on a rest day',
};

const sum = (lines: readonly PayLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/** A monthly amount's share in this payroll: whole in a monthly one, the first or second half in a semi-monthly one. */
export function shareOfMonth(monthlyCentavos: number, period: CutoffPayInput['period'], half: CutoffPayInput['half'] = 1): number {
  if (period === 'monthly') return monthlyCentavos;
  const first = toCentavos(exact(monthlyCentavos).div(200));
  return half === 2 ? monthlyCentavos - first : first;
}

function hoursLine(code: string, label: string, hours: number, hourly: Exact, multiplier: Exact): PayLine | null {
  if (hours <= 0 || multiplier.equals(0)) return null;
  const { amount, explanation, explanation_fil } = premiumLine(hours, hourly, multiplier);
  return { code, label, amount, explanation, explanation_fil };
}

/** Basic pay and what attendance takes from it (§3). */
function basicLines(input: CutoffPayInput, hourly: Exact, daily: Exact) {
  const { attendance, pay } = input;
  const earnings: PayLine[] = [];
  const deductions: PayLine[] = [];
  if (pay.basis === 'monthly') {
    const amount = shareOfMonth(toCentavos(exact(pay.monthlyRate)), input.period, input.half);
    const halved = input.period === 'semi-monthly' ? ' ÷ 2' : '';
    earnings.push({ code: 'basic', label: 'Basic pay', amount, ...explained(inBoth('pay_line.basic_monthly', { rate: pesoWords(toCentavos(exact(pay.monthlyRate))), halved })) });
    // What attendance takes never exceeds the basic pay: a half-month has fewer paid
    // days than some cut-offs have working days, and pay is never below nothing.
    let left = amount;
    const taken = (code: string, label: string, quantity: number, rate: Exact, unit: 'days' | 'hours' | 'minutes') => {
      if (quantity <= 0) return;
      const value = toCentavos(exact(quantity).mul(rate));
      const held = Math.min(value, left);
      left -= held;
      const wording = inBoth('pay_line.attendance_taken', {
        quantity: String(quantity),
        unit,
        rate: rateText(rate),
        value: pesoWords(value),
        capped: held < value ? 'yes' : 'no',
        held: pesoWords(held),
      });
      deductions.push({ code, label, amount: held, ...explained(wording) });
    };
    taken('absences', 'Absences', attendance.absences, daily, 'days');
    taken('leave_without_pay', 'Leave without pay', attendance.unpaidLeaveHours, hourly, 'hours');
    taken('tardiness', 'Tardiness', attendance.tardyMinutes, hourly.div(60), 'minutes');
    taken('undertime', 'Undertime', attendance.undertimeMinutes, hourly.div(60), 'minutes');
  } else {
    // No work, no pay: the hours worked and the paid leave are the basic pay.
    const hours = attendance.regularHours + attendance.paidLeaveHours;
    const amount = toCentavos(exact(hours).mul(hourly));
    earnings.push({ code: 'basic', label: 'Basic pay', amount, ...explained(inBoth('pay_line.basic_daily', { hours: String(hours), rate: rateText(hourly), amount: pesoWords(amount) })) });
    if (attendance.unworkedRegularHolidays > 0) {
      const holiday = toCentavos(exact(attendance.unworkedRegularHolidays).mul(daily));
      earnings.push({
        code: 'holiday_pay',
        label: 'Holiday pay',
        amount: holiday,
        ...explained(inBoth('pay_line.holiday_pay', { days: String(attendance.unworkedRegularHolidays), rate: rateText(daily), amount: pesoWords(holiday) })),
      });
    }
  }
  return { earnings, deductions };
}

/** Overtime, night differential and every rest-day and holiday premium (§4). */
function premiumLines(input: CutoffPayInput, hourly: Exact): PayLine[] {
  const { attendance, pay, factor } = input;
  const ordinary = premiumMultipliers('REG', pay.basis, factor);
  const lines: (PayLine | null)[] = [
    hoursLine('night_differential', 'Night differential', attendance.nightHours, hourly, ordinary.nightFirst8),
    hoursLine('overtime', 'Overtime', attendance.ordinaryOvertime.hours, hourly, ordinary.beyond8),
    hoursLine('overtime_night', 'Overtime, night differential', attendance.ordinaryOvertime.nightHours, hourly, ordinary.nightBeyond8),
  ];
  for (const [dayType, hours] of Object.entries(attendance.byDayType) as [PremiumDayTypeAway, DayTypeHours][]) {
    const rates = premiumMultipliers(dayType, pay.basis, factor);
    const name = DAY_TYPE_NAMES[dayType];
    const code = dayType.toLowerCase();
    lines.push(
      hoursLine(`${code}_first8`, `Work on a ${name}`, hours.first8, hourly, rates.first8),
      hoursLine(`${code}_beyond8`, `Work on a ${name}, beyond 8 hours`, hours.beyond8, hourly, rates.beyond8),
      hoursLine(`${code}_night`, `Work on a ${name}, night differential`, hours.nightFirst8, hourly, rates.nightFirst8),
      hoursLine(`${code}_night_beyond8`, `Work on a ${name}, beyond 8 hours, night differential`, hours.nightBeyond8, hourly, rates.nightBeyond8),
    );
  }
  return lines.filter((line): line is PayLine => line !== null);
}

function allowanceLines(input: CutoffPayInput): { lines: PayLine[]; nonTaxable: number; taxable: number } {
  let nonTaxable = 0;
  let taxable = 0;
  const lines = input.allowances.map((allowance, index) => {
    const amount = shareOfMonth(allowance.monthlyCentavos, input.period, input.half);
    if (allowance.taxable) taxable += amount;
    else nonTaxable += amount;
    return {
      code: `allowance_${index + 1}`,
      label: allowance.label,
      amount,
      ...explained(
        inBoth('pay_line.allowance', {
          monthly: pesoWords(allowance.monthlyCentavos),
          halved: input.period === 'semi-monthly' ? ' ÷ 2' : '',
          taxable: allowance.taxable ? 'yes' : 'no',
        }),
      ),
    };
  });
  return { lines, nonTaxable, taxable };
}

/** The employee's own SSS, PhilHealth and Pag-IBIG lines are shown even at 0.00; any other line of nothing is left off. */
const SHOWN_AT_ZERO = new Set(['sss', 'philhealth', 'pagibig']);
const shown = (lines: PayLine[]) => lines.filter((line) => line.amount !== 0 || SHOWN_AT_ZERO.has(line.code));

/** The month's SSS, PhilHealth and Pag-IBIG, on the bases of the company conventions (§11). */
function contributionLines(input: CutoffPayInput, gross: number, basicEarned: number) {
  if (!input.deductsContributions) return { employee: [] as PayLine[], employer: [] as PayLine[] };
  const part = input.contributionPart ?? 'month';
  // The first cut-off's half is of the month as its own pay foretells it: that pay twice.
  const earlier = part === 'first-half' ? { grossCentavos: gross, basicCentavos: basicEarned } : (input.earlierThisMonth ?? { grossCentavos: 0, basicCentavos: 0 });
  const { employee, employer } = monthContributionLines(input, gross + earlier.grossCentavos, basicEarned + earlier.basicCentavos);
  // Every code is computed, so the rest can give back a share the first half took (an
  // MPF share the month's pay turned out not to reach); a line of nothing is left off.
  if (part === 'month') return { employee: shown(employee), employer: shown(employer) };
  const deducted = input.earlierThisMonth?.contributions ?? {};
  const partOf = (line: PayLine): PayLine =>
    part === 'first-half'
      ? {
          ...line,
          amount: shareOfMonth(line.amount, 'semi-monthly', 1),
          ...explained(joined(inBoth('pay_line.contribution_first_half', { month: pesoWords(line.amount) }), explanationOf(line))),
        }
      : {
          ...line,
          amount: line.amount - (deducted[line.code] ?? 0),
          ...explained(
            joined(inBoth('pay_line.contribution_rest', { month: pesoWords(line.amount), deducted: pesoWords(deducted[line.code] ?? 0) }), explanationOf(line)),
          ),
        };
  return { employee: shown(employee.map(partOf)), employer: shown(employer.map(partOf)) };
}

/** The whole month's contributions on the month's gross pay and basic salary earned. */
function monthContributionLines(input: CutoffPayInput, monthGross: number, monthBasicEarned: number) {
  const employee: PayLine[] = [];
  const employer: PayLine[] = [];
  const sss = sssContribution(monthGross);
  employee.push({ code: 'sss', label: 'SSS', amount: sss.employee.regular, explanation: sss.explanation, explanation_fil: sss.explanation_fil });
  employee.push({ code: 'sss_mpf', label: 'SSS MPF', amount: sss.employee.mpf, explanation: sss.explanation, explanation_fil: sss.explanation_fil });
  employer.push(
    { code: 'sss_employer', label: 'SSS, employer', amount: sss.employer.regular, explanation: sss.explanation, explanation_fil: sss.explanation_fil },
    { code: 'sss_mpf_employer', label: 'SSS MPF, employer', amount: sss.employer.mpf, explanation: sss.explanation, explanation_fil: sss.explanation_fil },
    { code: 'sss_ec', label: 'SSS EC, employer', amount: sss.employer.ec, explanation: sss.explanation, explanation_fil: sss.explanation_fil },
  );
  // Monthly-paid: the monthly rate, not lowered by absences; daily-paid: basic earned in the month.
  const monthlyBasic = input.pay.basis === 'monthly' ? toCentavos(exact(input.pay.monthlyRate)) : monthBasicEarned;
  const philHealth = philHealthContribution(monthlyBasic);
  employee.push({ code: 'philhealth', label: 'PhilHealth', amount: philHealth.employee, explanation: philHealth.explanation, explanation_fil: philHealth.explanation_fil });
  employer.push({ code: 'philhealth_employer', label: 'PhilHealth, employer', amount: philHealth.employer, explanation: philHealth.explanation, explanation_fil: philHealth.explanation_fil });
  const allowances = input.allowances.reduce((total, allowance) => total + allowance.monthlyCentavos, 0);
  const pagIbig = pagIbigContribution(monthlyBasic + allowances);
  employee.push({ code: 'pagibig', label: 'Pag-IBIG', amount: pagIbig.employee, explanation: pagIbig.explanation, explanation_fil: pagIbig.explanation_fil });
  employer.push({ code: 'pagibig_employer', label: 'Pag-IBIG, employer', amount: pagIbig.employer, explanation: pagIbig.explanation, explanation_fil: pagIbig.explanation_fil });
  return { employee, employer };
}

/** The daily and hourly rates the lines are computed from: exact, or each to the centavo first (the company's rounding). */
function ratesOf(input: CutoffPayInput): { daily: Exact; hourly: Exact } {
  if (input.rounding !== 'rates') return { daily: dailyRateOf(input.pay, input.factor), hourly: hourlyRateOf(input.pay, input.factor) };
  const toCentavo = (rate: Exact) => exact(toCentavos(rate)).div(100);
  const daily = toCentavo(dailyRateOf(input.pay, input.factor));
  return { daily, hourly: toCentavo(daily.div(8)) };
}

/**
 * The 13th month (§9), when this payroll pays it: the basic salary earned in the year
 * (the earlier payslips' basic pay less tardiness, and this payroll's) ÷ 12; exempt up
 * to 90,000.00, the rest taxable.
 */
function thirteenthMonthLine(input: CutoffPayInput, basic: { earnings: PayLine[]; deductions: PayLine[] }) {
  if (!input.thirteenthMonth) return null;
  // This payroll's basic salary as a payslip shows it: no holiday pay, every attendance deduction taken.
  const basicNow = (basic.earnings.find((line) => line.code === 'basic')?.amount ?? 0) - sum(basic.deductions);
  const pay = thirteenthMonthPay(input.thirteenthMonth.basicBeforeCentavos + basicNow);
  const { amount } = pay;
  const { exempt, taxable } = benefitExemption(amount, 0);
  const line: PayLine = {
    code: 'thirteenth_month',
    label: '13th month pay',
    amount,
    ...explained(
      joined(
        explanationOf(pay),
        taxable > 0 ? inBoth('pay_line.thirteenth_taxable', { exempt: pesoWords(exempt), taxable: pesoWords(taxable) }) : inBoth('pay_line.thirteenth_exempt'),
      ),
    ),
  };
  return { line, taxable };
}

/**
 * One person's pay for one payroll, every line with how it was computed, from the
 * cut-off's attendance totals and the person's pay data, by ph-payroll-rules: each
 * line the exact amount rounded half-up to the centavo, totals the sums of lines.
 */
export function computeCutoffPay(input: CutoffPayInput): CutoffPay {
  const { hourly, daily } = ratesOf(input);
  const basic = basicLines(input, hourly, daily);
  const allowances = allowanceLines(input);
  const thirteenth = thirteenthMonthLine(input, basic);
  const earnings = [...basic.earnings, ...premiumLines(input, hourly), ...allowances.lines, ...(input.adjustments ?? []), ...(thirteenth ? [thirteenth.line] : [])];
  const basicEarned = sum(basic.earnings) - sum(basic.deductions);
  const gross = sum(earnings) - sum(basic.deductions);
  // The 13th month is not compensation for the contributions (their bases are the pay
  // of the month's work); of the tax, only what exceeds the exemption is taxable.
  const thirteenthPaid = thirteenth?.line.amount ?? 0;
  const contributions = contributionLines(input, gross - thirteenthPaid, basicEarned);
  const taxable = taxablePay({
    grossCentavos: gross - allowances.nonTaxable - thirteenthPaid,
    mandatoryContributionsCentavos: sum(contributions.employee),
    minimumWageEarner: input.minimumWageEarner,
    otherTaxableCentavos: allowances.taxable,
  }) + (thirteenth?.taxable ?? 0);
  const withheld = withholdingTax(taxable, input.period);
  const tax: PayLine = {
    code: 'withholding_tax',
    label: 'Withholding tax',
    amount: withheld.tax,
    ...explained(input.minimumWageEarner ? joined(inBoth('pay_line.minimum_wage'), explanationOf(withheld)) : explanationOf(withheld)),
  };
  const otherDeductions = input.deductions
    .filter((deduction) => deduction.centavos > 0)
    .map((deduction, index) => ({ code: `deduction_${index + 1}`, label: deduction.label, amount: deduction.centavos, ...explained(inBoth('pay_line.deduction_due')) }));
  return {
    earnings,
    attendanceDeductions: basic.deductions,
    contributions: contributions.employee,
    employerContributions: contributions.employer,
    tax,
    otherDeductions,
    basicEarned,
    gross,
    taxable,
    net: gross - sum(contributions.employee) - tax.amount - sum(otherDeductions),
  };
}
