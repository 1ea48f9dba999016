import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CivilStatus } from '@portal/contracts/government-ids';

/** Table types for Kysely. Dates travel as YYYY-MM-DD text (see connect.ts). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string | number, string | number>;

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  market_label: string;
  support_email: string;
  time_zone: Generated<string>;
  /** The language of whoever chose none: 'en' or 'fil'. */
  default_language: Generated<string>;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  address2: Generated<string>;
  telno: Generated<string>;
  emailadd: Generated<string>;
  website: Generated<string>;
  logo: Buffer | null;
  logo_content_type: string | null;
  footer_image: Buffer | null;
  footer_image_content_type: string | null;
  signatory_emp_id: string | null;
  coe_validity_days: Generated<number>;
  /** The employer's TIN as the BIR prints it (123-456-789-000), or null. */
  tin: string | null;
}

export interface OfficesTable {
  id: Generated<number>;
  name: string;
  address: string;
  lat: number;
  lng: number;
  radius_m: number;
  /** Outside the area: refuse the punch, flag it, or ask the person why. */
  fence_mode: Generated<'refuse' | 'flag' | 'ask'>;
}

/** Further sites an employee punches at, besides their own office. */
export interface EmployeeSitesTable {
  emp_id: string;
  office_id: number;
}

export interface ShiftsTable {
  shift: string;
  shiftdesc: string;
  timein: string;
  timeout: string;
  break_start: string | null;
  break_minutes: Generated<number>;
}

export interface EmployeesTable {
  emp_id: string;
  /** The language the person chose ('en' or 'fil'); none: the company's default. */
  language: Generated<string | null>;
  /** Where notifications are e-mailed; none: they stay in the portal. */
  email: Generated<string | null>;
  firstname: string;
  lastname: string;
  middlename: Generated<string>;
  prefix: Generated<string>;
  gender: Generated<string>;
  hire_date: string;
  separation_date: string | null;
  designation: Generated<string>;
  department: Generated<string>;
  employment_status: Generated<string>;
  monthly_salary: Numeric;
  monthly_allowances: Numeric;
  default_shift: string | null;
  rest_days: ColumnType<number[], number[] | undefined, number[]>;
  office_id: number | null;
  /** Works in the field: no office fence applies to their punches. */
  field_staff: Generated<boolean>;
  home_address: Generated<string>;
  team_lead: string | null;
  approver: Generated<boolean>;
  coeapprover: Generated<boolean>;
  payslip: Generated<boolean>;
  teamlead: Generated<boolean>;
  hradmin: Generated<boolean>;
  /** May read and change pay data (with hradmin). */
  payroll: Generated<boolean>;
  active: Generated<boolean>;
  created_at: Generated<Timestamp>;
  benefits_coverage: Generated<string>;
  /** Government numbers as the agencies print them (123-456-789-000), or null. */
  tin: string | null;
  sss_no: string | null;
  philhealth_no: string | null;
  pagibig_no: string | null;
  civil_status: CivilStatus | null;
  solo_parent: Generated<boolean>;
}

export interface UserAccountsTable {
  username: string;
  emp_id: string;
  password_hash: string;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  must_change_password: Generated<boolean>;
  password_changed_at: Generated<Timestamp>;
}

export interface ApprovalRoutesTable {
  emp_id: string;
  request_type: string;
  approver1: string | null;
  approver2: string | null;
  approver3: string | null;
}

/** A department's route for a request type; an employee's own approval_routes row overrides it. */
export interface DepartmentRoutesTable {
  department: string;
  request_type: string;
  approver1: string;
  approver2: string | null;
  approver3: string | null;
}

/** A delegate acting for an absent approver from from_date to to_date (company days, both included). */
export interface ApprovalDelegationsTable {
  id: Generated<number>;
  approver: string;
  delegate: string;
  from_date: string;
  to_date: string;
  reason: Generated<string>;
  created_by: string;
  created_at: Generated<Timestamp>;
  ended_at: Timestamp | null;
  ended_by: string | null;
}

