import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCentavos } from '@portal/contracts/rules';
import { monthName } from '@portal/contracts/payslip-lines';
import type { CutoffChoice } from '../../components/cutoff-picker';
import { PrintTable, printColumnsOf } from '../../components/print-table';
import { PrintableReportFrame } from '../../components/printable-report-frame';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useBankCreditFile, useBir1601c, useMonthContributions, usePayrollRegister } from './api/payroll-reports';
import { bankFileColumns } from './components/bank-file-table';
import { bir1601cColumns } from './components/bir-1601c-table';
import { contributionColumns } from './components/contributions-table';
import { registerColumns } from './components/register-table';
import { CoverageNote } from './components/coverage-note';
import { payrollReportSearch, readPayrollReportSearch, type PayrollReport } from './payroll-report-search';

const cutoffName = (choice: CutoffChoice) => `${choice.cutoff === '1' ? 'first' : 'second'} cut-off of ${monthName(choice.month)} ${choice.year}`;

/** What each report is called on paper, of the period its link names. */
function titleOf(report: PayrollReport, choice: CutoffChoice): string {
  const month = `${monthName(choice.month)} ${choice.year}`;
  return {
    register: `Payroll register, ${cutoffName(choice)}`,
    bank: `Bank credit file, ${cutoffName(choice)}`,
    contributions: `SSS, PhilHealth and Pag-IBIG contributions of ${month}`,
    '1601c': `BIR 1601-C of ${month}`,
  }[report];
}

/** The one report the link names, loaded alone. */
function useChosenReport(report: PayrollReport, choice: CutoffChoice) {
  const register = usePayrollRegister(choice, report === 'register');
  const bank = useBankCreditFile(choice, report === 'bank');
  const contributions = useMonthContributions(choice, report === 'contributions');
  const bir1601c = useBir1601c(choice, report === '1601c');
  return { register, bank, contributions, '1601c': bir1601c }[report];
}

/**
 * /printable/payroll-reports?report&year&month&cutoff: a payroll report of the locked
 * and released runs, every row, for paper or "Save as PDF"; each amount as the screen
 * shows it.
 */
export function PrintablePayrollReportPage() {
  const [search] = useSearchParams();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const { report, choice } = readPayrollReportSearch(search, today);
  const query = useChosenReport(report, choice);
  const title = titleOf(report, choice);
  let body: ReactNode = null;
  let coverage: { covered: number[]; missing: number[] } | null = null;
  if (query.data && report === 'register') {
    const data = query.data as NonNullable<ReturnType<typeof usePayrollRegister>['data']>;
    coverage = data;
    body = <PrintTable table={{ label: 'Payroll register', columns: printColumnsOf(registerColumns), rowId: (row) => row.empid, emptyText: 'No locked run for this cut-off.' }} rows={data.rows} dense />;
  } else if (query.data && report === 'bank') {
    const data = query.data as NonNullable<ReturnType<typeof useBankCreditFile>['data']>;
    coverage = data;
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {data.rows.length} credits · {formatCentavos(data.total)} in all{data.without_account > 0 ? ` · ${data.without_account} without a bank account on record` : ''}
        </Typography>
        <PrintTable table={{ label: 'Bank credit file', columns: printColumnsOf(bankFileColumns), rowId: (row) => row.empid, emptyText: 'No locked run for this cut-off.' }} rows={data.rows} />
      </>
    );
  } else if (query.data && report === 'contributions') {
    const data = query.data as NonNullable<ReturnType<typeof useMonthContributions>['data']>;
    coverage = data;
    body = <PrintTable table={{ label: 'Contributions', columns: printColumnsOf(contributionColumns), rowId: (row) => row.empid, emptyText: 'No contributions in the locked runs of this month.' }} rows={data.rows} dense />;
  } else if (query.data && report === '1601c') {
    const data = query.data as NonNullable<ReturnType<typeof useBir1601c>['data']>;
    coverage = data;
    body = <PrintTable table={{ label: 'BIR 1601-C', columns: printColumnsOf(bir1601cColumns), rowId: (row) => row.item, emptyText: 'No locked run for this month.' }} rows={data.lines} />;
  }

  return (
    <PrintableReportFrame
      title={title}
      documentTitle={title}
      back={{ to: `/payroll/reports?${payrollReportSearch(report, choice)}`, label: 'Back to payroll reports' }}
      ready={Boolean(query.data)}
      summary={<>From the locked and released runs; amounts in Php. Printed {formatDate(today)}.</>}
    >
      {coverage && <CoverageNote covered={coverage.covered} missing={coverage.missing} />}
      {query.isLoading && <LinearProgress aria-label="Loading the report" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {body}
    </PrintableReportFrame>
  );
}
