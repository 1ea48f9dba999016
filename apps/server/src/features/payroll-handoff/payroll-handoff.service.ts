import type { Kysely } from 'kysely';
import type { PayrollHandoff, PayrollRow } from '@portal/contracts/payroll-handoff';
import type { DB } from '../../db/database';
import { findCompany } from '../../company/company.repository';
import { forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { STAFF_ATTENDANCE_BATCH } from '../attendance/attendance.service';
import { computeAttendance } from '../attendance/attendance-facts';
import * as repository from './payroll-handoff.repository';
import { cutoffRange, readPayrollCutoffDay } from './payroll-policy';
import { payrollTotals } from './payroll-totals';

/**
 * A cut-off's figures for payroll, one row per person employed in it. The daily rows
 * are computed a batch of people at a time and folded into totals at once, so memory
 * holds one batch's days whatever the company's size.
 */
export async function getPayrollHandoff(db: Kysely<DB>, user: CurrentUser, query: { year: number; month: number; cutoff: '1' | '2' }): Promise<PayrollHandoff> {
  if (!user.hradmin) throw forbidden('The payroll hand-off is for HR.');
  const company = await findCompany(db);
  const { from, to } = cutoffRange(query.year, query.month, query.cutoff === '1' ? 1 : 2, readPayrollCutoffDay(company?.settings as Record<string, unknown> | undefined));
  const [people, leaveTypes] = await Promise.all([repository.listPayrollPeople(db, from, to), repository.listLeaveTypes(db)]);
  const paid = new Set(leaveTypes.filter((type) => type.with_pay).map((type) => type.payitem));
  const rows: PayrollRow[] = [];
  for (let start = 0; start < people.length; start += STAFF_ATTENDANCE_BATCH) {
    const batch = people.slice(start, start + STAFF_ATTENDANCE_BATCH);
    const days = await computeAttendance(db, batch.map((person) => person.emp_id), from, to);
    const daysOf = new Map<string, typeof days>();
    for (const day of days) {
      const list = daysOf.get(day.empid);
      if (list) list.push(day);
      else daysOf.set(day.empid, [day]);
    }
    for (const person of batch) rows.push(payrollTotals(person, daysOf.get(person.emp_id) ?? [], paid));
  }
  return { from, to, leave_types: leaveTypes.filter((type) => type.with_pay).map(({ payitem, leave_desc }) => ({ payitem, leave_desc })), rows };
}
