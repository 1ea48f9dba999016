import { z } from 'zod';
import { GENDERS, USERNAME_PATTERN } from '@portal/contracts/admin-employees';
import { CIVIL_STATUSES, formatGovernmentId, governmentIdFormat, governmentIdMessage, type GovernmentIdFormat } from '@portal/contracts/government-ids';
import { PAY_BASES, PayBankBody } from '@portal/contracts/pay-data';
import { readSpreadsheetAmount, readSpreadsheetGender } from '../../lib/spreadsheet-values';
import type { EmployeeRecord } from './employee-record';
import { spreadsheetDate, spreadsheetWeekdays } from '../../lib/spreadsheet-columns';

// One CSV row of the employees import, from its text values to the fields it sets.
// A column left out of the file keeps what is stored; a blank cell means the
// column's blank value (README, "Import: employees and user accounts").

export interface EmployeeImportRow {
  emp_id: string;
  /** Only the columns the file has. */
  fields: Partial<EmployeeRecord>;
  /** The login to create with a temporary password: null for none, undefined when the file has no such column. */
  username?: string | null;
  /** A rate to record (the pay columns filled in), for HR with the payroll permission. */
  pay?: { basis: 'monthly' | 'daily'; rate: number; from: string; minimumWageEarner: boolean };
  /** Where the pay goes (bank and account_number filled in). */
  bank?: { bank: string; accountNumber: string };
}

