import type { RetentionKind } from '@portal/contracts/retention';
import type { DB } from './database';

/**
 * Every table that holds rows about one person, by the column naming them, with the
 * kind of data its rows are for retention (null: kept, as the employee record and the
 * audit that records disposals are). One list serves "my data" (all of it) and the
 * disposal of each kind, so a new table of personal data is added once, here. Within
 * a kind the order is the one foreign keys allow deleting in (punches point at
 * adjustments; sessions and notices at the account).
 */
export const PERSONAL_DATA_TABLES = [
  { table: 'employees', column: 'emp_id', kind: null },
  { table: 'employee_sites', column: 'emp_id', kind: null },
  { table: 'approval_routes', column: 'emp_id', kind: null },
  { table: 'punches', column: 'emp_id', kind: 'attendance' },
  { table: 'day_marks', column: 'emp_id', kind: 'attendance' },
  { table: 'attendance_spans', column: 'emp_id', kind: 'attendance' },
  { table: 'daily_attendance', column: 'emp_id', kind: 'attendance' },
  { table: 'attendance_adjustments', column: 'emp_id', kind: 'attendance' },
  { table: 'official_business', column: 'emp_id', kind: 'attendance' },
  { table: 'leaves', column: 'emp_id', kind: 'attendance' },
  { table: 'overtimes', column: 'emp_id', kind: 'attendance' },
  { table: 'shift_changes', column: 'emp_id', kind: 'attendance' },
  { table: 'leave_entitlements', column: 'emp_id', kind: 'attendance' },
  { table: 'documents', column: 'owner_emp_id', kind: 'supporting_documents' },
  { table: 'coe_requests', column: 'emp_id', kind: 'certificates' },
  { table: 'payslips', column: 'emp_id', kind: 'payroll' },
  { table: 'payroll_lines', column: 'emp_id', kind: 'payroll' },
  { table: 'pay_items', column: 'emp_id', kind: 'payroll' },
  { table: 'pay_rates', column: 'emp_id', kind: 'payroll' },
  { table: 'pay_bank_accounts', column: 'emp_id', kind: 'payroll' },
  { table: 'notification_preferences', column: 'emp_id', kind: 'account' },
  { table: 'notifications', column: 'recipient', kind: 'account' },
  { table: 'sessions', column: 'emp_id', kind: 'account' },
  { table: 'user_accounts', column: 'emp_id', kind: 'account' },
  // Kept per entry, not per person (see the retention job), and read as the person's.
  { table: 'access_log', column: 'subject_emp_id', kind: null },
  { table: 'audit_log', column: 'actor_emp_id', kind: null },
] as const satisfies readonly { table: keyof DB; column: string; kind: RetentionKind | null }[];

export type PersonalDataTable = (typeof PERSONAL_DATA_TABLES)[number]['table'];

/** The tables of one kind of data, in the order they are deleted in. */
export function tablesOfKind(kind: RetentionKind): { table: PersonalDataTable; column: string }[] {
  return PERSONAL_DATA_TABLES.filter((entry) => entry.kind === kind);
}
