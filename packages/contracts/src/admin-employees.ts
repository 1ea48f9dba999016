import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse, employeeNumber } from './common';
import { importRoute } from './admin';
import { MIN_PASSWORD_LENGTH } from './session-constants';
import { calendarDate, recordId } from './input';
import { CIVIL_STATUSES, governmentId, governmentIdFormat } from './government-ids';

// HR administration of employees and their user accounts (DESIGN §4). Field names
// are the employees table's columns, the same as the CSV import's.

export const GENDERS = ['M', 'F'] as const;
/** Sunday 0 .. Saturday 6, as JavaScript and PostgreSQL's `dow` count them. */
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Where notifications are e-mailed: one address, as a person writes it. */
const EMAIL_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export const EMPLOYEE_FLAGS = ['approver', 'coeapprover', 'payslip', 'teamlead', 'hradmin', 'payroll'] as const;
export type EmployeeFlag = (typeof EMPLOYEE_FLAGS)[number];
export const TEMPORARY_PASSWORD_LENGTH = 12;

const text = (field: string, max = 200) => z.string().trim().max(max, `${field} must be at most ${max} characters`);
const requiredText = (field: string, max = 100) => text(field, max).min(1, `${field} is required`);
/** Blank is null: a form's empty select and a CSV's empty cell mean "none". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

/** Pesos with at most two decimals, never negative: `28000`, `28000.5`, `"28000.50"`. */
export function amount(field: string) {
  return z
    .union([z.number(), z.string().trim()], { error: `${field} must be an amount like 25000.00` })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, `${field} must be an amount like 25000.00, not negative, at most two decimals`))
    .transform(Number);
}

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
export const username = z
  .string({ error: 'username is required' })
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, 'username must be 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit');

export const EmployeeBody = z
  .object({
    emp_id: employeeNumber('emp_id', 'emp_id must be an employee number of up to 8 digits'),
    firstname: requiredText('firstname'),
    lastname: requiredText('lastname'),
    middlename: text('middlename', 100).default(''),
    prefix: text('prefix', 20).default(''),
    gender: z.enum(GENDERS, { error: 'Choose the gender (M or F): it decides who may take maternity or paternity leave' }),
    hire_date: calendarDate('hire_date'),
    designation: text('designation').default(''),
    department: text('department').default(''),
    employment_status: text('employment_status', 60).default('Regular'),
    monthly_salary: amount('monthly_salary'),
    monthly_allowances: amount('monthly_allowances'),
    default_shift: optional(text('default_shift', 20)),
    rest_days: z
      .array(z.number({ error: 'rest_days must be weekday numbers' }).int().min(0, 'rest_days go from 0 (Sunday) to 6 (Saturday)').max(6, 'rest_days go from 0 (Sunday) to 6 (Saturday)'))
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'rest_days names a day twice')
      .transform((days) => [...days].sort((a, b) => a - b)),
    office_id: optional(recordId('office_id', { noun: 'an office number' })),
    home_address: text('home_address', 500).default(''),
    email: optional(text('email', 254).regex(EMAIL_ADDRESS, 'email must be an e-mail address, like juan.delacruz@company.ph')).default(null),
    team_lead: optional(employeeNumber('team_lead', 'team_lead must be an employee number')),
    benefits_coverage: text('benefits_coverage', 500).default(''),
    tin: governmentId(governmentIdFormat('tin')).default(null),
    sss_no: governmentId(governmentIdFormat('sss_no')).default(null),
    philhealth_no: governmentId(governmentIdFormat('philhealth_no')).default(null),
    pagibig_no: governmentId(governmentIdFormat('pagibig_no')).default(null),
    civil_status: optional(z.enum(CIVIL_STATUSES, { error: `civil_status must be one of ${CIVIL_STATUSES.join(', ')}` })).default(null),
    solo_parent: z.boolean().default(false),
    approver: z.boolean().default(false),
    coeapprover: z.boolean().default(false),
    payslip: z.boolean().default(true),
    teamlead: z.boolean().default(false),
    hradmin: z.boolean().default(false),
    /** With hradmin: reads and changes pay data. */
    payroll: z.boolean().default(false),
    /**
     * A new employee's login, made with them (a temporary password answered once);
     * blank: none yet. An edit sends back the login its row shows (older ones may be
     * shorter than today's rule), so the rule is held on the create call.
     */
    username: z.string({ error: 'username must be text' }).trim().toLowerCase().max(40, 'username must be at most 40 characters').optional().transform((value) => value || undefined),
  })
  .refine((body) => body.team_lead !== body.emp_id, { message: 'team_lead cannot be the employee themself', path: ['team_lead'] });
