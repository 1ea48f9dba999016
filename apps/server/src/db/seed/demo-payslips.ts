import type { Transaction } from 'kysely';
import type { DB } from '../database';
import { importPayslipRows } from '../../features/payslip/payslip-import.service';
import { centavosOfNumeric, centavosText } from '../../features/payslip/centavos';
import type { SourceRow } from '../../features/payslip/payslip-rows';
import { addDays, weekdayOf } from '../../lib/local-time';

/** Six months of semi-monthly payslips. */
const DEMO_PERIODS = 12;
/** Working days a year for monthly-paid staff with weekends off (the daily rate's divisor). */
const WORKING_DAYS_A_YEAR = 261;
/** Loan amortisations per cut-off, in centavos: an SSS salary loan and a Pag-IBIG multi-purpose loan. */
const demoLoans: Record<string, number> = { '00000004': 1_154_50, '00000005': 875_00 };

/** Withholding tax on semi-monthly compensation (TRAIN law table from 2023), in centavos. */
const taxBrackets = [
  { over: 33_333_300, base: 8_377_070, percent: 35 },
  { over: 8_333_300, base: 1_677_070, percent: 30 },
  { over: 3_333_300, base: 427_070, percent: 25 },
  { over: 1_666_700, base: 93_750, percent: 20 },
  { over: 1_041_700, base: 0, percent: 15 },
];

function withholdingTax(taxable: number): number {
  const bracket = taxBrackets.find((b) => taxable > b.over);
  return bracket ? bracket.base + Math.round(((taxable - bracket.over) * bracket.percent) / 100) : 0;
}

/** Monthly employee shares in centavos: SSS 5% of the salary credit (5,000 to 35,000 in steps of 500), PhilHealth 2.5% (base 10,000 to 100,000), Pag-IBIG 2% of at most 10,000. */
function monthlyContributions(monthlySalary: number) {
  const credit = Math.min(35_000_00, Math.max(5_000_00, Math.round(monthlySalary / 500_00) * 500_00));
  const philhealthBase = Math.min(100_000_00, Math.max(10_000_00, monthlySalary));
  return { sss: credit / 20, philhealth: Math.round(philhealthBase / 40), pagibig: Math.min(monthlySalary, 10_000_00) / 50 };
}

/** A number in [0, 1) fixed by the key, so a payslip's figures do not depend on the order they are made in. */
function unitOf(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  hash = Math.imul(hash ^ (hash >>> 15), 2246822507);
  return ((hash ^ (hash >>> 13)) >>> 0) / 4294967296;
}

interface Period {
  year: number;
  month: number;
  period: 1 | 2;
  first: string;
  last: string;
}

