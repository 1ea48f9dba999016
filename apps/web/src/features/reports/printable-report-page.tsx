import type { MRT_RowData } from 'material-react-table';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { reportLabels } from '@portal/contracts/reports';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { serverNow } from '../../lib/server-clock';
import { dateOfInstant, formatDate } from '../../lib/time-format';
import { useReport } from './api/get-report';
import { PrintTable } from '../../components/print-table';
import { sortedRows, textOf } from './report-columns';
import { reportTables } from './report-definitions';
import { paramsFromSearch, periodProblem, searchOfParams } from './report-params';
import { describeReport } from './report-summary';

// Landscape: the attendance reports are a dozen figures across.
const printPage = { '@page': { size: 'A4 landscape', margin: '10mm' }, '@media print': { body: { background: '#fff' } } };

/** /printable/reports?report&...: the report the link names, every row in its sort, for paper or "Save as PDF". */
export function PrintableReportPage() {
  const [search] = useSearchParams();
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  const params = paramsFromSearch(search, today);
  const { companyName } = getRuntimeConfig();
  const report = useReport(params);
  const loaded = report.data?.kind === params.report ? report.data : undefined;
  const title = `${reportLabels[params.report]} report`;
  const problem = periodProblem(params);
  useEffect(() => {
    const previous = document.title;
    // The title is the file name a browser suggests when the page is saved as PDF.
    document.title = params.report === 'leave-balances' ? `${title} ${params.year}` : `${title} ${params.from} to ${params.to}`;
    return () => {
      document.title = previous;
    };
  }, [title, params.report, params.year, params.from, params.to]);
  const tables = loaded ? reportTables(loaded) : [];
  const narrowing = [params.department && `Department: ${params.department}`, params.search && `Employee: “${params.search}”`].filter(Boolean).join(' · ');
  return (
    <Box sx={{ maxWidth: '297mm', mx: 'auto' }}>
      <GlobalStyles styles={printPage} />
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button variant="outlined" size="small" startIcon={<ArrowBackIcon />} component={RouterLink} to={`/reports?${searchOfParams(params).toString()}`}>
          Back to reports
        </Button>
        <Button variant="contained" size="small" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!loaded}>
          Print
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}>
        {companyName ? `${companyName}: ` : ''}
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {loaded ? describeReport(loaded) : ''} {narrowing && `${narrowing}.`} Printed {formatDate(today)}.
      </Typography>
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
    </Box>
  );
}
