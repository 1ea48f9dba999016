import type { ContributionRow } from '@portal/contracts/payroll-reports';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { useMonthContributions } from '../api/payroll-reports';
import { CoverageNote } from './coverage-note';
import { moneyColumn } from '../../../components/money-column';

const idColumn = (id: 'sss_no' | 'philhealth_no' | 'pagibig_no', header: string): DataColumn<ContributionRow> => ({
  id,
  header,
  accessorFn: (row) => row[id] ?? 'None on record',
});

export const contributionColumns: DataColumn<ContributionRow>[] = [
  { id: 'empid', accessorKey: 'empid', header: 'Employee No.' },
  { id: 'fullname', accessorKey: 'fullname', header: 'Employee' },
  idColumn('sss_no', 'SSS No.'),
  moneyColumn('sss_employee', 'SSS, employee', (row) => row.sss_employee),
  moneyColumn('sss_employer', 'SSS, employer', (row) => row.sss_employer),
  moneyColumn('sss_ec', 'SSS EC', (row) => row.sss_ec),
  idColumn('philhealth_no', 'PhilHealth No.'),
  moneyColumn('philhealth_employee', 'PhilHealth, employee', (row) => row.philhealth_employee),
  moneyColumn('philhealth_employer', 'PhilHealth, employer', (row) => row.philhealth_employer),
  idColumn('pagibig_no', 'Pag-IBIG No.'),
  moneyColumn('pagibig_employee', 'Pag-IBIG, employee', (row) => row.pagibig_employee),
  moneyColumn('pagibig_employer', 'Pag-IBIG, employer', (row) => row.pagibig_employer),
];

/** A month's SSS, PhilHealth and Pag-IBIG contributions per person, with ID numbers and both shares. */
export function ContributionsTable({ choice }: { choice: CutoffChoice }) {
  const contributions = useMonthContributions(choice, true);
  const data = contributions.data;
  return (
    <>
      {data && <CoverageNote covered={data.covered} missing={data.missing} />}
      <DataTable<ContributionRow>
        label="Contributions"
        columns={contributionColumns}
        rows={data?.rows ?? []}
        loading={contributions.isLoading}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        testId="contribution-row"
        exportFileName={`contributions-${choice.year}-${String(choice.month).padStart(2, '0')}.csv`}
        emptyText="No contributions in the locked runs of this month."
      />
    </>
  );
}
