import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CutoffPicker, lastEndedCutoff, type CutoffChoice } from '../../components/cutoff-picker';
import { PageHeader } from '../../components/page-header';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { dateOfInstant } from '../../lib/time-format';
import { BankFileTable } from './components/bank-file-table';
import { Bir1601cTable } from './components/bir-1601c-table';
import { ContributionsTable } from './components/contributions-table';
import { RegisterTable } from './components/register-table';

type Report = 'register' | 'bank' | 'contributions' | '1601c';

/**
 * Payroll's reports from the locked and released runs: a cut-off's register and bank
 * credit file, and a month's contributions (with ID numbers and both shares) and BIR
 * 1601-C totals, each with CSV and XLSX.
 */
export function PayrollReportsPage() {
  const today = dateOfInstant(new Date(), getRuntimeConfig().timeZone);
  const [choice, setChoice] = useState<CutoffChoice>(() => lastEndedCutoff(today));
  const [report, setReport] = useState<Report>('register');
  return (
    <Box>
      <PageHeader title="Payroll Reports" />
      <Tabs value={report} onChange={(_event, value: Report) => setReport(value)} variant="scrollable" allowScrollButtonsMobile aria-label="Reports" sx={{ mb: 1.5 }}>
        <Tab value="register" label="Register" />
        <Tab value="bank" label="Bank file" />
        <Tab value="contributions" label="Contributions" />
        <Tab value="1601c" label="BIR 1601-C" />
      </Tabs>
      <CutoffPicker choice={choice} today={today} onChange={setChoice} withCutoff={report === 'register' || report === 'bank'} />
      {report === 'register' && <RegisterTable choice={choice} />}
      {report === 'bank' && <BankFileTable choice={choice} />}
      {report === 'contributions' && <ContributionsTable choice={choice} />}
      {report === '1601c' && <Bir1601cTable choice={choice} />}
    </Box>
  );
}