export interface PayRatesTable {
  id: Generated<string>;
  emp_id: string;
  effective_from: string;
  basis: 'monthly' | 'daily';
  rate: Numeric;
  minimum_wage_earner: Generated<boolean>;
  recorded_by: string;
  recorded_at: Generated<Timestamp>;
}

export interface PayItemsTable {
  id: Generated<string>;
  emp_id: string;
  kind: 'allowance' | 'sss_loan' | 'pagibig_loan' | 'company_loan' | 'deduction';
  label: string;
  monthly_amount: Numeric;
  taxable: Generated<boolean>;
  starts_on: string;
  ends_on: string | null;
  recorded_by: string;
  recorded_at: Generated<Timestamp>;
}

export interface PayrollRunsTable {
  id: Generated<string>;
  year: number;
  month: number;
  cutoff: number;
  from_date: string;
  to_date: string;
  status: Generated<'draft' | 'reviewed' | 'locked' | 'released'>;
  computed_at: Generated<Timestamp>;
  computed_by: string;
}

export interface PayrollLinesTable {
  run_id: string;
  emp_id: string;
  fullname: string;
  pay: ColumnType<unknown, string | null, string | null>;
  gross_centavos: ColumnType<string, number, number>;
  net_centavos: ColumnType<string, number, number>;
  problems: ColumnType<string[], string, string>;
}

export interface HolidaysTable {
  id: Generated<number>;
  holiday_date: string;
  name: string;
  type: 'LH' | 'SH' | 'SW';
  office_id: number | null;
}

export interface SessionsTable {
  token_hash: string;
  username: string;
  emp_id: string;
  created_at: Generated<Timestamp>;
  last_seen_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
  /** A password or provider was accepted; the second factor is still owed. */
  second_factor_pending: Generated<boolean>;
  sign_in_method: Generated<'password' | 'sso' | 'passkey'>;
  /** The provider's ID token, its hint when the provider's session is ended at logout. */
  id_token: string | null;
}

export interface SignInSettingsTable {
  id: Generated<boolean>;
  require_second_factor: Generated<boolean>;
  password_sign_in: Generated<'everyone' | 'break_glass'>;
  break_glass_username: string | null;
  sso_enabled: Generated<boolean>;
  sso_label: Generated<string>;
  sso_issuer: string | null;
  sso_client_id: string | null;
  sso_client_secret: string | null;
  sso_match_by: Generated<'email' | 'employee_number'>;
}

