import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { PUNCH_IMPORT_COLUMNS, punchImportRoutes } from '@portal/contracts/punch-import';
import { CsvImportDialog } from '../../components/csv-import-dialog';
import { PageHeader } from '../../components/page-header';
import { SitesSection } from './components/sites-section';

/** Administration > Time Clock: punches from the company's biometric terminals, and where each person punches. */
export function TimeClockAdminPage() {
  const { t } = useLingui();
  const [importing, setImporting] = useState(false);
  return (
    <Box>
      <PageHeader title={t`Time Clock`} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          <Trans>Terminal punches</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          <p>
            <Trans>
              Bring in the punches your biometric terminals record. They join the punches people make on the portal,
              and each shows where it came from.
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                A punch already stored for the same person within a minute is skipped, so a file can be imported again
                safely.
              </Trans>
            </li>
            <li>
              <Trans>Punches without a direction pair up in time order: a time-in, then its time-out.</Trans>
            </li>
            <li>
              <Trans>A day with a time-in and no time-out shows as incomplete in attendance, for an adjustment.</Trans>
            </li>
          </ul>
        </Typography>
        <Button variant="contained" startIcon={<UploadFile />} onClick={() => setImporting(true)}>
          <Trans>Import punches</Trans>
        </Button>
      </Paper>
      <SitesSection />
      {importing && (
        <CsvImportDialog
          title={t`Import punches`}
          route={punchImportRoutes.importPunches}
          columns={PUNCH_IMPORT_COLUMNS.all}
          accept=".csv,.dat,.txt,text/csv,text/plain"
          formatHint={t`A CSV with a header row (emp_id, datetime as YYYY-MM-DD HH:MM:SS on the company clock, and optionally direction in/out and device), or the attendance log a ZKTeco-style terminal exports (tab-separated: user id, date and time, verify mode, status).`}
          onClose={() => setImporting(false)}
          onImported={() => undefined}
        />
      )}
    </Box>
  );
}
