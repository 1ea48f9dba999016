import type { EmployeeBody } from '@portal/contracts/admin-employees';

/**
 * One employee as stored, amounts as numbers: what create, update, deactivation
 * and the import write, and what the audit log keeps before and after.
 */
export interface EmployeeRecord extends Omit<EmployeeBody, 'username'> {
  separation_date: string | null;
  active: boolean;
}

/** The record a new employee starts as, before a form or a file fills it in (the table's defaults). */
export const newEmployeeDefaults: Omit<EmployeeRecord, 'emp_id' | 'firstname' | 'lastname' | 'hire_date'> = {
  middlename: '',
  prefix: '',
  gender: 'M',
  separation_date: null,
  designation: '',
  department: '',
  employment_status: 'Regular',
  monthly_salary: 0,
  monthly_allowances: 0,
  default_shift: null,
  rest_days: [0],
  office_id: null,
  home_address: '',
  email: null,
  team_lead: null,
  benefits_coverage: '',
  tin: null,
  sss_no: null,
  philhealth_no: null,
  pagibig_no: null,
  civil_status: null,
  solo_parent: false,
  approver: false,
  coeapprover: false,
  payslip: true,
  teamlead: false,
  hradmin: false,
  payroll: false,
  active: true,
};

const comparedFields = Object.keys({ emp_id: '', firstname: '', lastname: '', hire_date: '', ...newEmployeeDefaults }) as (keyof EmployeeRecord)[];

/** True when writing `next` over `stored` would change nothing (so it is neither written nor audited). */
export function sameEmployee(stored: EmployeeRecord, next: EmployeeRecord): boolean {
  return comparedFields.every((field) => JSON.stringify(stored[field]) === JSON.stringify(next[field]));
}

/** Only the fields that differ, before and after: what the audit log shows for a change. */
export function changedFields(stored: EmployeeRecord, next: EmployeeRecord): { before: Partial<EmployeeRecord>; after: Partial<EmployeeRecord> } {
  const before: Record<string, unknown> = { emp_id: stored.emp_id };
  const after: Record<string, unknown> = { emp_id: next.emp_id };
  for (const field of comparedFields) {
    if (JSON.stringify(stored[field]) === JSON.stringify(next[field])) continue;
    before[field] = stored[field];
    after[field] = next[field];
  }
  return { before, after };
}
