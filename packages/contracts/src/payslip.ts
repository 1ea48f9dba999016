import { z } from 'zod';
import { defineRoute } from './http';
import { employeeNumber, CodedMessage } from './common';
import { ImportQuery } from './admin';
import { deductionLines, earningLines, yearToDateLines } from './payslip-lines';

/** The multipart field the payroll file travels in (POST /v1/payslip/import). */
export const PAYSLIP_IMPORT_FIELD = 'file';
/** A year of semi-monthly payslips for a few thousand people fits well inside this. */
export const MAX_PAYSLIP_IMPORT_BYTES = 10 * 1024 * 1024;
/** The most rows one import file may hold. */
export const MAX_PAYSLIP_IMPORT_ROWS = 50_000;

const yearToDateColumns = yearToDateLines.map((line) => line.key);
/** The import file's columns, in the order the README and the import screen list them. */
export const PAYSLIP_IMPORT_COLUMNS = {
  all: [
    'emp_id',
    'year',
    'month',
    'period',
    'pay_date',
    ...earningLines.map((line) => line.key),
    ...deductionLines.map((line) => line.key),
    'gross',
    'total_deductions',
    'net_pay',
    ...yearToDateColumns,
  ],
  required: ['emp_id', 'year', 'month', 'period', 'pay_date', 'basic', ...yearToDateColumns],
} as const;

const year = z.coerce.number({ error: 'year must be a year' }).int('year must be a year').min(2000, 'year must be a year').max(2100, 'year must be a year');

export const PayMonthQuery = z.object({ year });

/**
 * The spec's payslip query. `dwp` is "display with pay": 1 (the default) answers
 * the amounts, 0 withholds them (see docs/decisions.md). A payslip is only ever the
 * caller's own: `emp_id` may be sent, but naming anyone else is refused (403).
 */
export const PayslipQuery = z.object({
  year,
  month: z.coerce.number({ error: 'month must be 1 to 12' }).int('month must be 1 to 12').min(1, 'month must be 1 to 12').max(12, 'month must be 1 to 12'),
  period: z.coerce
    .number({ error: 'period must be 1 (first cut-off) or 2 (second cut-off)' })
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'period must be 1 (first cut-off) or 2 (second cut-off)' })),
  dwp: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: 'dwp must be 1 (show amounts) or 0 (withhold them)' })
    .optional()
    .transform((value) => value === undefined || value === 1 || value === '1' || value === true),
  emp_id: employeeNumber('emp_id').optional(),
});
export type PayslipQuery = z.input<typeof PayslipQuery>;

export const PayYearRow = z.object({ year: z.number() });
export const PayMonthRow = z.object({ month: z.number(), periods: z.array(z.number()) });
export type PayMonthRow = z.infer<typeof PayMonthRow>;

/** An amount in pesos with 2 decimals; null when the caller asked to withhold amounts (dwp 0). */
const Amount = z.number().nullable();

const PayslipLine = z.object({ key: z.string(), label: z.string(), amount: Amount });
export type PayslipLine = z.infer<typeof PayslipLine>;

export const Payslip = z.object({
  emp_id: z.string(),
  fullname: z.string(),
  designation: z.string(),
  department: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  year: z.number(),
  month: z.number(),
  period: z.number(),
  pay_date: z.string(),
  earnings: z.array(PayslipLine),
  deductions: z.array(PayslipLine),
  gross: Amount,
  total_deductions: Amount,
  net_pay: Amount,
  year_to_date: z.array(PayslipLine),
  amounts_shown: z.boolean(),
});
export type Payslip = z.infer<typeof Payslip>;

/** What an import did (or, checked, would do) to one pay period. */
export const PayslipImportPeriod = z.object({
  year: z.number(),
  month: z.number(),
  period: z.number(),
  rows: z.number(),
  added: z.number(),
  replaced: z.number(),
  unchanged: z.number(),
});
export type PayslipImportPeriod = z.infer<typeof PayslipImportPeriod>;

export const PayslipImportResult = z.object({
  ...CodedMessage,
  /** `?dryRun=true`: checked and counted in a transaction that was rolled back. */
  dryRun: z.boolean(),
  rows: z.number(),
  added: z.number(),
  replaced: z.number(),
  unchanged: z.number(),
  /** The counts per pay period, oldest first. */
  periods: z.array(PayslipImportPeriod),
  /** A dry run's "Row N: ..." problems; a real import with any answers 400 instead and writes nothing. */
  errors: z.array(z.string()),
  /** The same lines in Filipino, in the same order, where the answer lists any. */
  errors_fil: z.array(z.string()).optional(),
});
export type PayslipImportResult = z.infer<typeof PayslipImportResult>;

export const payslipRoutes = {
  payYears: defineRoute({
    method: 'GET',
    path: '/v1/payslip/payyear',
    summary: 'The years you have payslips in, newest first',
    response: z.array(PayYearRow),
    auth: true,
  }),
  payMonths: defineRoute({
    method: 'GET',
    path: '/v1/payslip/paymonth',
    summary: 'The months of a year you have payslips in, newest first, each with its periods (1, 2)',
    querystring: PayMonthQuery,
    response: z.array(PayMonthRow),
    auth: true,
  }),
  payslip: defineRoute({
    method: 'POST',
    path: '/v1/payslip',
    summary: 'One payslip of your own (year, month, period; dwp 0 withholds the amounts)',
    body: PayslipQuery,
    response: Payslip,
    auth: true,
  }),
  importPayslips: defineRoute({
    method: 'POST',
    path: '/v1/payslip/import',
    summary: `Import payroll's payslips (HR): a CSV or JSON file in the multipart field "${PAYSLIP_IMPORT_FIELD}"; all rows or none; ?dryRun=true checks only`,
    querystring: ImportQuery,
    response: PayslipImportResult,
    auth: true,
  }),
} as const;

/**
 * The payslip as an A4 PDF: the body of POST /v1/payslip, answering application/pdf.
 * Outside the JSON route table (the server registers it by hand); a route the client
 * can call for the file.
 */
export const payslipPdfRoute = defineRoute({
  method: 'POST',
  path: '/v1/payslip/pdf',
  summary: 'One payslip of your own as an A4 PDF',
  body: PayslipQuery,
  response: z.unknown(),
  auth: true,
});
