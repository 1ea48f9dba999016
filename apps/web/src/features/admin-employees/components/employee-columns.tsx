import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { EMPLOYEE_FLAGS, type EmployeeAdminRow, type EmployeeFlag } from '@portal/contracts/admin-employees';
import type { DataColumn } from '../../../components/data-table';
import { i18n } from '../../../lib/i18n';

const flagNames: Record<EmployeeFlag, MessageDescriptor> = {
  approver: msg`Approver`,
  coeapprover: msg`COE approver`,
  payslip: msg`Payslip`,
  teamlead: msg`Team lead`,
  hradmin: msg`HR admin`,
  payroll: msg`Payroll`,
};

/** A role's name in the reader's language. */
export const flagLabel = (flag: EmployeeFlag): string => i18n._(flagNames[flag]);

/** The roles an employee holds, as text: searched and exported like any column. */
export function rolesOf(row: EmployeeAdminRow): string {
  return EMPLOYEE_FLAGS.filter((flag) => row[flag])
    .map(flagLabel)
    .join(', ');
}

/** The list's columns, their words in the active language (made again when it changes). */
export function employeeColumns(): DataColumn<EmployeeAdminRow>[] {
  return [
    { accessorKey: 'emp_id', header: t`Emp. no.` },
    { id: 'name', header: t`Name`, accessorFn: (row) => `${row.lastname}, ${row.firstname}` },
    { accessorKey: 'department', header: t`Department` },
    { accessorKey: 'designation', header: t`Designation` },
    { id: 'team_lead', header: t`Team lead`, accessorFn: (row) => row.team_lead_name ?? '' },
    { id: 'office', header: t`Office`, accessorFn: (row) => row.office_name ?? '' },
    { id: 'shift', header: t`Shift`, accessorFn: (row) => row.default_shift ?? '' },
    {
      id: 'roles',
      header: t`Roles`,
      accessorFn: rolesOf,
      enableSorting: false,
      Cell: ({ row }) => (
        <Stack direction="row" spacing={0.5}>
          {EMPLOYEE_FLAGS.filter((flag) => row.original[flag]).map((flag) => (
            <Chip key={flag} size="small" variant="outlined" label={flagLabel(flag)} />
          ))}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      accessorFn: (row) => (row.active ? t`Active` : t`Inactive`),
      Cell: ({ row }) => <Chip size="small" color={row.original.active ? 'success' : 'default'} variant={row.original.active ? 'filled' : 'outlined'} label={row.original.active ? t`Active` : t`Inactive`} />,
    },
  ];
}
