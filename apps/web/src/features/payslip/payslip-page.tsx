import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PageHeader } from '../../components/page-header';
import { useStoredUser } from '../../lib/stored-user';
import { useDownloadBir2316 } from './api/download-bir-2316';
import { useDownloadPayslipPdf } from './api/download-payslip-pdf';
import { usePayslip } from './api/get-payslip';
import { usePayMonths } from './api/list-pay-months';
import { usePayYears } from './api/list-pay-years';
import { PayslipPicker } from './components/payslip-picker';
import { PayslipView } from './components/payslip-view';
import { choiceFromSearch, isComplete, resolveChoice, searchOfChoice } from './payslip-choice';

function NoPayslipsYet() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 560 }}>
      <ReceiptLongIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        <Trans>No payslips yet</Trans>
      </Typography>
      <Typography color="text.secondary">
        <Trans>Your payslips appear here once payroll has issued them.</Trans>
      </Typography>
    </Paper>
  );
}

/** One's own payslips: pick a year, a month and a cut-off; the latest opens first. The choice lives in the link. */
export function PayslipPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const [showAmounts, setShowAmounts] = useState(true);
  const asked = choiceFromSearch(search);
  const years = usePayYears();
  const yearList = years.data?.map((row) => row.year);
  const year = resolveChoice(asked, yearList, undefined).year ?? null;
  const months = usePayMonths(year);
  const choice = resolveChoice(asked, yearList, months.data);
  const complete = isComplete(choice) ? choice : null;
  const payslip = usePayslip(complete, showAmounts);
  const download = useDownloadPayslipPdf();
  const user = useStoredUser();
  const taxForm = useDownloadBir2316(user?.empid ?? '');

  const refresh = () => {
    void years.refetch();
    if (year !== null) void months.refetch();
    if (complete) void payslip.refetch();
  };

  return (
    <Box>
      <PageHeader
        title={t`Payslip`}
        onRefresh={refresh}
        refreshing={years.isFetching || months.isFetching || payslip.isFetching}
      />
      {years.isLoading && <LinearProgress aria-label={t`Loading your payslips`} />}
      {years.isError && (
        <Alert severity="error">
          <Trans>Your payslips could not be loaded. Try Refresh.</Trans>
        </Alert>
      )}
      {yearList?.length === 0 && <NoPayslipsYet />}
      {yearList && yearList.length > 0 && (
        // The controls line up with the payslip beneath them.
        <Box sx={{ maxWidth: 880 }}>
          <PayslipPicker
            years={yearList}
            months={months.data}
            value={choice}
            onChange={(next) =>
              setSearch(searchOfChoice(next.year === choice.year ? resolveChoice(next, yearList, months.data) : next), {
                replace: true,
              })
            }
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2, displayPrint: 'none' }}>
            <FormControlLabel
              control={<Switch checked={showAmounts} onChange={(event) => setShowAmounts(event.target.checked)} />}
              label={t`Show amounts`}
              sx={{ mr: 'auto', flexBasis: { xs: '100%', sm: 'auto' } }}
            />
            <Button
              variant="outlined"
              size="small"
              startIcon={<PrintIcon />}
              component={RouterLink}
              to={`/printable/payslip?${searchOfChoice(choice)}`}
              disabled={!complete}
            >
              <Trans>Printable view</Trans>
            </Button>
            <Button
              variant="contained"
              size="small"
              startIcon={<DownloadIcon />}
              loading={download.isPending}
              disabled={!complete}
              onClick={() => complete && download.mutate(complete)}
            >
              <Trans>Download PDF</Trans>
            </Button>
          </Box>
          {download.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {download.error.message}
            </Alert>
          )}
          {year !== null && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2, displayPrint: 'none' }}>
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                <Trans>Your compensation and tax withheld in {year}, for your tax records or a bank</Trans>
              </Typography>
              <Button
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon />}
                loading={taxForm.isPending}
                onClick={() => taxForm.mutate(year)}
              >
                <Trans>BIR Form 2316 ({year})</Trans>
              </Button>
              {taxForm.isError && (
                <Alert severity="error" sx={{ flexBasis: '100%' }}>
                  {taxForm.error.message}
                </Alert>
              )}
            </Box>
          )}
          {(months.isLoading || payslip.isLoading) && <LinearProgress aria-label={t`Loading the payslip`} />}
          {payslip.isError && <Alert severity="error">{payslip.error.message}</Alert>}
          {payslip.data && <PayslipView payslip={payslip.data} />}
        </Box>
      )}
    </Box>
  );
}
