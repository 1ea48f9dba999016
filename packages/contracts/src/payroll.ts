import { z } from 'zod';
import { CodedMessage, employeeNumber } from './common';
import { defineRoute } from './http';
import { calendarDate } from './input';
import { PayrollHandoffQuery } from './payroll-handoff';

// Payroll runs: one per cut-off, each person's pay computed from the cut-off's
// attendance (the hand-off) and their pay data, by ph-payroll-rules. Amounts are
// centavos (integers), as the computation keeps them. For HR administrators with the
// payroll permission only.

/** Refusal of a payroll run to anyone without the payroll permission. */
export const PAYROLL_RUN_DENIED = 'Payroll runs are for HR administrators with the payroll permission.';

export const PAYROLL_RUN_STATES = ['draft', 'reviewed', 'locked', 'released'] as const;

export const PayrollRunBody = z.object({
  year: PayrollHandoffQuery.shape.year,
  month: PayrollHandoffQuery.shape.month,
  cutoff: z.coerce.number({ error: 'cutoff must be 1 (the first half) or 2 (the second)' }).int().min(1, 'cutoff must be 1 (the first half) or 2 (the second)').max(2, 'cutoff must be 1 (the first half) or 2 (the second)'),
});

export const PayrollRunQuery = PayrollRunBody;

/**
 * Where HR moves a run: reviewed (checked), back to draft, locked (final: its cut-off's
 * requests are closed), or released (the payslips published, on pay_date: the cut-off's
 * last day unless given).
 */
export const PAYROLL_RUN_MOVES = ['draft', 'reviewed', 'locked', 'released'] as const;
export const PayrollRunStatusBody = PayrollRunBody.extend({
  status: z.enum(PAYROLL_RUN_MOVES, { error: 'status must be draft, reviewed, locked or released' }),
  pay_date: calendarDate('pay_date').optional(),
});
export const PayrollPayslipQuery = PayrollRunBody.extend({ empid: employeeNumber('empid') });

/**
 * One line of pay with how it was computed: `explanation` in English, `explanation_fil`
 * the same in Filipino (absent from a run computed before it was kept: show the English).
 */
export const PayLine = z.object({ code: z.string(), label: z.string(), amount: z.number(), explanation: z.string(), explanation_fil: z.string().optional() });
export type PayLine = z.infer<typeof PayLine>;

/** One person's pay for the run: every line with how it was computed. */
export const CutoffPay = z.object({
  earnings: z.array(PayLine),
  attendanceDeductions: z.array(PayLine),
  contributions: z.array(PayLine),
  employerContributions: z.array(PayLine),
  tax: PayLine,
  otherDeductions: z.array(PayLine),
  basicEarned: z.number(),
  gross: z.number(),
  taxable: z.number(),
  net: z.number(),
});
export type CutoffPay = z.infer<typeof CutoffPay>;

export const PayrollRunPerson = z.object({
  empid: z.string(),
  fullname: z.string(),
  gross: z.number(),
  net: z.number(),
  /** What keeps the person's pay from being final: no rate, days without a time-out. */
  problems: z.array(z.string()),
  /** The same problems in Filipino, line for line. */
  problems_fil: z.array(z.string()).optional(),
});

export const PayrollRun = z.object({
  year: z.number(),
  month: z.number(),
  cutoff: z.number(),
  from: z.string(),
  to: z.string(),
  status: z.enum(PAYROLL_RUN_STATES),
  computed_at: z.string(),
  computed_by: z.string(),
  people: z.array(PayrollRunPerson),
  totals: z.object({ gross: z.number(), net: z.number(), people: z.number(), with_problems: z.number() }),
});
export type PayrollRun = z.infer<typeof PayrollRun>;

export const PayrollPayslip = z.object({ empid: z.string(), fullname: z.string(), problems: z.array(z.string()), problems_fil: z.array(z.string()).optional(), pay: CutoffPay.nullable() });

export const ThirteenthMonthQuery = z.object({ year: PayrollHandoffQuery.shape.year });

/** One person's 13th-month pay of a year (PD 851): basic salary earned ÷ 12, in centavos, with its tax exemption. */
export const ThirteenthMonthPerson = z.object({
  empid: z.string(),
  fullname: z.string(),
  hire_date: z.string(),
  separation_date: z.string().nullable(),
  /** The payslips of the year it is computed from. */
  payslips: z.number(),
  basic_earned: z.number(),
  amount: z.number(),
  exempt: z.number(),
  taxable: z.number(),
  /** When it is due: December 24, or the separation date of someone who left in the year. */
  due: z.string(),
  explanation: z.string(),
  /** The same in Filipino. */
  explanation_fil: z.string().optional(),
});
export type ThirteenthMonthPerson = z.infer<typeof ThirteenthMonthPerson>;

export const ThirteenthMonth = z.object({
  year: z.number(),
  people: z.array(ThirteenthMonthPerson),
  totals: z.object({ people: z.number(), amount: z.number(), taxable: z.number() }),
});
export type ThirteenthMonth = z.infer<typeof ThirteenthMonth>;

export const payrollRoutes = {
  thirteenthMonth: defineRoute({
    method: 'GET',
    path: '/v1/payroll/thirteenth-month',
    summary: "Everyone's 13th-month pay of a year: basic salary earned (from the year's payslips) ÷ 12, what is exempt and what is taxable, and when it is due",
    querystring: ThirteenthMonthQuery,
    response: ThirteenthMonth,
    auth: true,
  }),
  compute: defineRoute({
    method: 'POST',
    path: '/v1/payroll/runs',
    summary: "Compute a cut-off's draft payroll run (again, while it is a draft) from its attendance and everyone's pay data",
    body: PayrollRunBody,
    response: PayrollRun.extend(CodedMessage),
    auth: true,
  }),
  run: defineRoute({
    method: 'GET',
    path: '/v1/payroll/runs',
    summary: "A cut-off's payroll run: each person's gross and net pay, and what keeps it from being final",
    querystring: PayrollRunQuery,
    response: PayrollRun,
    auth: true,
  }),
  status: defineRoute({
    method: 'POST',
    path: '/v1/payroll/runs/status',
    summary: "Move a cut-off's run: draft to reviewed, back to draft, reviewed to locked (which closes the cut-off's requests), locked to released (which publishes the payslips)",
    body: PayrollRunStatusBody,
    response: PayrollRun.extend(CodedMessage),
    auth: true,
  }),
  payslip: defineRoute({
    method: 'GET',
    path: '/v1/payroll/runs/payslip',
    summary: "One person's pay in a run, every line with how it was computed",
    querystring: PayrollPayslipQuery,
    response: PayrollPayslip,
    auth: true,
  }),
} as const;

/** A year's BIR Form 2316: one's own, or (HR with the payroll permission) anyone's. */
export const Bir2316Query = z.object({
  year: PayrollHandoffQuery.shape.year,
  empid: employeeNumber('empid').optional(),
});

/**
 * BIR Form 2316 as an A4 PDF: a year's compensation and tax withheld, from the year's
 * payslips. Outside the JSON route table (it answers application/pdf).
 */
export const bir2316PdfRoute = defineRoute({
  method: 'GET',
  path: '/v1/payroll/2316',
  summary: "A year's BIR Form 2316 (certificate of compensation payment and tax withheld) as an A4 PDF: your own, or anyone's for HR with the payroll permission",
  querystring: Bir2316Query,
  response: z.unknown(),
  auth: true,
});
