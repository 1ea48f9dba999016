import { t } from '@lingui/core/macro';
import type { RegisterRow } from '@portal/contracts/payroll-reports';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { usePayrollRegister } from '../api/payroll-reports';
import { CoverageNote } from './coverage-note';
import { moneyColumn } from '../../../components/money-column';

/** The register's columns, headed in the active language (the headers are the export's and the paper's too). */
export function registerColumns(): DataColumn<RegisterRow>[] {
  return [
    { id: 'empid', accessorKey: 'empid', header: t`Employee No.` },
    { id: 'fullname', accessorKey: 'fullname', header: t`Employee` },
    moneyColumn('basic', t`Basic pay`, (row) => row.basic),
    moneyColumn('overtime', t`Overtime`, (row) => row.overtime),
    moneyColumn('night_differential', t`Night differential`, (row) => row.night_differential),
    moneyColumn('holiday_pay', t`Holiday pay`, (row) => row.holiday_pay),
    moneyColumn('allowances', t`Allowances`, (row) => row.allowances),
    moneyColumn('gross', t`Gross pay`, (row) => row.gross),
    moneyColumn('tardiness_undertime', t`Tardiness / undertime`, (row) => row.tardiness_undertime),
    // Agency names: the same in every language, yet in the catalog like every header.
    moneyColumn('sss', t`SSS`, (row) => row.sss),
    moneyColumn('philhealth', t`PhilHealth`, (row) => row.philhealth),
    moneyColumn('pagibig', t`Pag-IBIG`, (row) => row.pagibig),
    moneyColumn('withholding_tax', t`Withholding tax`, (row) => row.withholding_tax),
    moneyColumn('loans', t`Loans`, (row) => row.loans),
    moneyColumn('net_pay', t`Net pay`, (row) => row.net_pay),
    moneyColumn('employer_contributions', t`Employer's contributions`, (row) => row.employer_contributions),
  ];
}

/** A cut-off's payroll register, from its locked or released run. */
export function RegisterTable({ choice }: { choice: CutoffChoice }) {
  const register = usePayrollRegister(choice, true);
  const data = register.data;
  return (
    <>
      {data && <CoverageNote covered={data.covered} missing={data.missing} />}
      <DataTable<RegisterRow>
        label={t`Payroll register`}
        columns={registerColumns()}
        rows={data?.rows ?? []}
        loading={register.isLoading}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        testId="register-row"
        exportFileName={`payroll-register-${choice.year}-${String(choice.month).padStart(2, '0')}-${choice.cutoff}.csv`}
        emptyText={t`No locked run for this cut-off.`}
      />
    </>
  );
}
