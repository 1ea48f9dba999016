import { useEffect, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { getRuntimeConfig } from '../lib/runtime-config';

// Landscape: a report is a dozen figures across.
const printPage = { '@page': { size: 'A4 landscape', margin: '10mm' }, '@media print': { body: { background: '#fff' } } };

interface PrintableReportFrameProps {
  /** The heading, after the company's name. */
  title: string;
  /** The file name a browser suggests when the page is saved as PDF. */
  documentTitle: string;
  /** Where "Back" goes: the screen the report came from, on the same report. */
  back: { to: string; label: string };
  /** Print waits for the report. */
  ready: boolean;
  /** The line under the heading: what the figures are, and when they were printed. */
  summary: ReactNode;
  children: ReactNode;
}

/** A report's page for paper: back and print buttons (not printed), the company's heading, a summary, the tables. */
export function PrintableReportFrame({ title, documentTitle, back, ready, summary, children }: PrintableReportFrameProps) {
  const { companyName } = getRuntimeConfig();
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);
  return (
    <Box sx={{ maxWidth: '297mm', mx: 'auto' }}>
      <GlobalStyles styles={printPage} />
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button variant="outlined" size="small" startIcon={<ArrowBackIcon />} component={RouterLink} to={back.to}>
          {back.label}
        </Button>
        <Button variant="contained" size="small" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!ready}>
          <Trans>Print</Trans>
        </Button>
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}>
        {companyName ? `${companyName}: ` : ''}
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {summary}
      </Typography>
      {children}
    </Box>
  );
}