function periodOf(year: number, month: number, period: 1 | 2): Period {
  const monthText = `${year}-${String(month).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, period, first: `${monthText}-${period === 1 ? '01' : '16'}`, last: `${monthText}-${period === 1 ? '15' : lastDay}` };
}

/** The 15th and the month's last day; on a weekend or holiday, the working day before. */
function payDateOf(period: Period, holidays: Set<string>): string {
  let day = period.last;
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6 || holidays.has(day)) day = addDays(day, -1);
  return day;
}

interface Person {
  emp_id: string;
  monthly_salary: string;
  monthly_allowances: string;
  default_shift: string | null;
}

/** One cut-off's lines in centavos, as payroll would compute them from the salary. */
function payslipLines(person: Person, period: Period, regularHolidays: string[]) {
  const salary = centavosOfNumeric(person.monthly_salary);
  const hourly = (salary * 12) / WORKING_DAYS_A_YEAR / 8;
  const random = (what: string) => unitOf(`${person.emp_id} ${period.first} ${what}`);
  const overtimeHours = random('ot') < 0.4 ? 0 : 2 + Math.floor(random('ot hours') * 7);
  const lateMinutes = random('late') < 0.5 ? 0 : 5 + Math.floor(random('late minutes') * 40);
  const holidaysWorked = regularHolidays.filter((day) => day >= period.first && day <= period.last && weekdayOf(day) % 6 !== 0 && random(day) < 0.3).length;
  const contributions = monthlyContributions(salary);
  // Each monthly share is split over the two cut-offs, the odd centavo in the second.
  const half = (monthly: number) => (period.period === 1 ? Math.floor(monthly / 2) : Math.ceil(monthly / 2));
  const lines = {
    basic: Math.round(salary / 2),
    overtime: Math.round(overtimeHours * hourly * 1.25),
    // Night shift: about 7 hours a working day between 22:00 and 06:00, at 10% more.
    night_differential: person.default_shift === 'NIGHT' ? Math.round(11 * 7 * hourly * 0.1) : 0,
    holiday_pay: Math.round(holidaysWorked * 8 * hourly),
    allowances: Math.round(centavosOfNumeric(person.monthly_allowances) / 2),
    tardiness_undertime: Math.round((lateMinutes * hourly) / 60),
    sss: half(contributions.sss),
    philhealth: half(contributions.philhealth),
    pagibig: half(contributions.pagibig),
    withholding_tax: 0,
    loans: demoLoans[person.emp_id] ?? 0,
  };
  // Allowances here are de minimis benefits, outside taxable compensation.
  const taxable = lines.basic + lines.overtime + lines.night_differential + lines.holiday_pay - lines.tardiness_undertime - lines.sss - lines.philhealth - lines.pagibig;
  lines.withholding_tax = withholdingTax(taxable);
  return lines;
}

/** The last DEMO_PERIODS cut-offs paid by today, oldest first, and every cut-off of their years before them (for year-to-date). */
function periodsToPay(today: string, holidays: Set<string>): { paid: Period[]; fromJanuary: Period[] } {
  const paid: Period[] = [];
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  while (paid.length < DEMO_PERIODS) {
    for (const period of [2, 1] as const) {
      const candidate = periodOf(year, month, period);
      if (payDateOf(candidate, holidays) <= today && paid.length < DEMO_PERIODS) paid.unshift(candidate);
    }
    [year, month] = month === 1 ? [year - 1, 12] : [year, month - 1];
  }
  const fromJanuary: Period[] = [];
  for (let m = 1; m < paid[0]!.month; m++) fromJanuary.push(periodOf(paid[0]!.year, m, 1), periodOf(paid[0]!.year, m, 2));
  if (paid[0]!.period === 2) fromJanuary.push(periodOf(paid[0]!.year, paid[0]!.month, 1));
  return { paid, fromJanuary };
}

/**
 * Six months of payslips for every demo employee, consistent with each person's
 * salary, fed through the payslip import itself, as payroll's file would be.
 */
export async function insertDemoPayslips(trx: Transaction<DB>, today: string): Promise<void> {
  const holidayRows = await trx.selectFrom('holidays').select(['holiday_date', 'type']).where('office_id', 'is', null).execute();
  const holidays = new Set(holidayRows.filter((h) => h.type !== 'SW').map((h) => h.holiday_date));
  const regularHolidays = holidayRows.filter((h) => h.type === 'LH').map((h) => h.holiday_date);
  const people = await trx.selectFrom('employees').select(['emp_id', 'monthly_salary', 'monthly_allowances', 'default_shift']).orderBy('emp_id').execute();
  const { paid, fromJanuary } = periodsToPay(today, holidays);
  const rows: SourceRow[] = [];
  for (const person of people) {
    const ytd = { year: 0, gross: 0, contributions: 0, tax: 0, net: 0 };
    for (const period of [...fromJanuary, ...paid]) {
      if (period.year !== ytd.year) Object.assign(ytd, { year: period.year, gross: 0, contributions: 0, tax: 0, net: 0 });
      const lines = payslipLines(person, period, regularHolidays);
      const gross = lines.basic + lines.overtime + lines.night_differential + lines.holiday_pay + lines.allowances;
      const deductions = lines.tardiness_undertime + lines.sss + lines.philhealth + lines.pagibig + lines.withholding_tax + lines.loans;
      ytd.gross += gross;
      ytd.contributions += lines.sss + lines.philhealth + lines.pagibig;
      ytd.tax += lines.withholding_tax;
      ytd.net += gross - deductions;
      if (!paid.includes(period)) continue;
      const amounts = Object.fromEntries(Object.entries(lines).map(([key, centavos]) => [key, centavosText(centavos)]));
      const values = { emp_id: person.emp_id, year: String(period.year), month: String(period.month), period: String(period.period), pay_date: payDateOf(period, holidays), ...amounts };
      const yearToDate = { ytd_gross: centavosText(ytd.gross), ytd_contributions: centavosText(ytd.contributions), ytd_withholding_tax: centavosText(ytd.tax), ytd_net_pay: centavosText(ytd.net) };
      rows.push({ row: rows.length + 1, values: { ...values, ...yearToDate } });
    }
  }
  await importPayslipRows(trx, rows, { via: 'demo-seed', fileName: 'demo payslips', actorEmpId: null });
}
