import Alert from '@mui/material/Alert';
import type { BankCreditRow } from '@portal/contracts/payroll-reports';
import { formatCentavos } from '@portal/contracts/rules';
import Typography from '@mui/material/Typography';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { moneyColumn } from '../../../components/money-column';
import { useBankCreditFile } from '../api/payroll-reports';
import { CoverageNote } from './coverage-note';

export const bankFileColumns: DataColumn<BankCreditRow>[] = [
  { id: 'empid', accessorKey: 'empid', header: 'Employee No.' },
  { id: 'fullname', accessorKey: 'fullname', header: 'Employee' },
  { id: 'bank', header: 'Bank', accessorFn: (row) => row.bank ?? 'None on record' },
  { id: 'account_number', header: 'Account number', accessorFn: (row) => row.account_number ?? 'None on record' },
  moneyColumn('amount', 'Amount', (row) => row.amount),
];

/** A cut-off's bank credit file: each net pay and the account it goes to. */
export function BankFileTable({ choice }: { choice: CutoffChoice }) {
  const file = useBankCreditFile(choice, true);
  const data = file.data;
  return (
    <>
      {data && <CoverageNote covered={data.covered} missing={data.missing} />}
      {data && data.without_account > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {data.without_account} {data.without_account === 1 ? 'person has' : 'people have'} no bank account on record: record it in their Pay data, or pay them some other way.
        </Alert>
      )}
      {data && data.rows.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {data.rows.length} credits · {formatCentavos(data.total)} in all
        </Typography>
      )}
      <DataTable<BankCreditRow>
        label="Bank credit file"
        columns={bankFileColumns}
        rows={data?.rows ?? []}
        loading={file.isLoading}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        testId="bank-credit-row"
        exportFileName={`bank-credit-${choice.year}-${String(choice.month).padStart(2, '0')}-${choice.cutoff}.csv`}
        emptyText="No locked run for this cut-off."
      />
    </>
  );
}