export type EmployeeBody = z.output<typeof EmployeeBody>;

/** One employee as HR sees them: every column, with the names behind the references. */
export const EmployeeAdminRow = z.object({
  emp_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  middlename: z.string(),
  prefix: z.string(),
  gender: z.string(),
  hire_date: z.string(),
  separation_date: z.string().nullable(),
  designation: z.string(),
  department: z.string(),
  employment_status: z.string(),
  monthly_salary: z.number(),
  monthly_allowances: z.number(),
  default_shift: z.string().nullable(),
  shiftdesc: z.string().nullable(),
  rest_days: z.array(z.number()),
  office_id: z.number().nullable(),
  office_name: z.string().nullable(),
  home_address: z.string(),
  email: z.string().nullable(),
  team_lead: z.string().nullable(),
  team_lead_name: z.string().nullable(),
  benefits_coverage: z.string(),
  tin: z.string().nullable(),
  sss_no: z.string().nullable(),
  philhealth_no: z.string().nullable(),
  pagibig_no: z.string().nullable(),
  civil_status: z.enum(CIVIL_STATUSES).nullable(),
  solo_parent: z.boolean(),
  approver: z.boolean(),
  coeapprover: z.boolean(),
  payslip: z.boolean(),
  teamlead: z.boolean(),
  hradmin: z.boolean(),
  payroll: z.boolean(),
  active: z.boolean(),
  username: z.string().nullable(),
});
export type EmployeeAdminRow = z.infer<typeof EmployeeAdminRow>;

export const EmployeeSaved = EmployeeAdminRow.extend({
  ...CodedMessage,
  /** The login made with a new employee: its temporary password travels once, in this answer. */
  account: z.object({ username: z.string(), temporaryPassword: z.string() }).optional(),
});

export const DeactivateEmployeeBody = z.object({
  emp_id: employeeNumber('emp_id'),
  separation_date: calendarDate('separation_date'),
});
export const ReactivateEmployeeBody = z.object({ emp_id: employeeNumber('emp_id') });

/** What the employee form chooses from. */
export const EmployeeChoices = z.object({
  shifts: z.array(z.object({ shift: z.string(), shiftdesc: z.string(), timein: z.string(), timeout: z.string() })),
  offices: z.array(z.object({ id: z.number(), name: z.string() })),
});


export const AccountAdminRow = z.object({
  username: z.string(),
  emp_id: z.string(),
  fullname: z.string(),
  active: z.boolean(),
  failed_attempts: z.number(),
  /** ISO instant while locked out; null otherwise. */
  locked_until: z.string().nullable(),
  must_change_password: z.boolean(),
  password_changed_at: z.string(),
  last_login: z.string().nullable(),
});
export type AccountAdminRow = z.infer<typeof AccountAdminRow>;

export const CreateAccountBody = z.object({ emp_id: employeeNumber('emp_id'), username });
export const AccountUsernameBody = z.object({ username });

/** The temporary password travels once, in this answer; it is stored only as a hash. */
export const TemporaryPasswordAnswer = z.object({ ...CodedMessage, username: z.string(), emp_id: z.string(), temporaryPassword: z.string() });
export type TemporaryPasswordAnswer = z.infer<typeof TemporaryPasswordAnswer>;

export const MIN_TEMPORARY_PASSWORD_LENGTH = MIN_PASSWORD_LENGTH;

