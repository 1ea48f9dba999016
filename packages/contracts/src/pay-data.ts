import { z } from 'zod';
import { amount } from './admin-employees';
import { CodedMessage, employeeNumber } from './common';
import { defineRoute } from './http';
import { calendarDate, recordId } from './input';

// Each person's pay data, with its history (ph-payroll-rules §1, "From HR"): rate
// records in force from a date, and allowances, loans and other deductions running
// between two dates. For HR administrators with the payroll permission only.

export const PAY_BASES = ['monthly', 'daily'] as const;
export const PAY_ITEM_KINDS = ['allowance', 'sss_loan', 'pagibig_loan', 'company_loan', 'deduction'] as const;
export type PayItemKind = (typeof PAY_ITEM_KINDS)[number];

export const PAY_ITEM_KIND_NAMES: Record<PayItemKind, string> = {
  allowance: 'Allowance',
  sss_loan: 'SSS loan',
  pagibig_loan: 'Pag-IBIG loan',
  company_loan: 'Company loan',
  deduction: 'Other deduction',
};

export const PayDataQuery = z.object({ empid: employeeNumber('empid') });

export const PayRateBody = z.object({
  empid: employeeNumber('empid'),
  effective_from: calendarDate('effective_from'),
  basis: z.enum(PAY_BASES, { error: 'basis must be monthly or daily' }),
  /** Pesos a month (monthly-paid) or a day (daily-paid). */
  rate: amount('rate').refine((value) => value > 0, 'rate must be more than 0'),
  minimum_wage_earner: z.boolean().default(false),
});

export const PayItemBody = z
  .object({
    empid: employeeNumber('empid'),
    kind: z.enum(PAY_ITEM_KINDS, { error: 'kind must be an allowance, an SSS, Pag-IBIG or company loan, or another deduction' }),
    label: z.string({ error: 'label is required' }).trim().min(1, 'label is required').max(60, 'label must be at most 60 characters'),
    /** A month's amount: a semi-monthly payroll takes half. */
    monthly_amount: amount('monthly_amount').refine((value) => value > 0, 'monthly_amount must be more than 0'),
    /** Allowances only: whether it is taxable pay. */
    taxable: z.boolean().default(false),
    starts_on: calendarDate('starts_on'),
    ends_on: calendarDate('ends_on').nullable().default(null),
  })
  .refine((item) => item.ends_on === null || item.ends_on >= item.starts_on, { path: ['ends_on'], message: 'ends_on must be on or after starts_on' })
  .refine((item) => item.kind === 'allowance' || !item.taxable, { path: ['taxable'], message: 'only an allowance is taxable or not; loans and deductions are taken from net pay' });

/** Where the pay goes: the bank and account number the bank credit file lists. */
export const PayBankBody = z.object({
  empid: employeeNumber('empid'),
  bank: z.string({ error: 'bank is required' }).trim().min(2, 'bank must be at least 2 characters').max(60, 'bank must be at most 60 characters'),
  account_number: z
    .string({ error: 'account_number is required' })
    .trim()
    .regex(/^\d[\d -]{4,28}\d$/, 'account_number must be 6 to 30 digits (spaces and dashes between them are kept)'),
});

export const EndPayItemBody = z.object({ id: recordId('id'), ends_on: calendarDate('ends_on') });

export const PayRate = z.object({
  id: z.number(),
  effective_from: z.string(),
  basis: z.enum(PAY_BASES),
  rate: z.number(),
  minimum_wage_earner: z.boolean(),
  recorded_by: z.string(),
  recorded_at: z.string(),
});
export type PayRate = z.infer<typeof PayRate>;

export const PayItem = z.object({
  id: z.number(),
  kind: z.enum(PAY_ITEM_KINDS),
  label: z.string(),
  monthly_amount: z.number(),
  taxable: z.boolean(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  recorded_by: z.string(),
  recorded_at: z.string(),
});
export type PayItem = z.infer<typeof PayItem>;

export const PayBank = z.object({ bank: z.string(), account_number: z.string(), recorded_by: z.string(), recorded_at: z.string() });
export type PayBank = z.infer<typeof PayBank>;

export const PayData = z.object({
  empid: z.string(),
  fullname: z.string(),
  /** Where the pay goes; null until HR records it. */
  bank: PayBank.nullable(),
  /** Newest first: the first whose date has come is in force. */
  rates: z.array(PayRate),
  items: z.array(PayItem),
});
export type PayData = z.infer<typeof PayData>;

export const payDataRoutes = {
  payData: defineRoute({
    method: 'GET',
    path: '/v1/payroll/paydata',
    summary: "One person's pay rates and allowances, loans and deductions, with their history (HR with the payroll permission)",
    querystring: PayDataQuery,
    response: PayData,
    auth: true,
  }),
  setRate: defineRoute({
    method: 'POST',
    path: '/v1/payroll/paydata/rates',
    summary: 'Record a pay rate in force from a date (replaces the record of that same date)',
    body: PayRateBody,
    response: PayData.extend(CodedMessage),
    auth: true,
  }),
  addItem: defineRoute({
    method: 'POST',
    path: '/v1/payroll/paydata/items',
    summary: 'Add an allowance, loan amortisation or recurring deduction, between two dates',
    body: PayItemBody,
    response: PayData.extend(CodedMessage),
    auth: true,
  }),
  setBank: defineRoute({
    method: 'POST',
    path: '/v1/payroll/paydata/bank',
    summary: "Record the bank and account number the person's pay is credited to (replaces the one before)",
    body: PayBankBody,
    response: PayData.extend(CodedMessage),
    auth: true,
  }),
  endItem: defineRoute({
    method: 'PUT',
    path: '/v1/payroll/paydata/items',
    summary: 'End an allowance, loan or deduction on a date (its history stays)',
    body: EndPayItemBody,
    response: PayData.extend(CodedMessage),
    auth: true,
  }),
} as const;

export const PAY_DATA_DENIED = 'Pay data is for HR administrators with the payroll permission.';
