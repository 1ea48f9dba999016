import type { UserSession } from '@portal/contracts/session';
import { APPROVER_FLAG } from '@portal/contracts/config';

export interface MenuEntry {
  label: string;
  path?: string;
  /** Icon name, resolved by the sidebar (keeps this file free of React). */
  icon: 'time' | 'calendar' | 'attendance' | 'requests' | 'approvals' | 'payslip' | 'certificate' | 'admin' | 'reports' | 'dashboard';
  approverOnly?: boolean;
  /** Hidden on phones (spec §6: entries "limited to browser/PC mode"). */
  pcOnly?: boolean;
  payslipOnly?: boolean;
  coeApproverOnly?: boolean;
  /** Group requests are filed by team leads only. */
  teamLeadOnly?: boolean;
  /** HR administration (the `hradmin` role). */
  hrAdminOnly?: boolean;
  /** Pay: HR administrators who also hold the payroll permission. */
  payrollOnly?: boolean;
  /** Staff attendance: team leads see their team, HR everyone. */
  teamLeadOrHrOnly?: boolean;
  children?: MenuEntry[];
}

/**
 * The side menu, in one place. Only features that exist are listed; each later
 * feature adds its entry here.
 */
export const menuEntries: MenuEntry[] = [
  { label: 'Time In/Out', path: '/timeinout', icon: 'time' },
  { label: 'Dashboard', path: '/dashboard', icon: 'dashboard', hrAdminOnly: true },
  { label: 'Team Calendar', path: '/calendar', icon: 'calendar' },
  { label: 'Reports', path: '/reports', icon: 'reports', teamLeadOrHrOnly: true },
  {
    label: 'Attendance',
    icon: 'attendance',
    children: [
      { label: 'My Attendance', path: '/attendance', icon: 'attendance' },
      { label: 'Today', path: '/today', icon: 'attendance', teamLeadOrHrOnly: true },
      // A month of a whole team, twenty-odd columns wide: a computer's table.
      { label: 'Staff Attendance', path: '/staffattendance', icon: 'attendance', teamLeadOrHrOnly: true, pcOnly: true },
      { label: 'Punch Review', path: '/punchreview', icon: 'approvals', teamLeadOrHrOnly: true },
      { label: 'Payroll Hand-off', path: '/payroll', icon: 'payslip', hrAdminOnly: true },
      { label: 'Payroll Run', path: '/payroll/run', icon: 'payslip', payrollOnly: true },
      { label: 'Payroll Reports', path: '/payroll/reports', icon: 'payslip', payrollOnly: true },
      { label: '13th Month Pay', path: '/payroll/thirteenth-month', icon: 'payslip', payrollOnly: true },
      { label: 'Adjustment Requests', path: '/attendanceadjustment/requests', icon: 'requests' },
      { label: 'Adjustments for Approval', path: '/attendanceadjustments/approval', icon: 'approvals', approverOnly: true },
      { label: 'Adjustments Routed to Me', path: '/attendanceadjustments/formyapproval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: 'Shifts',
    icon: 'time',
    children: [
      { label: 'My Shift Changes', path: '/shift/requests', icon: 'requests' },
      { label: 'Manage Shifts', path: '/shift/manage', icon: 'requests', teamLeadOnly: true, pcOnly: true },
      { label: 'Group Shift Changes', path: '/shift/grouprequests', icon: 'requests', teamLeadOnly: true },
      { label: 'Shift Changes for Approval', path: '/shift/approval', icon: 'approvals', approverOnly: true },
      { label: 'Group Changes for Approval', path: '/shift/groupformyapproval', icon: 'approvals', approverOnly: true },
      { label: 'Shift Changes Routed to Me', path: '/shift/formyapproval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: 'Official Business',
    icon: 'requests',
    children: [
      { label: 'My Itineraries', path: '/officialbusiness/requests', icon: 'requests' },
      { label: 'Itineraries for Approval', path: '/officialbusiness/approval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: 'Leaves',
    icon: 'requests',
    children: [
      { label: 'My Leaves', path: '/leaves/requests', icon: 'requests' },
      { label: 'Group Leaves', path: '/leaves/grouprequests', icon: 'requests', teamLeadOnly: true },
      { label: 'Leaves for Approval', path: '/leaves/approval', icon: 'approvals', approverOnly: true },
      { label: 'Leaves Routed to Me', path: '/leaves/formyapproval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: 'Overtime',
    icon: 'time',
    children: [
      { label: 'My Overtime', path: '/overtime/requests', icon: 'requests' },
      { label: 'Group Overtime', path: '/overtime/grouprequests', icon: 'requests', teamLeadOnly: true },
      { label: 'Overtime for Approval', path: '/overtimes/approval', icon: 'approvals', approverOnly: true },
      { label: 'Overtime Routed to Me', path: '/overtimes/formyapproval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: 'Certificate of Employment',
    icon: 'certificate',
    children: [
      { label: 'My Requests', path: '/coe/requests', icon: 'requests' },
      { label: 'For My Approval', path: '/coe/formyapproval', icon: 'approvals', coeApproverOnly: true },
    ],
  },
  {
    label: 'Administration',
    icon: 'admin',
    hrAdminOnly: true,
    // Master data and imports are desk work; the whole section is hidden on a phone.
    pcOnly: true,
    // One entry per administration area; each area adds its own here.
    children: [
      { label: 'Employees', path: '/admin/employees', icon: 'admin' },
      { label: 'User Accounts', path: '/admin/accounts', icon: 'admin' },
      { label: 'Approval Routes', path: '/admin/routes', icon: 'admin' },
      { label: 'Approval Delegations', path: '/admin/delegations', icon: 'admin' },
      { label: 'Shifts', path: '/admin/shifts', icon: 'admin' },
      { label: 'Schedules', path: '/admin/schedules', icon: 'admin' },
      { label: 'Holidays', path: '/admin/holidays', icon: 'admin' },
      { label: 'Offices', path: '/admin/offices', icon: 'admin' },
      { label: 'Time Clock', path: '/admin/timeclock', icon: 'admin' },
      { label: 'Payslip Import', path: '/admin/payslips', icon: 'admin', hrAdminOnly: true },
      { label: 'Leave', path: '/admin/leave', icon: 'admin' },
      { label: 'Company Settings', path: '/admin/company', icon: 'admin' },
      { label: 'Audit Log', path: '/admin/audit', icon: 'admin' },
      { label: 'Access Log', path: '/admin/access-log', icon: 'admin' },
      { label: 'Breach Report', path: '/admin/breach-report', icon: 'admin' },
      { label: 'Data Retention', path: '/admin/retention', icon: 'admin' },
      { label: 'Sign-in & Security', path: '/admin/sign-in', icon: 'admin' },
    ],
  },
  { label: 'Payslip', path: '/payslip', icon: 'payslip', payslipOnly: true },
];

function allowed(entry: MenuEntry, user: UserSession, isPhone: boolean): boolean {
  if (entry.approverOnly && user.approver !== APPROVER_FLAG) return false;
  if (entry.pcOnly && isPhone) return false;
  if (entry.payslipOnly && user.payslip !== 1) return false;
  if (entry.coeApproverOnly && user.coeapprover !== 1) return false;
  if (entry.teamLeadOnly && user.teamlead !== 1) return false;
  if (entry.hrAdminOnly && user.hradmin !== 1) return false;
  if (entry.payrollOnly && (user.hradmin !== 1 || user.payroll !== 1)) return false;
  if (entry.teamLeadOrHrOnly && user.teamlead !== 1 && user.hradmin !== 1) return false;
  return true;
}

/** Spec §6 menu filtering, applied to entries and their sub-items. */
export function visibleMenu(entries: MenuEntry[], user: UserSession, isPhone: boolean): MenuEntry[] {
  return entries
    .filter((entry) => allowed(entry, user, isPhone))
    .map((entry) => (entry.children ? { ...entry, children: visibleMenu(entry.children, user, isPhone) } : entry))
    .filter((entry) => !entry.children || entry.children.length > 0);
}