export interface TotpFactorsTable {
  username: string;
  secret: string;
  confirmed_at: Timestamp | null;
  last_step: ColumnType<string | null, string | number | null, string | number | null>;
  failed_attempts: Generated<number>;
  locked_until: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface RecoveryCodesTable {
  username: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface SsoLoginsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  created_at: Generated<Timestamp>;
}

export interface PunchesTable {
  id: Generated<string>;
  emp_id: string;
  trdate: string;
  direction: 'in' | 'out';
  punched_at: Timestamp;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  address: string | null;
  address_source: string | null;
  source: Generated<'clock' | 'offline' | 'adjustment' | 'import'>;
  superseded_at: Timestamp | null;
  adjustment_recid: number | null;
  outside_geofence: Generated<boolean>;
  /** The phone's own clock when the punch was made, where it sent it. */
  device_time: Timestamp | null;
  /** The phone's clock minus the server's, in seconds, where beyond the company's tolerance: the drift flag. */
  clock_drift_seconds: number | null;
  /** When the server received a punch the phone queued offline. */
  received_at: Timestamp | null;
  idempotency_key: string | null;
  /** Why the person punched outside an office that asks for a reason. */
  outside_reason: string | null;
  /** The terminal an imported punch came from, as its file named it. */
  device: string | null;
  /** A flagged punch's review; a rejected one is superseded too. */
  review_status: 'accepted' | 'rejected' | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  review_remarks: string | null;
}

/** The approval columns every request table carries (see the requests migration). */
export interface ApprovalColumns {
  approver1: string | null;
  approver2: string | null;
  approver3: string | null;
  remarks: string | null;
  remarks2: string | null;
  remarks3: string | null;
  acted_by1: string | null;
  acted_by2: string | null;
  acted_by3: string | null;
  acted_at1: Timestamp | null;
  acted_at2: Timestamp | null;
  acted_at3: Timestamp | null;
  /** The approver a delegate acted for at that level; null when the approver acted themselves. */
  acted_for1: string | null;
  acted_for2: string | null;
  acted_for3: string | null;
  overall_status: Generated<string>;
  current_level: number | null;
  current_approver: string | null;
}

export interface AttendanceAdjustmentsTable extends ApprovalColumns {
  recid: Generated<number>;
  emp_id: string;
  filed_by: string;
  datefiled: Generated<Timestamp>;
  trdate: string;
  timein1: string | null;
  timeout1: string | null;
  timein2: string | null;
  timeout2: string | null;
  timein3: string | null;
  timeout3: string | null;
  timein4: string | null;
  timeout4: string | null;
  reason: string;
  stats: string | null;
  stats2: string | null;
  stats3: string | null;
}

export interface OfficialBusinessTable extends ApprovalColumns {
  recid: Generated<number>;
  emp_id: string;
  filed_by: string;
  datefiled: Generated<Timestamp>;
  frdate: string;
  todate: string;
  noofdays: number;
  reason: string;
  status: string | null;
  status2: string | null;
  status3: string | null;
}

export interface SignaturesTable {
  emp_id: string;
  image: Buffer;
  content_type: string;
  updated_at: Generated<Timestamp>;
}

export interface CoeRequestsTable extends ApprovalColumns {
  recid: Generated<number>;
  emp_id: string;
  filed_by: string;
  datefiled: Generated<Timestamp>;
  reqdate: string;
  coetype: number;
  reason: string;
  status: string | null;
  status2: string | null;
  status3: string | null;
  approved_at: Timestamp | null;
  signatory_emp_id: string | null;
  valid_until: string | null;
  verification_code: string;
  replacement_document_key: string | null;
  /** The language the certificate is written in: 'en' (the default) or 'fil'. */
  language: ColumnType<'en' | 'fil', 'en' | 'fil' | undefined, 'en' | 'fil'>;
}

export interface LeaveTypesTable {
  payitem: string;
  leave_desc: string;
  annual_hours: Numeric;
  sort_order: Generated<number>;
  /** Unused hours that move into the next year at the year start; 0: none. */
  carry_over_cap_hours: ColumnType<string, string | number | undefined, string | number>;
  /** Who the type is for: 'F', 'M', or null for everyone. */
  eligible_gender: ColumnType<'F' | 'M' | null, 'F' | 'M' | null | undefined, 'F' | 'M' | null>;
  /** The civil statuses the type is for, or null for any. */
  eligible_civil_status: ColumnType<CivilStatus[] | null, CivilStatus[] | null | undefined, CivilStatus[] | null>;
  /** Only for employees with a solo-parent ID (RA 11861). */
  solo_parent_only: Generated<boolean>;
  /** Paid leave; hours of an unpaid type reach payroll as leave without pay. */
  with_pay: Generated<boolean>;
}

export interface LeaveEntitlementsTable {
  emp_id: string;
  payitem: string;
  year: number;
  entitled_hours: Numeric;
}

interface LeaveFields extends ApprovalColumns {
  recid: Generated<number>;
  emp_id: string;
  filed_by: string;
  datefiled: Generated<Timestamp>;
  payitem: string;
  frdate: string;
  todate: string;
  noofhours: Numeric;
  reason: string;
  status: string | null;
  status2: string | null;
  status3: string | null;
}

export type LeaveGroupsTable = LeaveFields;

export interface LeavesTable extends LeaveFields {
  noofhoursa: Numeric | null;
  group_recid: number | null;
}

export interface OvertimeTypesTable {
  ottype: string;
  description: string;
  sort_order: Generated<number>;
}

interface OvertimeFields extends ApprovalColumns {
  recid: Generated<number>;
  emp_id: string;
  filed_by: string;
  datefiled: Generated<Timestamp>;
  otdate: string;
  frtime: string;
  totime: string;
  noofhours: Numeric;
  ottype: string | null;
  reason: string;
  stats: string | null;
  stats2: string | null;
  stats3: string | null;
}

export type OvertimeGroupsTable = OvertimeFields;

export interface OvertimesTable extends OvertimeFields {
  approved_hours: Numeric | null;
  group_recid: number | null;
}

interface ShiftChangeFields extends ApprovalColumns {
  recid: Generated<number>;
  emp_id: string;
  filed_by: string;
  datefiled: Generated<Timestamp>;
  frdate: string;
  todate: string;
  shift: string;
  reason: string | null;
  stats: string | null;
  stats2: string | null;
  stats3: string | null;
}

export type ShiftChangeGroupsTable = ShiftChangeFields;

export interface ShiftChangesTable extends ShiftChangeFields {
  managed: Generated<boolean>;
  group_recid: number | null;
}

export interface DayMarksTable {
  id: Generated<string>;
  emp_id: string;
  trdate: string;
  kind: 'official_business' | 'leave';
  request_type: string;
  recid: number;
  charged_to: string | null;
  hours: Numeric | null;
}

export interface DocumentsTable {
  key: string;
  owner_emp_id: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  created_at: Generated<Timestamp>;
}

export interface RequestDocumentsTable {
  request_type: string;
  recid: number;
  document_key: string;
}

export interface PayslipsTable {
  id: Generated<number>;
  emp_id: string;
  year: number;
  month: number;
  period: number;
  pay_date: string;
  basic: Numeric;
  overtime: Numeric;
  night_differential: Numeric;
  holiday_pay: Numeric;
  allowances: Numeric;
  /** 13th-month pay paid on this payslip (0 on most). */
  thirteenth_month: ColumnType<string, string | number | undefined, string | number>;
  tardiness_undertime: Numeric;
  sss: Numeric;
  philhealth: Numeric;
  pagibig: Numeric;
  withholding_tax: Numeric;
  loans: Numeric;
  gross: Numeric;
  total_deductions: Numeric;
  net_pay: Numeric;
  ytd_gross: Numeric;
  ytd_contributions: Numeric;
  ytd_withholding_tax: Numeric;
  ytd_net_pay: Numeric;
  imported_at: Generated<Timestamp>;
  imported_by: string | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Generated<Timestamp>;
  actor_emp_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  request_id: string | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  recipient: string;
  category: 'approvals' | 'decisions' | 'team' | 'account' | 'pay';
  title: string;
  body: Generated<string>;
  link: string;
  created_at: Generated<Timestamp>;
  read_at: Timestamp | null;
  email_state: Generated<'none' | 'queued' | 'digest' | 'sending' | 'sent' | 'failed'>;
  email_attempts: Generated<number>;
  email_error: string | null;
  emailed_at: Timestamp | null;
  /** When a sender claimed the e-mail ('sending'), and the state it goes back to if the send fails. */
  email_claimed_at: Timestamp | null;
  email_claimed_from: 'queued' | 'digest' | null;
  dedupe_key: string | null;
}

export interface NotificationPreferencesTable {
  emp_id: string;
  category: 'approvals' | 'decisions' | 'team' | 'account' | 'pay';
  delivery: 'immediately' | 'digest' | 'off';
}

export interface NotificationDigestRunsTable {
  run_date: string;
  started_at: Generated<Timestamp>;
}

/** Versions of what API nodes cache (see the cache_versions migration). */
export interface CacheVersionsTable {
  scope: string;
  version: string;
}

export interface EmployeeVersionsTable {
  emp_id: string;
  records: string;
}

/** Each person's computed day, once it is three days past (see the daily_attendance migration). */
export interface DailyAttendanceTable {
  emp_id: string;
  trdate: string;
  computed: unknown | null;
  inputs: unknown | null;
  company_version: string | null;
  computed_at: Timestamp | null;
  changed_xid: string;
}

/** Stored days summed by person and span, total and by day type (see the attendance_spans migration). */
export interface AttendanceSpansTable {
  emp_id: string;
  span_start: string;
  total: boolean;
  daycd: string | null;
  charged_to: string | null;
  company_version: string;
  days: number;
  late_days: number;
  tardy: number;
  undertime_days: number;
  undertime: number;
  othrs: number;
  othrsapv: number;
  reghrs: number;
  nphrs: number;
  otnphrs: number;
  overtime_night: number;
  leave_hours: number;
  premium_first8: number;
  premium_beyond8: number;
  premium_night_first8: number;
  premium_night_beyond8: number;
  absent_dates: string[];
  incomplete_dates: string[];
  working_days: number;
  absences: number;
  working_tardy: number;
  working_late_days: number;
  working_undertime: number;
  working_undertime_days: number;
}

/** What made stored days stale: '*' the company (with its version), else one employee. */
export interface AttendanceMarksTable {
  scope: string;
  version: string;
  changed_xid: string;
}

/** Reads of another person's personal data (see the access_log migration). */
export interface AccessLogTable {
  id: Generated<string>;
  at: Generated<Timestamp>;
  actor_emp_id: string;
  subject_emp_id: string | null;
  what: string;
  detail: string;
  address: string | null;
  request_id: string | null;
}

/** Where each person's pay is credited (see the pay_bank_accounts migration). */
export interface PayBankAccountsTable {
  emp_id: string;
  bank: string;
  account_number: string;
  recorded_by: string;
  recorded_at: Generated<Timestamp>;
}

export interface RetentionPoliciesTable {
  kind: string;
  years: number;
}

export interface PasskeysTable {
  id: string;
  username: string;
  public_key: Buffer;
  counter: ColumnType<string, string | number | undefined, string | number>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  created_at: Generated<Timestamp>;
  last_used_at: Timestamp | null;
}

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign_in' | 'second_factor';
  username: string | null;
  created_at: Generated<Timestamp>;
}

