import { t } from '@lingui/core/macro';
import type { ContributionRow } from '@portal/contracts/payroll-reports';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { useMonthContributions } from '../api/payroll-reports';
import { CoverageNote } from './coverage-note';
import { moneyColumn } from '../../../components/money-column';

const idColumn = (id: 'sss_no' | 'philhealth_no' | 'pagibig_no', header: string): DataColumn<ContributionRow> => ({
  id,
  header,
  accessorFn: (row) => row[id] ?? t`None on record`,
});

/** The contributions' columns, headed in the active language (the headers are the export's and the paper's too). */
export function contributionColumns(): DataColumn<ContributionRow>[] {
  return [
    { id: 'empid', accessorKey: 'empid', header: t`Employee No.` },
    { id: 'fullname', accessorKey: 'fullname', header: t`Employee` },
    idColumn('sss_no', t`SSS No.`),
    moneyColumn('sss_employee', t`SSS, employee`, (row) => row.sss_employee),
    moneyColumn('sss_employer', t`SSS, employer`, (row) => row.sss_employer),
    moneyColumn('sss_ec', t`SSS EC`, (row) => row.sss_ec),
    idColumn('philhealth_no', t`PhilHealth No.`),
    moneyColumn('philhealth_employee', t`PhilHealth, employee`, (row) => row.philhealth_employee),
    moneyColumn('philhealth_employer', t`PhilHealth, employer`, (row) => row.philhealth_employer),
    idColumn('pagibig_no', t`Pag-IBIG No.`),
    moneyColumn('pagibig_employee', t`Pag-IBIG, employee`, (row) => row.pagibig_employee),
    moneyColumn('pagibig_employer', t`Pag-IBIG, employer`, (row) => row.pagibig_employer),
  ];
}

/** A month's SSS, PhilHealth and Pag-IBIG contributions per person, with ID numbers and both shares. */
export function ContributionsTable({ choice }: { choice: CutoffChoice }) {
  const contributions = useMonthContributions(choice, true);
  const data = contributions.data;
  return (
    <>
      {data && <CoverageNote covered={data.covered} missing={data.missing} />}
      <DataTable<ContributionRow>
        label={t`Contributions`}
        columns={contributionColumns()}
        rows={data?.rows ?? []}
        loading={contributions.isLoading}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        testId="contribution-row"
        exportFileName={`contributions-${choice.year}-${String(choice.month).padStart(2, '0')}.csv`}
        emptyText={t`No contributions in the locked runs of this month.`}
      />
    </>
  );
}
