import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { usePayslip } from './api/get-payslip';
import { PayslipView } from './components/payslip-view';
import { choiceFromSearch, isComplete, searchOfChoice } from './payslip-choice';
import { cutoffLabel, monthLabel } from '../../lib/period-words';

// A4 with modest margins; the browser's own header and footer lines are the
// person's choice in the print dialog.
const printPage = { '@page': { size: 'A4', margin: '12mm' }, '@media print': { body: { background: '#fff' } } };

/** /printable/payslip?year&month&period: the payslip alone, for paper or the browser's "Save as PDF". */
export function PrintablePayslipPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const asked = choiceFromSearch(search);
  const choice = isComplete(asked) ? asked : null;
  const payslip = usePayslip(choice);

  const month = choice ? monthLabel(choice.month) : '';
  const year = choice?.year;
  const cutoff = choice ? cutoffLabel(choice.period) : '';
  const title = choice ? t`Payslip ${month} ${year} ${cutoff}` : null;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    // The title is the file name a browser suggests when the page is saved as PDF.
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <Box sx={{ maxWidth: '210mm', mx: 'auto' }}>
      <GlobalStyles styles={printPage} />
      <Box sx={{ display: 'flex', gap: 1, mb: 2, displayPrint: 'none' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ArrowBackIcon />}
          component={RouterLink}
          to={`/payslip?${searchOfChoice(asked)}`}
        >
          <Trans>Back to payslips</Trans>
        </Button>
        <Button
          variant="contained"
          size="small"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!payslip.data}
        >
          <Trans>Print</Trans>
        </Button>
      </Box>
      {!choice && (
        <Alert severity="warning">
          <Trans>This link does not name a payslip: it needs a year, a month and a period.</Trans>
        </Alert>
      )}
      {payslip.isLoading && <LinearProgress aria-label={t`Loading the payslip`} />}
      {payslip.isError && <Alert severity="error">{payslip.error.message}</Alert>}
      {payslip.data && <PayslipView payslip={payslip.data} />}
    </Box>
  );
}
