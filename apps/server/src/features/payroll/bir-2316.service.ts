import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { forbidden, notFound } from '../../lib/app-error';
import { say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import { isPayroll } from '../../lib/role-guards';
import { form2316Of, type Form2316Figures, type PaidPeriod } from './bir-2316';
import * as repository from './bir-2316.repository';
import { payslipAmountsOf } from './run-payslip';

export type Form2316Parties = NonNullable<Awaited<ReturnType<typeof repository.find2316Parties>>>;

export interface Form2316 {
  year: number;
  /** The days of the year the person was employed: the form's period. */
  from: string;
  to: string;
  parties: Form2316Parties;
  figures: Form2316Figures;
}

/**
 * One person's BIR Form 2316 for a year: one's own (with payslip access), or anyone's
 * for HR with the payroll permission. Each payslip paid by a released run counts the
 * run's taxable pay; one imported from payroll's own system counts its pay less
 * contributions.
 */
export async function get2316(db: Kysely<DB>, user: CurrentUser, query: { year: number; empid?: string | undefined }): Promise<Form2316> {
  const empId = query.empid ?? user.empId;
  if (empId !== user.empId && !isPayroll(user)) throw forbidden(say('payroll.bir_only_own'));
  if (empId === user.empId && !user.payslip && !isPayroll(user)) throw forbidden(say('payslip.no_access'));
  const [parties, payslips, runPays] = await Promise.all([
    repository.find2316Parties(db, empId, query.year),
    repository.listYearPayslips(db, empId, query.year),
    repository.listReleasedPays(db, empId, query.year),
  ]);
  if (!parties) throw notFound(say('payroll.no_employee', { empId }));
  if (payslips.length === 0) {
    const year = String(query.year);
    throw notFound(empId === user.empId ? say('payroll.bir_no_payslips_own', { year }) : say('payroll.bir_no_payslips_other', { name: `${parties.firstname} ${parties.lastname}`, year }));
  }
  const periods: PaidPeriod[] = payslips.map((payslip) => {
    const pay = runPays.get(`${payslip.month}-${payslip.period}`);
    // The run's taxable pay only where this payslip is the run's (one imported over it since is payroll's own).
    const fromRun = pay !== undefined && payslipAmountsOf(pay).net_pay === payslip.net;
    return { ...payslip, taxable: fromRun ? pay.taxable : null };
  });
  const yearStart = `${query.year}-01-01`;
  const yearEnd = `${query.year}-12-31`;
  return {
    year: query.year,
    from: parties.hire_date > yearStart ? parties.hire_date : yearStart,
    to: parties.separation_date !== null && parties.separation_date < yearEnd ? parties.separation_date : yearEnd,
    parties,
    figures: form2316Of(periods, parties.minimum_wage_earner === true),
  };
}

/** bir-2316-2026-00000004.pdf */
export const form2316FileName = (form: Form2316) => `bir-2316-${form.year}-${form.parties.emp_id}.pdf`;
