import type { Kysely } from 'kysely';
import type { PayrollHandoff, PayrollRow } from '@portal/contracts/payroll-handoff';
import type { DB } from '../../db/database';
import { findCompany } from '../../company/company.repository';
import { forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { daySumsOf } from '../attendance/day-sums';
import * as repository from './payroll-handoff.repository';
import { cutoffRange, readPayrollCutoffDay } from './payroll-policy';
import { payrollTotals } from './payroll-totals';

/**
 * A cut-off's figures for payroll, one row per person employed in it, from each
 * person's days summed (stored days by the database, the rest computed a batch at a
 * time: see daySumsOf).
 */
export async function getPayrollHandoff(db: Kysely<DB>, user: CurrentUser, query: { year: number; month: number; cutoff: '1' | '2' }): Promise<PayrollHandoff> {
  if (!user.hradmin) throw forbidden('The payroll hand-off is for HR.');
  const company = await findCompany(db);
  const { from, to } = cutoffRange(query.year, query.month, query.cutoff === '1' ? 1 : 2, readPayrollCutoffDay(company?.settings as Record<string, unknown> | undefined));
  const [people, leaveTypes] = await Promise.all([repository.listPayrollPeople(db, from, to), repository.listLeaveTypes(db)]);
  const paid = new Set(leaveTypes.filter((type) => type.with_pay).map((type) => type.payitem));
  const sumsOf = await daySumsOf(db, people.map((person) => person.emp_id), from, to);
  const rows: PayrollRow[] = people.map((person) => payrollTotals(person, sumsOf.get(person.emp_id) ?? [], paid));
  return { from, to, leave_types: leaveTypes.filter((type) => type.with_pay).map(({ payitem, leave_desc }) => ({ payitem, leave_desc })), rows };
}
