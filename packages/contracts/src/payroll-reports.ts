import { z } from 'zod';
import { defineRoute } from './http';
import { PayrollRunBody } from './payroll';

// Payroll's reports, from the runs HR has locked or released (what is final): the
// register of one cut-off, and a month's government contributions and BIR 1601-C
// totals. Amounts are centavos. For HR administrators with the payroll permission.

export const PayrollMonthQuery = PayrollRunBody.pick({ year: true, month: true });
export const PayrollRegisterQuery = PayrollRunBody;

/** Which of the period's cut-offs the figures cover (locked or released runs), and which have none yet. */
const Coverage = z.object({ covered: z.array(z.number()), missing: z.array(z.number()) });

export const RegisterRow = z.object({
  empid: z.string(),
  fullname: z.string(),
  basic: z.number(),
  overtime: z.number(),
  night_differential: z.number(),
  holiday_pay: z.number(),
  allowances: z.number(),
  gross: z.number(),
  tardiness_undertime: z.number(),
  sss: z.number(),
  philhealth: z.number(),
  pagibig: z.number(),
  withholding_tax: z.number(),
  loans: z.number(),
  net_pay: z.number(),
  employer_contributions: z.number(),
});
export type RegisterRow = z.infer<typeof RegisterRow>;

export const PayrollRegister = Coverage.extend({
  year: z.number(),
  month: z.number(),
  cutoff: z.number(),
  status: z.string().nullable(),
  rows: z.array(RegisterRow),
});
export type PayrollRegister = z.infer<typeof PayrollRegister>;

export const ContributionRow = z.object({
  empid: z.string(),
  fullname: z.string(),
  sss_no: z.string().nullable(),
  philhealth_no: z.string().nullable(),
  pagibig_no: z.string().nullable(),
  sss_employee: z.number(),
  sss_employer: z.number(),
  sss_ec: z.number(),
  philhealth_employee: z.number(),
  philhealth_employer: z.number(),
  pagibig_employee: z.number(),
  pagibig_employer: z.number(),
});
export type ContributionRow = z.infer<typeof ContributionRow>;

export const MonthContributions = Coverage.extend({ year: z.number(), month: z.number(), rows: z.array(ContributionRow), totals: ContributionRow.omit({ empid: true, fullname: true, sss_no: true, philhealth_no: true, pagibig_no: true }) });
export type MonthContributions = z.infer<typeof MonthContributions>;

/** BIR Form 1601-C's compensation lines for a month, in its order. */
export const Bir1601c = Coverage.extend({
  year: z.number(),
  month: z.number(),
  people: z.number(),
  lines: z.array(z.object({ item: z.string(), label: z.string(), amount: z.number() })),
});
export type Bir1601c = z.infer<typeof Bir1601c>;

export const BankCreditRow = z.object({
  empid: z.string(),
  fullname: z.string(),
  bank: z.string().nullable(),
  account_number: z.string().nullable(),
  amount: z.number(),
});
export type BankCreditRow = z.infer<typeof BankCreditRow>;

export const BankCreditFile = Coverage.extend({
  year: z.number(),
  month: z.number(),
  cutoff: z.number(),
  status: z.string().nullable(),
  rows: z.array(BankCreditRow),
  total: z.number(),
  /** People with net pay and no bank account on record: paid some other way, or recorded first. */
  without_account: z.number(),
});
export type BankCreditFile = z.infer<typeof BankCreditFile>;

export const payrollReportRoutes = {
  bank: defineRoute({
    method: 'GET',
    path: '/v1/payroll/reports/bank',
    summary: "A cut-off's bank credit file: each person's net pay with the bank and account number it goes to, from its locked or released run",
    querystring: PayrollRegisterQuery,
    response: BankCreditFile,
    auth: true,
  }),
  register: defineRoute({
    method: 'GET',
    path: '/v1/payroll/reports/register',
    summary: "A cut-off's payroll register: each person's payslip lines and the employer's contributions, from its locked or released run",
    querystring: PayrollRegisterQuery,
    response: PayrollRegister,
    auth: true,
  }),
  contributions: defineRoute({
    method: 'GET',
    path: '/v1/payroll/reports/contributions',
    summary: "A month's SSS, PhilHealth and Pag-IBIG contributions per person, with ID numbers and both shares, from its locked or released runs",
    querystring: PayrollMonthQuery,
    response: MonthContributions,
    auth: true,
  }),
  bir1601c: defineRoute({
    method: 'GET',
    path: '/v1/payroll/reports/1601c',
    summary: "A month's BIR 1601-C totals: compensation, what is not taxable, taxable compensation and tax withheld, from its locked or released runs",
    querystring: PayrollMonthQuery,
    response: Bir1601c,
    auth: true,
  }),
} as const;