export interface DB {
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  retention_policies: RetentionPoliciesTable;
  sign_in_settings: SignInSettingsTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sso_logins: SsoLoginsTable;
  pay_bank_accounts: PayBankAccountsTable;
  access_log: AccessLogTable;
  daily_attendance: DailyAttendanceTable;
  attendance_spans: AttendanceSpansTable;
  attendance_marks: AttendanceMarksTable;
  cache_versions: CacheVersionsTable;
  employee_versions: EmployeeVersionsTable;
  company: CompanyTable;
  offices: OfficesTable;
  shifts: ShiftsTable;
  employees: EmployeesTable;
  user_accounts: UserAccountsTable;
  approval_routes: ApprovalRoutesTable;
  department_routes: DepartmentRoutesTable;
  approval_delegations: ApprovalDelegationsTable;
  holidays: HolidaysTable;
  pay_rates: PayRatesTable;
  pay_items: PayItemsTable;
  payroll_runs: PayrollRunsTable;
  payroll_lines: PayrollLinesTable;
  sessions: SessionsTable;
  punches: PunchesTable;
  employee_sites: EmployeeSitesTable;
  audit_log: AuditLogTable;
  attendance_adjustments: AttendanceAdjustmentsTable;
  official_business: OfficialBusinessTable;
  day_marks: DayMarksTable;
  documents: DocumentsTable;
  request_documents: RequestDocumentsTable;
  leave_types: LeaveTypesTable;
  leave_entitlements: LeaveEntitlementsTable;
  leave_groups: LeaveGroupsTable;
  leaves: LeavesTable;
  overtime_types: OvertimeTypesTable;
  overtime_groups: OvertimeGroupsTable;
  overtimes: OvertimesTable;
  shift_changes: ShiftChangesTable;
  shift_change_groups: ShiftChangeGroupsTable;
  payslips: PayslipsTable;
  signatures: SignaturesTable;
  coe_requests: CoeRequestsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_digest_runs: NotificationDigestRunsTable;
}

export type Employee = Selectable<EmployeesTable>;
export type Shift = Selectable<ShiftsTable>;
export type NewEmployee = Insertable<EmployeesTable>;
