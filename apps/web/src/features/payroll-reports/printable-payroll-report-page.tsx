import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { CutoffChoice } from '../../components/cutoff-picker';
import { PrintTable } from '../../components/print-table';
import { PrintableReportFrame } from '../../components/printable-report-frame';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { CoverageNote } from './components/coverage-note';
import { payrollReportSearch, readPayrollReportSearch, type PayrollReport } from './payroll-report-search';
import { reportsOnPaper, type ReportData, type ReportOnPaper, type ReportRow } from './reports-on-paper';

/**
 * /printable/payroll-reports?report&year&month&cutoff: a payroll report of the locked
 * and released runs, every row, for paper or "Save as PDF"; each amount as the screen
 * shows it.
 */
export function PrintablePayrollReportPage() {
  const [search] = useSearchParams();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const { report, choice } = readPayrollReportSearch(search, today);
  // Keyed, so another report in the link starts afresh with its own query.
  return <PrintedPayrollReport key={report} report={report} choice={choice} today={today} />;
}

/** The one report the link names, loaded alone, in the frame every printable report has. */
function PrintedPayrollReport<R extends PayrollReport>({ report, choice, today }: { report: R; choice: CutoffChoice; today: string }) {
  const { t } = useLingui();
  const paper: ReportOnPaper<ReportData<R>, ReportRow<R>> = reportsOnPaper[report];
  const query = paper.useData(choice, true);
  const title = paper.title(choice);
  const printed = formatDate(today);
  return (
    <PrintableReportFrame
      title={title}
      documentTitle={title}
      back={{ to: `/payroll/reports?${payrollReportSearch(report, choice)}`, label: t`Back to payroll reports` }}
      ready={Boolean(query.data)}
      summary={<Trans>From the locked and released runs; amounts in Php. Printed {printed}.</Trans>}
    >
      {query.data && <CoverageNote covered={query.data.covered} missing={query.data.missing} />}
      {query.isLoading && <LinearProgress aria-label={t`Loading the report`} />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {query.data && (
        <>
          {paper.noteOf?.(query.data)}
          <PrintTable table={paper.table()} rows={paper.rowsOf(query.data)} dense={paper.dense} />
        </>
      )}
    </PrintableReportFrame>
  );
}
