import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import type { BankCreditFile, BankCreditRow, Bir1601c, ContributionRow, MonthContributions, PayrollRegister, RegisterRow } from '@portal/contracts/payroll-reports';
import type { CutoffChoice } from '../../components/cutoff-picker';
import { printColumnsOf, type PrintTableShape } from '../../components/print-table';
import { useBankCreditFile, useBir1601c, useMonthContributions, usePayrollRegister } from './api/payroll-reports';
import { bankFileColumns, CreditTotals } from './components/bank-file-table';
import { bir1601cColumns } from './components/bir-1601c-table';
import { contributionColumns } from './components/contributions-table';
import { registerColumns } from './components/register-table';
import type { PayrollReport } from './payroll-report-search';
import { monthLabel } from '../../lib/period-words';
import { shownPesos } from '../../lib/money';

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
  /** In the active language: called at render. */
  title: (choice: CutoffChoice) => string;
  useData: (choice: CutoffChoice, enabled: boolean) => UseQueryResult<Data>;
  /** In the active language: called at render. */
  table: () => PrintTableShape<Row>;
  rowsOf: (data: Data) => Row[];
  /** Smaller type: a register of fifteen amounts across a landscape page. */
  dense?: boolean;
  /** A line above the table, where the report has one. */
  noteOf?: (data: Data) => ReactNode;
}

/** "first cut-off of November 2026". */
function cutoffName(choice: CutoffChoice): string {
  const month = monthLabel(choice.month);
  const year = choice.year;
  return choice.cutoff === '1' ? t`first cut-off of ${month} ${year}` : t`second cut-off of ${month} ${year}`;
}

/** "November 2026". */
function monthOf(choice: CutoffChoice): string {
  const month = monthLabel(choice.month);
  const year = choice.year;
  return t`${month} ${year}`;
}

/**
 * Each payroll report on paper, keyed as the link names it. The mapped type keeps each
 * report's own data and row types, so one page renders any of them without a cast.
 */
export const reportsOnPaper: { [R in PayrollReport]: ReportOnPaper<ReportData<R>, ReportRow<R>> } = {
  register: {
    title: (choice) => {
      const period = cutoffName(choice);
      return t`Payroll register, ${period}`;
    },
    useData: usePayrollRegister,
    table: () => ({ label: t`Payroll register`, columns: printColumnsOf(registerColumns()), rowId: (row) => row.empid, emptyText: t`No locked run for this cut-off.` }),
    rowsOf: (data) => data.rows,
    dense: true,
  },
  bank: {
    title: (choice) => {
      const period = cutoffName(choice);
      return t`Bank credit file, ${period}`;
    },
    useData: useBankCreditFile,
    table: () => ({ label: t`Bank credit file`, columns: printColumnsOf(bankFileColumns()), rowId: (row) => row.empid, emptyText: t`No locked run for this cut-off.` }),
    rowsOf: (data) => data.rows,
    noteOf: (data) => {
      const without = data.without_account;
      return (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <CreditTotals count={data.rows.length} total={shownPesos(data.total)} />
          {without > 0 && <> · {t`${without} without a bank account on record`}</>}
        </Typography>
      );
    },
  },
  contributions: {
    title: (choice) => {
      const month = monthOf(choice);
      return t`SSS, PhilHealth and Pag-IBIG contributions of ${month}`;
    },
    useData: useMonthContributions,
    table: () => ({
      label: t`Contributions`,
      columns: printColumnsOf(contributionColumns()),
      rowId: (row) => row.empid,
      emptyText: t`No contributions in the locked runs of this month.`,
    }),
    rowsOf: (data) => data.rows,
    dense: true,
  },
  '1601c': {
    title: (choice) => {
      const month = monthOf(choice);
      return t`BIR 1601-C of ${month}`;
    },
    useData: useBir1601c,
    table: () => ({ label: t`BIR 1601-C`, columns: printColumnsOf(bir1601cColumns()), rowId: (row) => row.item, emptyText: t`No locked run for this month.` }),
    rowsOf: (data) => data.lines,
  },
};
