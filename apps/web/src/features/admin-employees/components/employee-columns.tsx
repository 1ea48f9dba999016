import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { EMPLOYEE_FLAGS, type EmployeeAdminRow, type EmployeeFlag } from '@portal/contracts/admin-employees';
import type { DataColumn } from '../../../components/data-table';

export const flagLabels: Record<EmployeeFlag, string> = {
  approver: 'Approver',
  coeapprover: 'COE approver',
  payslip: 'Payslip',
  teamlead: 'Team lead',
  hradmin: 'HR admin',
  payroll: 'Payroll',
};

/** The roles an employee holds, as text: searched and exported like any column. */
export function rolesOf(row: EmployeeAdminRow): string {
  return EMPLOYEE_FLAGS.filter((flag) => row[flag])
    .map((flag) => flagLabels[flag])
    .join(', ');
}

export const employeeColumns: DataColumn<EmployeeAdminRow>[] = [
  { accessorKey: 'emp_id', header: 'Emp. no.' },
  { id: 'name', header: 'Name', accessorFn: (row) => `${row.lastname}, ${row.firstname}` },
  { accessorKey: 'department', header: 'Department' },
  { accessorKey: 'designation', header: 'Designation' },
  { id: 'team_lead', header: 'Team lead', accessorFn: (row) => row.team_lead_name ?? '' },
  { id: 'office', header: 'Office', accessorFn: (row) => row.office_name ?? '' },
  { id: 'shift', header: 'Shift', accessorFn: (row) => row.default_shift ?? '' },
  {
    id: 'roles',
    header: 'Roles',
    accessorFn: rolesOf,
    enableSorting: false,
    Cell: ({ row }) => (
      <Stack direction="row" spacing={0.5}>
        {EMPLOYEE_FLAGS.filter((flag) => row.original[flag]).map((flag) => (
          <Chip key={flag} size="small" variant="outlined" label={flagLabels[flag]} />
        ))}
      </Stack>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => (row.active ? 'Active' : 'Inactive'),
    Cell: ({ row }) => <Chip size="small" color={row.original.active ? 'success' : 'default'} variant={row.original.active ? 'filled' : 'outlined'} label={row.original.active ? 'Active' : 'Inactive'} />,
  },
];
