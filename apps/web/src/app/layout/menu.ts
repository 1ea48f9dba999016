import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserSession } from '@portal/contracts/session';
import { APPROVER_FLAG } from '@portal/contracts/config';

export interface MenuEntry {
  /** Shown through i18n._ by the sidebar, in the person's language. */
  label: MessageDescriptor;
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
  { label: msg`Time In/Out`, path: '/timeinout', icon: 'time' },
  { label: msg`Dashboard`, path: '/dashboard', icon: 'dashboard', hrAdminOnly: true },
  { label: msg`Team Calendar`, path: '/calendar', icon: 'calendar' },
  { label: msg`Reports`, path: '/reports', icon: 'reports', teamLeadOrHrOnly: true },
  {
    label: msg`Attendance`,
    icon: 'attendance',
    children: [
      { label: msg`My Attendance`, path: '/attendance', icon: 'attendance' },
      { label: msg`Today`, path: '/today', icon: 'attendance', teamLeadOrHrOnly: true },
      // A month of a whole team, twenty-odd columns wide: a computer's table.
      { label: msg`Staff Attendance`, path: '/staffattendance', icon: 'attendance', teamLeadOrHrOnly: true, pcOnly: true },
      { label: msg`Punch Review`, path: '/punchreview', icon: 'approvals', teamLeadOrHrOnly: true },
      { label: msg`Payroll Hand-off`, path: '/payroll', icon: 'payslip', hrAdminOnly: true },
      { label: msg`Payroll Run`, path: '/payroll/run', icon: 'payslip', payrollOnly: true },
      { label: msg`Payroll Reports`, path: '/payroll/reports', icon: 'payslip', payrollOnly: true },
      { label: msg`13th Month Pay`, path: '/payroll/thirteenth-month', icon: 'payslip', payrollOnly: true },
      { label: msg`Adjustment Requests`, path: '/attendanceadjustment/requests', icon: 'requests' },
      { label: msg`Adjustments for Approval`, path: '/attendanceadjustments/approval', icon: 'approvals', approverOnly: true },
      { label: msg`Adjustments Routed to Me`, path: '/attendanceadjustments/formyapproval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: msg`Shifts`,
    icon: 'time',
    children: [
      { label: msg`My Shift Changes`, path: '/shift/requests', icon: 'requests' },
      { label: msg`Manage Shifts`, path: '/shift/manage', icon: 'requests', teamLeadOnly: true, pcOnly: true },
      { label: msg`Group Shift Changes`, path: '/shift/grouprequests', icon: 'requests', teamLeadOnly: true },
      { label: msg`Shift Changes for Approval`, path: '/shift/approval', icon: 'approvals', approverOnly: true },
      { label: msg`Group Changes for Approval`, path: '/shift/groupformyapproval', icon: 'approvals', approverOnly: true },
      { label: msg`Shift Changes Routed to Me`, path: '/shift/formyapproval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: msg`Official Business`,
    icon: 'requests',
    children: [
      { label: msg`My Itineraries`, path: '/officialbusiness/requests', icon: 'requests' },
      { label: msg`Itineraries for Approval`, path: '/officialbusiness/approval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: msg`Leaves`,
    icon: 'requests',
    children: [
      { label: msg`My Leaves`, path: '/leaves/requests', icon: 'requests' },
      { label: msg`Group Leaves`, path: '/leaves/grouprequests', icon: 'requests', teamLeadOnly: true },
      { label: msg`Leaves for Approval`, path: '/leaves/approval', icon: 'approvals', approverOnly: true },
      { label: msg`Leaves Routed to Me`, path: '/leaves/formyapproval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: msg`Overtime`,
    icon: 'time',
    children: [
      { label: msg`My Overtime`, path: '/overtime/requests', icon: 'requests' },
      { label: msg`Group Overtime`, path: '/overtime/grouprequests', icon: 'requests', teamLeadOnly: true },
      { label: msg`Overtime for Approval`, path: '/overtimes/approval', icon: 'approvals', approverOnly: true },
      { label: msg`Overtime Routed to Me`, path: '/overtimes/formyapproval', icon: 'approvals', approverOnly: true },
    ],
  },
  {
    label: msg`Certificate of Employment`,
    icon: 'certificate',
    children: [
      { label: msg`My Requests`, path: '/coe/requests', icon: 'requests' },
      { label: msg`For My Approval`, path: '/coe/formyapproval', icon: 'approvals', coeApproverOnly: true },
    ],
  },
  {
    label: msg`Administration`,
    icon: 'admin',
    hrAdminOnly: true,
    // Master data and imports are desk work; the whole section is hidden on a phone.
    pcOnly: true,
    // One entry per administration area; each area adds its own here.
    children: [
      { label: msg`Employees`, path: '/admin/employees', icon: 'admin' },
      { label: msg`User Accounts`, path: '/admin/accounts', icon: 'admin' },
      { label: msg`Approval Routes`, path: '/admin/routes', icon: 'admin' },
      { label: msg`Approval Delegations`, path: '/admin/delegations', icon: 'admin' },
      { label: msg`Shifts`, path: '/admin/shifts', icon: 'admin' },
      { label: msg`Schedules`, path: '/admin/schedules', icon: 'admin' },
      { label: msg`Holidays`, path: '/admin/holidays', icon: 'admin' },
      { label: msg`Offices`, path: '/admin/offices', icon: 'admin' },
      { label: msg`Time Clock`, path: '/admin/timeclock', icon: 'admin' },
      { label: msg`Payslip Import`, path: '/admin/payslips', icon: 'admin', hrAdminOnly: true },
      { label: msg`Leave`, path: '/admin/leave', icon: 'admin' },
      { label: msg`Company Settings`, path: '/admin/company', icon: 'admin' },
      { label: msg`Audit Log`, path: '/admin/audit', icon: 'admin' },
      { label: msg`Access Log`, path: '/admin/access-log', icon: 'admin' },
      { label: msg`Breach Report`, path: '/admin/breach-report', icon: 'admin' },
      { label: msg`Data Retention`, path: '/admin/retention', icon: 'admin' },
      { label: msg`Sign-in & Security`, path: '/admin/sign-in', icon: 'admin' },
    ],
  },
  { label: msg`Payslip`, path: '/payslip', icon: 'payslip', payslipOnly: true },
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
