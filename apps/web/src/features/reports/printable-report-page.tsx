import type { MRT_RowData } from 'material-react-table';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { reportLabels } from '@portal/contracts/reports';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useReport } from './api/get-report';
import { PrintTable } from '../../components/print-table';
import { PrintableReportFrame } from '../../components/printable-report-frame';
import { sortedRows, textOf } from './report-columns';
import { reportTables } from './report-definitions';
import { paramsFromSearch, periodProblem, searchOfParams } from './report-params';
import { describeReport } from './report-summary';

/** /printable/reports?report&...: the report the link names, every row in its sort, for paper or "Save as PDF". */
export function PrintableReportPage() {
  const [search] = useSearchParams();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const params = paramsFromSearch(search, today);
  const report = useReport(params);
  const loaded = report.data?.kind === params.report ? report.data : undefined;
  const title = `${reportLabels[params.report]} report`;
  const problem = periodProblem(params);
  const tables = loaded ? reportTables(loaded) : [];
  const narrowing = [params.department && `Department: ${params.department}`, params.search && `Employee: “${params.search}”`].filter(Boolean).join(' · ');
  return (
    <PrintableReportFrame
      title={title}
      // As the browser names the saved PDF.
      documentTitle={params.report === 'leave-balances' ? `${title} ${params.year}` : `${title} ${params.from} to ${params.to}`}
      back={{ to: `/reports?${searchOfParams(params).toString()}`, label: 'Back to reports' }}
      ready={Boolean(loaded)}
      summary={
        <>
          {loaded ? describeReport(loaded) : ''} {narrowing && `${narrowing}.`} Printed {formatDate(today)}.
        </>
      }
    >
      {problem && <Alert severity="warning">{problem}: this link does not name a period that can be reported.</Alert>}
      {report.isLoading && <LinearProgress aria-label="Loading the report" />}
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