/**
 * Pay data in the employees import (README "Import: employees and user accounts"): a
 * rate in force from a date, and the bank account. For HR with the payroll permission.
 */
export const EMPLOYEE_PAY_COLUMNS = ['pay_basis', 'pay_rate', 'pay_rate_from', 'minimum_wage_earner', 'bank', 'account_number'] as const;

/** The import columns, in the documented order (README "Import: employees and user accounts"). */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'emp_id', 'firstname', 'lastname', 'middlename', 'prefix', 'gender', 'hire_date', 'separation_date',
  'designation', 'department', 'employment_status', 'monthly_salary', 'monthly_allowances', 'default_shift', 'rest_days',
  'office_id', 'home_address', 'team_lead', 'benefits_coverage', ...EMPLOYEE_FLAGS,
  'tin', 'sss_no', 'philhealth_no', 'pagibig_no', 'civil_status', 'solo_parent', 'username', 'email',
  ...EMPLOYEE_PAY_COLUMNS,
] as const;
export const EMPLOYEE_IMPORT_REQUIRED = ['emp_id', 'firstname', 'lastname', 'hire_date'] as const;
/**
 * An employees CSV is read as a stream, so it may be larger than other imports: 50,000
 * people with every column filled in (addresses, benefits) is about 85 MB. An Excel
 * workbook is read whole and keeps the 10 MB of every import.
 */
export const MAX_EMPLOYEE_IMPORT_BYTES = 96 * 1024 * 1024;
export const ACCOUNT_IMPORT_COLUMNS = ['emp_id', 'username', 'temporary_password'] as const;

export const adminEmployeesRoutes = {
  list: defineRoute({ method: 'GET', path: '/v1/admin/employees', summary: 'Every employee, active or not, with team lead, office and shift names (HR administrators)', response: z.array(EmployeeAdminRow), auth: true }),
  choices: defineRoute({ method: 'GET', path: '/v1/admin/employees/choices', summary: 'The shifts and offices an employee may be given', response: EmployeeChoices, auth: true }),
  create: defineRoute({ method: 'POST', path: '/v1/admin/employees', summary: 'Add an employee', body: EmployeeBody, response: EmployeeSaved, auth: true }),
  update: defineRoute({ method: 'PUT', path: '/v1/admin/employees', summary: 'Change an employee, named by emp_id in the body', body: EmployeeBody, response: EmployeeSaved, auth: true }),
  deactivate: defineRoute({
    method: 'POST',
    path: '/v1/admin/employees/deactivate',
    summary: 'Separate an employee: inactive from now, every session ended at once',
    body: DeactivateEmployeeBody,
    response: EmployeeSaved,
    auth: true,
  }),
  reactivate: defineRoute({ method: 'POST', path: '/v1/admin/employees/reactivate', summary: 'Make a separated employee active again', body: ReactivateEmployeeBody, response: EmployeeSaved, auth: true }),
  importEmployees: importRoute('/v1/admin/employees/import', 'Import employees from CSV (?dryRun=true checks only); a username column creates their accounts, answering each temporary password once'),
} as const;

export const adminAccountsRoutes = {
  list: defineRoute({ method: 'GET', path: '/v1/admin/accounts', summary: 'Every user account with its lock-out state and last login', response: z.array(AccountAdminRow), auth: true }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/admin/accounts',
    summary: 'Create the account of an employee who has none; answers its temporary password once',
    body: CreateAccountBody,
    response: TemporaryPasswordAnswer,
    auth: true,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/v1/admin/accounts/resetpassword',
    summary: 'A new temporary password (answered once), to be changed at next login; ends the sessions and clears a lock-out',
    body: AccountUsernameBody,
    response: TemporaryPasswordAnswer,
    auth: true,
  }),
  unlock: defineRoute({ method: 'POST', path: '/v1/admin/accounts/unlock', summary: 'Clear a lock-out after failed logins', body: AccountUsernameBody, response: MessageResponse, auth: true }),
  importAccounts: importRoute('/v1/admin/accounts/import', 'Import user accounts from CSV (?dryRun=true checks only)'),
} as const;
