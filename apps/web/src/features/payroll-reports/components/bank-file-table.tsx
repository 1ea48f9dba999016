import { plural, t } from '@lingui/core/macro';
import Alert from '@mui/material/Alert';
import type { BankCreditRow } from '@portal/contracts/payroll-reports';
import Typography from '@mui/material/Typography';
import { DataTable, type DataColumn } from '../../../components/data-table';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { moneyColumn } from '../../../components/money-column';
import { useBankCreditFile } from '../api/payroll-reports';
import { shownPesos } from '../../../lib/money';
import { CoverageNote } from './coverage-note';

/** The bank file's columns, headed in the active language (the headers are the export's and the paper's too). */
export function bankFileColumns(): DataColumn<BankCreditRow>[] {
  const none = t`None on record`;
  return [
    { id: 'empid', accessorKey: 'empid', header: t`Employee No.` },
    { id: 'fullname', accessorKey: 'fullname', header: t`Employee` },
    { id: 'bank', header: t`Bank`, accessorFn: (row) => row.bank ?? none },
    { id: 'account_number', header: t`Account number`, accessorFn: (row) => row.account_number ?? none },
    moneyColumn('amount', t`Amount`, (row) => row.amount),
  ];
}

/** A cut-off's bank credit file: each net pay and the account it goes to. */
export function BankFileTable({ choice }: { choice: CutoffChoice }) {
  const file = useBankCreditFile(choice, true);
  const data = file.data;
  const without = data?.without_account ?? 0;
  return (
    <>
      {data && <CoverageNote covered={data.covered} missing={data.missing} />}
      {without > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {plural(without, {
            one: '# person has no bank account on record: record it in their Pay data, or pay them some other way.',
            other: '# people have no bank account on record: record it in their Pay data, or pay them some other way.',
          })}
        </Alert>
      )}
      {data && data.rows.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <CreditTotals count={data.rows.length} total={shownPesos(data.total)} />
        </Typography>
      )}
      <DataTable<BankCreditRow>
        label={t`Bank credit file`}
        columns={bankFileColumns()}
        rows={data?.rows ?? []}
        loading={file.isLoading}
        rowId={(row) => row.empid}
        initialSorting={[{ id: 'fullname', desc: false }]}
        pinnedLeft={['fullname']}
        searchable
        testId="bank-credit-row"
        exportFileName={`bank-credit-${choice.year}-${String(choice.month).padStart(2, '0')}-${choice.cutoff}.csv`}
        emptyText={t`No locked run for this cut-off.`}
      />
    </>
  );
}

/** "12 credits · Php 1,500.00 in all". */
export function CreditTotals({ count, total }: { count: number; total: string }) {
  return <>{t`${count} credits · ${total} in all`}</>;
}
