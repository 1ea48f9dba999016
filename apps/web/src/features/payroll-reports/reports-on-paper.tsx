import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import type { BankCreditFile, BankCreditRow, Bir1601c, ContributionRow, MonthContributions, PayrollRegister, RegisterRow } from '@portal/contracts/payroll-reports';
import { formatCentavos } from '@portal/contracts/rules';
import { monthName } from '@portal/contracts/payslip-lines';
import type { CutoffChoice } from '../../components/cutoff-picker';
import { printColumnsOf, type PrintTableShape } from '../../components/print-table';
import { useBankCreditFile, useBir1601c, useMonthContributions, usePayrollRegister } from './api/payroll-reports';
import { bankFileColumns } from './components/bank-file-table';
import { bir1601cColumns } from './components/bir-1601c-table';
import { contributionColumns } from './components/contributions-table';
import { registerColumns } from './components/register-table';
import type { PayrollReport } from './payroll-report-search';

/** What each report answers, and what one row of its table is. */
interface ReportShapes {
  register: { data: PayrollRegister; row: RegisterRow };
  bank: { data: BankCreditFile; row: BankCreditRow };
  contributions: { data: MonthContributions; row: ContributionRow };
  '1601c': { data: Bir1601c; row: Bir1601c['lines'][number] };
}
export type ReportData<R extends PayrollReport> = ReportShapes[R]['data'];
export type ReportRow<R extends PayrollReport> = ReportShapes[R]['row'];

/** How one payroll report reads on paper: what it is called, how it loads, and its one table. */
export interface ReportOnPaper<Data, Row> {
  title: (choice: CutoffChoice) => string;
  useData: (choice: CutoffChoice, enabled: boolean) => UseQueryResult<Data>;
  table: PrintTableShape<Row>;
  rowsOf: (data: Data) => Row[];
  /** Smaller type: a register of fifteen amounts across a landscape page. */
  dense?: boolean;
  /** A line above the table, where the report has one. */
  noteOf?: (data: Data) => ReactNode;
}

const cutoffName = (choice: CutoffChoice) => `${choice.cutoff === '1' ? 'first' : 'second'} cut-off of ${monthName(choice.month)} ${choice.year}`;
const monthOf = (choice: CutoffChoice) => `${monthName(choice.month)} ${choice.year}`;

/**
 * Each payroll report on paper, keyed as the link names it. The mapped type keeps each
 * report's own data and row types, so one page renders any of them without a cast.
 */
export const reportsOnPaper: { [R in PayrollReport]: ReportOnPaper<ReportData<R>, ReportRow<R>> } = {
  register: {
    title: (choice) => `Payroll register, ${cutoffName(choice)}`,
    useData: usePayrollRegister,
    table: { label: 'Payroll register', columns: printColumnsOf(registerColumns), rowId: (row) => row.empid, emptyText: 'No locked run for this cut-off.' },
    rowsOf: (data) => data.rows,
    dense: true,
  },
  bank: {
    title: (choice) => `Bank credit file, ${cutoffName(choice)}`,
    useData: useBankCreditFile,
    table: { label: 'Bank credit file', columns: printColumnsOf(bankFileColumns), rowId: (row) => row.empid, emptyText: 'No locked run for this cut-off.' },
    rowsOf: (data) => data.rows,
    noteOf: (data) => (
      <Typography variant="body2" sx={{ mb: 1 }}>
        {data.rows.length} credits · {formatCentavos(data.total)} in all{data.without_account > 0 ? ` · ${data.without_account} without a bank account on record` : ''}
      </Typography>
    ),
  },
  contributions: {
    title: (choice) => `SSS, PhilHealth and Pag-IBIG contributions of ${monthOf(choice)}`,
    useData: useMonthContributions,
    table: { label: 'Contributions', columns: printColumnsOf(contributionColumns), rowId: (row) => row.empid, emptyText: 'No contributions in the locked runs of this month.' },
    rowsOf: (data) => data.rows,
    dense: true,
  },
  '1601c': {
    title: (choice) => `BIR 1601-C of ${monthOf(choice)}`,
    useData: useBir1601c,
    table: { label: 'BIR 1601-C', columns: printColumnsOf(bir1601cColumns), rowId: (row) => row.item, emptyText: 'No locked run for this month.' },
    rowsOf: (data) => data.lines,
  },
};