const text = (column: string, max: number) => z.string().max(max, `${column} must be at most ${max} characters`);
const required = (column: string) => text(column, 100).min(1, `${column} is required`);
const date = spreadsheetDate;
/** A blank cell is `blank`; anything else must pass `schema`, whose own message is kept. */
function blankOr<T>(schema: z.ZodType<T, string>, blank: T) {
  return z.string().transform((value, context): T => {
    if (value === '') return blank;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

const amount = (column: string) =>
  blankOr(
    z.string().transform((value, context) => {
      const amount = readSpreadsheetAmount(value);
      if (amount === null || amount >= 1e10) context.addIssue({ code: 'custom', message: `${column} must be an amount like 25,000.00 (not negative, at most two decimals; got "${value}")` });
      return amount ?? z.NEVER;
    }),
    0,
  );

const yesNo: Record<string, boolean> = { '1': true, true: true, yes: true, y: true, '0': false, false: false, no: false, n: false };
const flag = (column: string, blank: boolean) =>
  z.string().transform((value, context) => {
    if (value === '') return blank;
    const answer = yesNo[value.toLowerCase()];
    if (answer === undefined) context.addIssue({ code: 'custom', message: `${column} must be 1 or 0 (or true / false), not "${value}"` });
    return answer ?? blank;
  });

/** A government number as a spreadsheet may hold it (with or without dashes), in the printed form. */
const governmentNumber = (format: GovernmentIdFormat) =>
  blankOr(
    z.string().transform((value, context) => {
      const formatted = formatGovernmentId(format, value);
      if (formatted === null) context.addIssue({ code: 'custom', message: `${governmentIdMessage(format)} (got "${value}")` });
      return formatted ?? z.NEVER;
    }),
    null,
  );

/** A civil status in any letter case: "married" is Married. */
const civilStatus = blankOr(
  z.string().transform((value, context) => {
    const status = CIVIL_STATUSES.find((known) => known.toLowerCase() === value.trim().toLowerCase());
    if (!status) context.addIssue({ code: 'custom', message: `civil_status must be one of ${CIVIL_STATUSES.join(', ')} (got "${value}")` });
    return status ?? z.NEVER;
  }),
  null,
);

const restDays = spreadsheetWeekdays('rest_days');

const employeeNumber = (column: string) =>
  z
    .string()
    .regex(/^\d{1,8}$/, `${column} must be an employee number of up to 8 digits`)
    .transform((value) => value.padStart(8, '0'));

/** Each column's reading; every message names its column. */
const columnSchemas = {
  firstname: required('firstname'),
  lastname: required('lastname'),
  middlename: text('middlename', 100),
  prefix: text('prefix', 20),
  gender: z.string().transform((value, context) => {
    const gender = readSpreadsheetGender(value);
    if (gender === null) context.addIssue({ code: 'custom', message: `gender must be ${GENDERS.join(' or ')}, or Male or Female (got "${value}")` });
    return gender ?? z.NEVER;
  }),
  hire_date: date('hire_date'),
  designation: text('designation', 200),
  department: text('department', 200),
  employment_status: text('employment_status', 60),
  monthly_salary: amount('monthly_salary'),
  monthly_allowances: amount('monthly_allowances'),
  default_shift: blankOr(text('default_shift', 20), null),
  rest_days: restDays,
  office_id: blankOr(z.string().regex(/^[1-9]\d{0,8}$/, 'office_id must be an office number').transform(Number), null),
  home_address: text('home_address', 500),
  email: blankOr(z.string().max(254, 'email must be at most 254 characters').regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'email must be an e-mail address, like juan.delacruz@company.ph'), null),
  team_lead: blankOr(employeeNumber('team_lead'), null),
  benefits_coverage: text('benefits_coverage', 500),
  tin: governmentNumber(governmentIdFormat('tin')),
  sss_no: governmentNumber(governmentIdFormat('sss_no')),
  philhealth_no: governmentNumber(governmentIdFormat('philhealth_no')),
  pagibig_no: governmentNumber(governmentIdFormat('pagibig_no')),
  civil_status: civilStatus,
  solo_parent: flag('solo_parent', false),
  approver: flag('approver', false),
  coeapprover: flag('coeapprover', false),
  payslip: flag('payslip', true),
  teamlead: flag('teamlead', false),
  hradmin: flag('hradmin', false),
  payroll: flag('payroll', false),
} satisfies Record<string, z.ZodType<unknown, string>>;

const separation = blankOr(date('separation_date'), null);
const username = blankOr(
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.string().regex(USERNAME_PATTERN, 'username must be 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit')),
  null,
);

const payBasis = z.string().transform((value, context) => {
  const basis = PAY_BASES.find((known) => known === value.trim().toLowerCase());
  if (!basis) context.addIssue({ code: 'custom', message: `pay_basis must be ${PAY_BASES.join(' or ')} (got "${value}")` });
  return basis ?? PAY_BASES[0];
});
const payRate = amount('pay_rate');
const payRateFrom = date('pay_rate_from');
const mwe = flag('minimum_wage_earner', false);
// The same checks, and words, as the Pay data dialog's bank step.
const bankName = PayBankBody.shape.bank;
const accountNumber = PayBankBody.shape.account_number;

type Issues = { addIssue: (issue: { code: 'custom'; message: string }) => void };

/** The rate of the pay columns: all of pay_basis, pay_rate and pay_rate_from, or none. */
function readPay(values: Record<string, string>, context: Issues): EmployeeImportRow['pay'] {
  const given = (['pay_basis', 'pay_rate', 'pay_rate_from'] as const).filter((column) => (values[column] ?? '').trim() !== '');
  if (given.length === 0) return undefined;
  if (given.length < 3) {
    context.addIssue({ code: 'custom', message: 'pay_basis, pay_rate and pay_rate_from go together: fill in all three, or leave all three blank' });
    return undefined;
  }
  const basis = payBasis.safeParse(values.pay_basis);
  const rate = payRate.safeParse(values.pay_rate);
  const from = payRateFrom.safeParse(values.pay_rate_from);
  const worker = mwe.safeParse(values.minimum_wage_earner ?? '');
  for (const parsed of [basis, rate, from, worker]) if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
  if (rate.success && rate.data <= 0) context.addIssue({ code: 'custom', message: 'pay_rate must be more than 0' });
  if (!basis.success || !rate.success || !from.success || !worker.success || rate.data <= 0) return undefined;
  return { basis: basis.data, rate: rate.data, from: from.data as string, minimumWageEarner: worker.data };
}

/** Where the pay goes: bank and account_number both, or neither. */
function readBank(values: Record<string, string>, context: Issues): EmployeeImportRow['bank'] {
  const bank = (values.bank ?? '').trim();
  const account = (values.account_number ?? '').trim();
  if (bank === '' && account === '') return undefined;
  if (bank === '' || account === '') {
    context.addIssue({ code: 'custom', message: 'bank and account_number go together: fill in both, or leave both blank' });
    return undefined;
  }
  const name = bankName.safeParse(bank);
  const number = accountNumber.safeParse(account);
  for (const parsed of [name, number]) if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
  return name.success && number.success ? { bank: name.data, accountNumber: number.data } : undefined;
}

export const employeeImportRowSchema: z.ZodType<EmployeeImportRow, Record<string, string>> = z
  .record(z.string(), z.string())
  .transform((values, context) => {
    const empId = employeeNumber('emp_id').safeParse(values.emp_id ?? '');
    const fields: Record<string, unknown> = {};
    for (const [column, schema] of Object.entries(columnSchemas)) {
      const value = values[column];
      if (value === undefined) continue;
      const parsed = (schema as z.ZodType<unknown, string>).safeParse(value);
      if (parsed.success) fields[column] = parsed.data;
      else for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    }
    if (values.separation_date !== undefined) {
      // A separation date makes the employee inactive; a blank one (re)activates them.
      const parsed = separation.safeParse(values.separation_date);
      if (parsed.success) Object.assign(fields, { separation_date: parsed.data, active: parsed.data === null });
      else context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
    }
    let login: string | null | undefined;
    if (values.username !== undefined) {
      const parsed = username.safeParse(values.username);
      if (parsed.success) login = parsed.data;
      else context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
    }
    if (!empId.success) {
      context.addIssue({ code: 'custom', message: empId.error.issues[0]!.message });
      return z.NEVER;
    }
    if (fields.team_lead === empId.data) context.addIssue({ code: 'custom', message: 'team_lead cannot be the employee themself' });
    const pay = readPay(values, context);
    const bank = readBank(values, context);
    return {
      emp_id: empId.data,
      fields: fields as Partial<EmployeeRecord>,
      ...(login !== undefined ? { username: login } : {}),
      ...(pay ? { pay } : {}),
      ...(bank ? { bank } : {}),
    };
  });
