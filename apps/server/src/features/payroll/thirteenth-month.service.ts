import type { Kysely } from 'kysely';
import type { ThirteenthMonth } from '@portal/contracts/payroll';
import type { DB } from '../../db/database';
import { addDays } from '../../lib/local-time';
import { pesoWords } from './rules/exact';
import { benefitExemption, thirteenthMonthPay } from './rules/thirteenth-month';
import { listBasicEarnedOfYear } from './thirteenth-month.repository';

/** The same day a month later ("2026-01-31" to "2026-02-28" at the month's end). */
function monthAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  return `${next.toISOString().slice(0, 7)}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/**
 * Everyone's 13th-month pay of a year (ph-payroll-rules §9): those who worked at least a
 * month in it, basic salary earned ÷ 12, exempt up to 90,000 with the year's other
 * benefits (the portal pays none, so the 13th month has the whole exemption), due by
 * December 24, or on separation for someone who left in the year.
 */
export async function getThirteenthMonth(db: Kysely<DB>, year: number): Promise<ThirteenthMonth> {
  const firstDay = `${year}-01-01`;
  const lastDay = `${year}-12-31`;
  const people = [];
  for (const row of await listBasicEarnedOfYear(db, year)) {
    const from = row.hire_date > firstDay ? row.hire_date : firstDay;
    const to = row.separation_date !== null && row.separation_date < lastDay ? row.separation_date : lastDay;
    // At least a month of employment in the year: from its first day to the day before the same date a month on.
    if (addDays(monthAfter(from), -1) > to) continue;
    const { amount, explanation } = thirteenthMonthPay(row.basic_earned);
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
      explanation: `${explanation}${taxable > 0 ? ` Above the 90,000.00 exempt with other benefits: ${pesoWords(taxable)} taxable.` : ''}`,
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
