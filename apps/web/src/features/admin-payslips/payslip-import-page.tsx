import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { PAYSLIP_IMPORT_COLUMNS, payslipRoutes, type PayslipImportResult } from '@portal/contracts/payslip';
import { CsvImportDialog } from '../../components/csv-import-dialog';
import { PageHeader } from '../../components/page-header';
import { ImportPeriodsTable } from './components/import-periods-table';
import { PayslipFileFormat } from './components/payslip-file-format';
import { readServerMessage } from '../../lib/server-message';

/** Administration > Payslip Import: payroll's payslips into the portal, checked first, all or nothing. */
export function PayslipImportPage() {
  const { t } = useLingui();
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<PayslipImportResult | null>(null);
  return (
    <Box>
      <PageHeader title={t`Payslip Import`} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          <Trans>
            Bring in the payslips payroll issued. Check the file first: every row is checked and its problems are listed by row. Nothing is
            written until you import, and then all rows or none. Employees with payslip access see theirs under Payslip at once.
          </Trans>
        </Typography>
        <Button variant="contained" startIcon={<UploadFile />} onClick={() => setImporting(true)} sx={{ mt: 1 }}>
          <Trans>Import payslips</Trans>
        </Button>
      </Paper>
      {/* Right under the button that did it, before the format help. */}
      {imported && (
        <Paper component="section" aria-labelledby="payslip-import-result" sx={{ p: { xs: 2, sm: 3 }, mt: 2, maxWidth: 760 }}>
          <Typography id="payslip-import-result" variant="h6" component="h2" gutterBottom>
            <Trans>Imported</Trans>
          </Typography>
          <Typography variant="body2">{readServerMessage(imported)}</Typography>
          <ImportPeriodsTable result={imported} label={t`Payslips imported by pay period`} />
        </Paper>
      )}
      <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 2, maxWidth: 760 }}>
        <PayslipFileFormat />
      </Paper>
      {importing && (
        <CsvImportDialog<PayslipImportResult>
          title={t`Import payslips`}
          route={payslipRoutes.importPayslips}
          columns={PAYSLIP_IMPORT_COLUMNS.all}
          accept=".csv,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          fileKind={t`CSV, Excel or JSON`}
          formatHint={t`A CSV with a header row, or JSON: one payslip per employee and cut-off, with the columns the Payslip Import page lists.`}
          checkDetail={(check) => <ImportPeriodsTable result={check} label={t`What the import will do, by pay period`} />}
          onClose={() => setImporting(false)}
          onImported={setImported}
        />
      )}
    </Box>
  );
}
