import type { RegisterRow } from '@portal/contracts/payroll-reports';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { usePayrollRegister } from '../api/payroll-reports';
import { CoverageNote } from './coverage-note';
import { moneyColumn } from '../../../components/money-column';

export const registerColumns: DataColumn<RegisterRow>[] = [
  { id: 'empid', accessorKey: 'empid', header: 'Employee No.' },
  { id: 'fullname', accessorKey: 'fullname', header: 'Employee' },
  moneyColumn('basic', 'Basic pay', (row) => row.basic),
  moneyColumn('overtime', 'Overtime', (row) => row.overtime),
  moneyColumn('night_differential', 'Night differential', (row) => row.night_differential),
  moneyColumn('holiday_pay', 'Holiday pay', (row) => row.holiday_pay),
  moneyColumn('allowances', 'Allowances', (row) => row.allowances),
  moneyColumn('gross', 'Gross pay', (row) => row.gross),
  moneyColumn('tardiness_undertime', 'Tardiness / undertime', (row) => row.tardiness_undertime),
  moneyColumn('sss', 'SSS', (row) => row.sss),
  moneyColumn('philhealth', 'PhilHealth', (row) => row.philhealth),
  moneyColumn('pagibig', 'Pag-IBIG', (row) => row.pagibig),
  moneyColumn('withholding_tax', 'Withholding tax', (row) => row.withholding_tax),
  moneyColumn('loans', 'Loans', (row) => row.loans),
  moneyColumn('net_pay', 'Net pay', (row) => row.net_pay),
  moneyColumn('employer_contributions', "Employer's contributions", (row) => row.employer_contributions),
];

/** A cut-off's payroll register, from its locked or released run. */
export function RegisterTable({ choice }: { choice: CutoffChoice }) {
  const register = usePayrollRegister(choice, true);
  const data = register.data;
  return (
    <>
      {data && <CoverageNote covered={data.covered} missing={data.missing} />}
      <DataTable<RegisterRow>
        label="Payroll register"
        columns={registerColumns}
        rows={data?.rows ?? []}
        loading={register.isLoading}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        testId="register-row"
        exportFileName={`payroll-register-${choice.year}-${String(choice.month).padStart(2, '0')}-${choice.cutoff}.csv`}
        emptyText="No locked run for this cut-off."
      />
    </>
  );
}
