import { Trans, useLingui } from '@lingui/react/macro';
import type { MRT_RowData } from 'material-react-table';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useReport } from './api/get-report';
import { PrintTable } from '../../components/print-table';
import { PrintableReportFrame } from '../../components/printable-report-frame';
import { sortedRows, textOf } from './report-columns';
import { reportTables } from './report-definitions';
import { reportNames } from './report-names';
import { paramsFromSearch, periodProblem, searchOfParams } from './report-params';
import { describeReport } from './report-summary';

/** /printable/reports?report&...: the report the link names, every row in its sort, for paper or "Save as PDF". */
export function PrintableReportPage() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const params = paramsFromSearch(search, today);
  const report = useReport(params);
  const loaded = report.data?.kind === params.report ? report.data : undefined;
  const reportName = i18n._(reportNames[params.report]);
  const title = t`${reportName} report`;
  const problem = periodProblem(params);
  const tables = loaded ? reportTables(loaded) : [];
  const { department, search: employee, year, from, to } = params;
  const narrowing = [department && t`Department: ${department}`, employee && t`Employee: “${employee}”`].filter(Boolean).join(' · ');
  const printed = formatDate(today);
  return (
    <PrintableReportFrame
      title={title}
      // As the browser names the saved PDF.
      documentTitle={params.report === 'leave-balances' ? `${title} ${year}` : t`${title} ${from} to ${to}`}
      back={{ to: `/reports?${searchOfParams(params).toString()}`, label: t`Back to reports` }}
      ready={Boolean(loaded)}
      summary={
        <>
          {loaded ? describeReport(loaded) : ''} {narrowing && `${narrowing}.`} <Trans>Printed {printed}.</Trans>
        </>
      }
    >
      {problem && <Alert severity="warning">{t`${problem}: this link does not name a period that can be reported.`}</Alert>}
      {report.isLoading && <LinearProgress aria-label={t`Loading the report`} />}
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {tables.map((table, index) => (
        <Box key={table.label} component="section" aria-label={table.label}>
          {tables.length > 1 && (
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {table.label}
            </Typography>
          )}
          <PrintTable table={{ ...table, columns: table.columns.map((column) => ({ ...column, text: (row: MRT_RowData) => textOf(column, row) })) }} rows={index === tables.length - 1 ? sortedRows(table, table.rows, params.sort) : sortedRows(table, table.rows, null)} />
        </Box>
      ))}
    </PrintableReportFrame>
  );
}
