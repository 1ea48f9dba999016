import { Link as RouterLink, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CutoffPicker } from '../../components/cutoff-picker';
import { PageHeader } from '../../components/page-header';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { dateOfInstant } from '../../lib/time-format';
import { BankFileTable } from './components/bank-file-table';
import { Bir1601cTable } from './components/bir-1601c-table';
import { ContributionsTable } from './components/contributions-table';
import { RegisterTable } from './components/register-table';
import { payrollReportSearch, readPayrollReportSearch, type PayrollReport } from './payroll-report-search';

/**
 * Payroll's reports from the locked and released runs: a cut-off's register and bank
 * credit file, and a month's contributions (with ID numbers and both shares) and BIR
 * 1601-C totals, each with CSV, XLSX and a printable view.
 */
export function PayrollReportsPage() {
  const { t } = useLingui();
  const today = dateOfInstant(new Date(), getRuntimeConfig().timeZone);
  // The report and period live in the link, so the print view and a reload open the same one.
  const [search, setSearch] = useSearchParams();
  const { report, choice } = readPayrollReportSearch(search, today);
  const show = (next: Partial<{ report: PayrollReport; choice: typeof choice }>) =>
    setSearch(payrollReportSearch(next.report ?? report, next.choice ?? choice), { replace: true });
  return (
    <Box>
      <PageHeader title={t`Payroll Reports`} />
      <Tabs value={report} onChange={(_event, value: PayrollReport) => show({ report: value })} variant="scrollable" allowScrollButtonsMobile aria-label={t`Reports`} sx={{ mb: 1.5 }}>
        <Tab value="register" label={t`Register`} />
        <Tab value="bank" label={t`Bank file`} />
        <Tab value="contributions" label={t`Contributions`} />
        <Tab value="1601c" label={t`BIR 1601-C`} />
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <CutoffPicker choice={choice} today={today} onChange={(next) => show({ choice: next })} withCutoff={report === 'register' || report === 'bank'} />
        </Box>
        <Button variant="outlined" size="small" startIcon={<PrintIcon />} component={RouterLink} to={`/printable/payroll-reports?${payrollReportSearch(report, choice)}`} sx={{ mb: 1.5 }}>
          <Trans>Printable view</Trans>
        </Button>
      </Box>
      {report === 'register' && <RegisterTable choice={choice} />}
      {report === 'bank' && <BankFileTable choice={choice} />}
      {report === 'contributions' && <ContributionsTable choice={choice} />}
      {report === '1601c' && <Bir1601cTable choice={choice} />}
    </Box>
  );
}
