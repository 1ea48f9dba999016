import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Payslip, PayslipQuery } from '@portal/contracts/payslip';
import { deductionLines, earningLines, monthName, yearToDateLines } from '@portal/contracts/payslip-lines';
import { say } from '../../lib/messages';
import type { DB } from '../../db/database';
import { forbidden, notFound } from '../../lib/app-error';
import { fullName, type CurrentUser } from '../../lib/current-user';
import { centavosOfNumeric, pesos } from './centavos';
import * as payslips from './payslip.repository';

type PayslipRequest = z.output<typeof PayslipQuery>;

/** Payslips need the employee's payslip access, and are only ever the caller's own. */
function requirePayslipAccess(user: CurrentUser): void {
  if (!user.payslip) throw forbidden(say('payslip.no_access'));
}

export async function listMyPayYears(db: Kysely<DB>, user: CurrentUser) {
  requirePayslipAccess(user);
  return payslips.listPayYears(db, user.empId);
}

export async function listMyPayMonths(db: Kysely<DB>, user: CurrentUser, year: number) {
  requirePayslipAccess(user);
  return payslips.listPayMonths(db, user.empId, year);
}

/** The stored payslip in the wire's shape; amounts withheld (null) when `showAmounts` is false. */
export function toPayslip(stored: payslips.StoredPayslip, showAmounts: boolean): Payslip {
  const amount = (value: string) => (showAmounts ? pesos(centavosOfNumeric(value)) : null);
  return {
    emp_id: stored.emp_id,
    fullname: fullName(stored),
    designation: stored.designation,
    department: stored.department,
    company_name: stored.company_name,
    company_address: stored.company_address,
    year: stored.year,
    month: stored.month,
    period: stored.period,
    pay_date: stored.pay_date,
    earnings: earningLines.map((line) => ({ key: line.key, label: line.label, amount: amount(stored[line.key]) })),
    deductions: deductionLines.map((line) => ({ key: line.key, label: line.label, amount: amount(stored[line.key]) })),
    gross: amount(stored.gross),
    total_deductions: amount(stored.total_deductions),
    net_pay: amount(stored.net_pay),
    year_to_date: yearToDateLines.map((line) => ({ key: line.key, label: line.label, amount: amount(stored[line.key]) })),
    amounts_shown: showAmounts,
  };
}

/**
 * One of the caller's own payslips. An emp_id in the request is allowed only when
 * it is the caller's: there is no way to read anyone else's, HR included.
 */
export async function readMyPayslip(db: Kysely<DB>, user: CurrentUser, request: PayslipRequest): Promise<Payslip> {
  requirePayslipAccess(user);
  if (request.emp_id !== undefined && request.emp_id !== user.empId) throw forbidden(say('payslip.only_own'));
  const stored = await payslips.findPayslip(db, user.empId, request.year, request.month, request.period);
  if (!stored) {
    const month = { en: monthName(request.month), fil: new Intl.DateTimeFormat('fil-PH', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, request.month - 1, 1))) };
    throw notFound(say('payslip.none_for_period', { period: String(request.period), month, year: String(request.year) }));
  }
  return toPayslip(stored, request.dwp);
}
