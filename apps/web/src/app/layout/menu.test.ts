import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { UserSession } from '@portal/contracts/session';
import { i18n } from '../../lib/i18n';
import { menuEntries, visibleMenu, type MenuEntry } from './menu';

const employee: UserSession = {
  username: 'employee', empid: '00000004', firstname: 'Juan', lastname: 'dela Cruz', fullname: 'Juan dela Cruz',
  approver: 0, coeapprover: 0, payslip: 1, teamlead: 0, hradmin: 0, payroll: 0, mustChangePassword: false, secondFactor: null,
  language: 'en',
};

const entries: MenuEntry[] = [
  { label: msg`Time`, path: '/timeinout', icon: 'time' },
  { label: msg`Staff`, path: '/staffattendance', icon: 'attendance', pcOnly: true },
  { label: msg`Payslip`, path: '/payslip', icon: 'payslip', payslipOnly: true },
  {
    label: msg`Leaves`,
    icon: 'requests',
    children: [
      { label: msg`My leaves`, path: '/leaves/requests', icon: 'requests' },
      { label: msg`For approval`, path: '/leaves/approval', icon: 'approvals', approverOnly: true },
    ],
  },
  { label: msg`COE`, icon: 'certificate', children: [{ label: msg`For my approval`, path: '/coe/formyapproval', icon: 'certificate', coeApproverOnly: true }] },
];

/** The labels as shown (in English, the active language here). */
const label = (entry: MenuEntry): string => i18n._(entry.label);
const labels = (menu: MenuEntry[]): string[] => menu.flatMap((e) => [label(e), ...(e.children ? labels(e.children) : [])]);

describe('visibleMenu', () => {
  it('hides approver-only and COE-approver-only items from an employee, and empty groups', () => {
    expect(labels(visibleMenu(entries, employee, false))).toEqual(['Time', 'Staff', 'Payslip', 'Leaves', 'My leaves']);
  });
  it('shows approver items to approvers (flag = 1)', () => {
    expect(labels(visibleMenu(entries, { ...employee, approver: 1, coeapprover: 1 }, false))).toContain('For approval');
    expect(labels(visibleMenu(entries, { ...employee, approver: 1, coeapprover: 1 }, false))).toContain('For my approval');
  });
  it('shows the Administration section to HR administrators alone', () => {
    const admin: MenuEntry[] = [{ label: msg`Administration`, icon: 'admin', hrAdminOnly: true, children: [{ label: msg`Audit Log`, path: '/admin/audit', icon: 'admin' }] }];
    expect(labels(visibleMenu(admin, { ...employee, approver: 1, teamlead: 1, coeapprover: 1 }, false))).toEqual([]);
    expect(labels(visibleMenu(admin, { ...employee, hradmin: 1 }, false))).toEqual(['Administration', 'Audit Log']);
  });
  it('offers the payslip import under Administration to HR administrators alone, on a computer', () => {
    const hr: UserSession = { ...employee, hradmin: 1 };
    const administration = (user: UserSession, isPhone: boolean) => visibleMenu(menuEntries, user, isPhone).find((entry) => label(entry) === 'Administration');
    expect(administration(hr, false)?.children?.find((entry) => label(entry) === 'Payslip Import')?.path).toBe('/admin/payslips');
    expect(labels(visibleMenu(menuEntries, { ...employee, approver: 1, teamlead: 1, coeapprover: 1 }, false))).not.toContain('Payslip Import');
    expect(labels(visibleMenu(menuEntries, hr, true))).not.toContain('Payslip Import');
  });
  it('shows the Payroll Run to HR administrators with the payroll permission alone', () => {
    const payrollRun = (user: UserSession) => labels(visibleMenu(menuEntries, user, false)).includes('Payroll Run');
    expect(payrollRun({ ...employee, hradmin: 1, payroll: 1 })).toBe(true);
    expect(payrollRun({ ...employee, hradmin: 1 })).toBe(false);
    expect(payrollRun({ ...employee, payroll: 1 })).toBe(false);
  });
  it('shows the Dashboard to HR administrators alone, on a phone too', () => {
    const dashboard = (user: UserSession, isPhone = false) => labels(visibleMenu(menuEntries, user, isPhone)).includes('Dashboard');
    expect(dashboard({ ...employee, hradmin: 1 })).toBe(true);
    expect(dashboard({ ...employee, hradmin: 1 }, true)).toBe(true);
    expect(dashboard({ ...employee, approver: 1, teamlead: 1, coeapprover: 1 })).toBe(false);
    expect(dashboard(employee)).toBe(false);
  });
  it('shows team-lead-only items to team leads alone', () => {
    const withGroups: MenuEntry[] = [{ label: msg`Leaves`, icon: 'requests', children: [{ label: msg`Group`, path: '/leaves/grouprequests', icon: 'requests', teamLeadOnly: true }] }];
    expect(labels(visibleMenu(withGroups, employee, false))).toEqual([]);
    expect(labels(visibleMenu(withGroups, { ...employee, teamlead: 1 }, false))).toEqual(['Leaves', 'Group']);
  });
  it('hides PC-only entries on a phone and payslip without access', () => {
    expect(labels(visibleMenu(entries, { ...employee, payslip: 0 }, true))).toEqual(['Time', 'Leaves', 'My leaves']);
  });
  it('hides the staff attendance table, manage shifts and administration from the real menu on a phone only', () => {
    const everything: UserSession = { ...employee, approver: 1, coeapprover: 1, teamlead: 1, hradmin: 1 };
    const onComputer = labels(visibleMenu(menuEntries, everything, false));
    const onPhone = labels(visibleMenu(menuEntries, everything, true));
    for (const label of ['Staff Attendance', 'Manage Shifts', 'Administration', 'Company Settings']) {
      expect(onComputer).toContain(label);
      expect(onPhone).not.toContain(label);
    }
    // Everything else a person needs away from a desk stays.
    const withoutAdministration = labels(visibleMenu(menuEntries.filter((entry) => label(entry) !== 'Administration'), everything, false));
    expect(onPhone).toEqual(withoutAdministration.filter((label) => !['Staff Attendance', 'Manage Shifts'].includes(label)));
  });
  it('shows Reports to team leads and HR, on a phone too, and to nobody else', () => {
    const reports = (user: UserSession, isPhone = false) => labels(visibleMenu(menuEntries, user, isPhone)).includes('Reports');
    expect(reports({ ...employee, teamlead: 1 }, true)).toBe(true);
    expect(reports({ ...employee, hradmin: 1 })).toBe(true);
    expect(reports({ ...employee, approver: 1, coeapprover: 1 })).toBe(false);
    expect(reports(employee)).toBe(false);
  });
});
