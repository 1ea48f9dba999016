import type { Kysely } from 'kysely';
import type { ThirteenthMonth } from '@portal/contracts/payroll';
import type { DB } from '../../db/database';
import { addDays } from '../../lib/local-time';
import { pesoWords } from './rules/exact';
import { benefitExemption, thirteenthMonthPay } from './rules/thirteenth-month';
import { listBasicEarnedOfYear, sumBasicBefore } from './thirteenth-month.repository';
import { explained, inBoth, joined } from './wording';

/** The same day a month later ("2026-01-31" to "2026-02-28" at the month's end). */
function monthAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  return `${next.toISOString().slice(0, 7)}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** At least a month of employment in the year (PD 851): from its first day to the day before the same date a month on. */
export function employedAMonthIn(year: number, hireDate: string, separationDate: string | null): boolean {
  const firstDay = `${year}-01-01`;
  const lastDay = `${year}-12-31`;
  const from = hireDate > firstDay ? hireDate : firstDay;
  const to = separationDate !== null && separationDate < lastDay ? separationDate : lastDay;
  return addDays(monthAfter(from), -1) <= to;
}

/**
 * Who a cut-off's payroll pays the 13th month: everyone employed a month in the year,
 * in the cut-off holding December 24; someone separated in the cut-off, in it. Each
 * with the basic salary (less tardiness) the year's earlier payslips paid them.
 */
export async function thirteenthMonthDue(
  db: Kysely<DB>,
  key: { year: number; month: number; cutoff: number },
  range: { from: string; to: string },
  people: readonly { emp_id: string; hire_date: string; separation_date: string | null }[],
): Promise<Map<string, { basicBeforeCentavos: number }>> {
  const christmas = `${key.year}-12-24`;
  const december = range.from <= christmas && christmas <= range.to;
  const due = people.filter(
    (person) =>
      employedAMonthIn(key.year, person.hire_date, person.separation_date) &&
      (december || (person.separation_date !== null && range.from <= person.separation_date && person.separation_date <= range.to)),
  );
  if (due.length === 0) return new Map();
  const before = await sumBasicBefore(db, due.map((person) => person.emp_id), key);
  return new Map(due.map((person) => [person.emp_id, { basicBeforeCentavos: before.get(person.emp_id) ?? 0 }]));
}

/**
 * Everyone's 13th-month pay of a year (ph-payroll-rules §9): those who worked at least a
 * month in it, basic salary earned ÷ 12, exempt up to 90,000 with the year's other
 * benefits (the portal pays no other, so the 13th month has the whole exemption), due by
 * December 24, or on separation for someone who left in the year. The payroll of the
 * cut-off holding the day pays it (thirteenthMonthDue).
 */
export async function getThirteenthMonth(db: Kysely<DB>, year: number): Promise<ThirteenthMonth> {
  const lastDay = `${year}-12-31`;
  const people = [];
  for (const row of await listBasicEarnedOfYear(db, year)) {
    if (!employedAMonthIn(year, row.hire_date, row.separation_date)) continue;
    const { amount, explanation, explanation_fil } = thirteenthMonthPay(row.basic_earned);
    const { exempt, taxable } = benefitExemption(amount, 0);
    people.push({
      empid: row.emp_id,
      fullname: row.fullname,
      hire_date: row.hire_date,
      separation_date: row.separation_date,
      payslips: row.payslips,
      basic_earned: row.basic_earned,
      amount,
      exempt,
      taxable,
      due: row.separation_date !== null && row.separation_date < lastDay ? row.separation_date : `${year}-12-24`,
      ...explained(
        taxable > 0
          ? joined({ en: explanation, fil: explanation_fil }, inBoth('pay_line.thirteenth_month_taxable', { taxable: pesoWords(taxable) }))
          : { en: explanation, fil: explanation_fil },
      ),
    });
  }
  return {
    year,
    people,
    totals: {
      people: people.length,
      amount: people.reduce((total, person) => total + person.amount, 0),
      taxable: people.reduce((total, person) => total + person.taxable, 0),
    },
  };
}
