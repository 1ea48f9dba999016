import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { EmployeeAdminRow } from '@portal/contracts/admin-employees';
import { i18n } from '../../../lib/i18n';
import { EmployeeDetail } from './employee-detail';

afterEach(() => {
  cleanup();
  act(() => i18n.activate('en'));
});

const employee: EmployeeAdminRow = {
  emp_id: '10001',
  firstname: 'Maria',
  lastname: 'Santos',
  middlename: 'Reyes',
  prefix: 'Ms.',
  gender: 'F',
  hire_date: '2024-01-15',
  separation_date: null,
  designation: 'Clerk',
  department: 'HR',
  employment_status: 'Regular',
  monthly_salary: 25000,
  monthly_allowances: 1500.5,
  default_shift: null,
  shiftdesc: null,
  rest_days: [0, 6],
  office_id: null,
  office_name: null,
  home_address: '',
  email: null,
  team_lead: null,
  team_lead_name: null,
  benefits_coverage: '',
  tin: null,
  sss_no: null,
  philhealth_no: null,
  pagibig_no: null,
  civil_status: 'Married',
  solo_parent: true,
  approver: false,
  coeapprover: false,
  payslip: true,
  teamlead: false,
  hradmin: false,
  payroll: false,
  active: true,
  username: null,
};

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <EmployeeDetail employee={employee} />
    </I18nProvider>,
  );

describe('EmployeeDetail', () => {
  it('reads in English as before', () => {
    show();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByText('Married, solo parent')).toBeTruthy();
    expect(screen.getByText('Php 25,000.00')).toBeTruthy();
    expect(screen.getByText('Sun, Sat')).toBeTruthy();
    expect(screen.getByText('none yet')).toBeTruthy();
  });

  it('speaks the active language, pesos with the peso sign', () => {
    act(() => {
      i18n.load('fil', {
        [msg`Sun`.id]: 'Lin',
        [msg`Sat`.id]: 'Sab',
        [msg`Female`.id]: 'Babae',
        [msg`Married`.id]: 'Kasal',
      });
      i18n.activate('fil');
    });
    show();
    expect(screen.getByText('Babae')).toBeTruthy();
    expect(screen.getByText('₱25,000.00')).toBeTruthy();
    expect(screen.getByText('₱1,500.50')).toBeTruthy();
    expect(screen.getByText('Lin, Sab')).toBeTruthy();
  });
});
