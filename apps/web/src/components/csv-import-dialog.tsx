import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { IMPORT_FILE_FIELD, type ImportResult } from '@portal/contracts/admin';
import type { RouteDefinition } from '@portal/contracts/http';
import { callApiUpload } from '../lib/api-client';
import { downloadText, toCsv } from '../lib/csv';
import { notify } from '../lib/notify';
import { CreatedAccounts } from './created-accounts';

interface CsvImportDialogProps {
  title: string;
  route: RouteDefinition;
  /** The columns, as the README documents them, to remind the person. */
  columns: readonly string[];
  onClose: () => void;
  /** After a real import, to read the list again. */
  onImported: () => void;
  /** The file types the picker offers; CSV unless the import reads another format too. */
  accept?: string;
  /** What files it takes, when more than a CSV with a header; replaces the CSV sentence. */
  formatHint?: string;
}

/**
 * Import a CSV in two steps: check it (a dry run that lists every problem by row
 * and what would change), then import it, all or nothing.
 */
export function CsvImportDialog({ title, route, columns, onClose, onImported, accept = '.csv,text/csv', formatHint }: CsvImportDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  // A real import that created accounts stays open to show their passwords once.
  const [created, setCreated] = useState<ImportResult | null>(null);

  async function upload(dryRun: boolean) {
    if (!file) return;
    setBusy(dryRun ? 'checking' : 'importing');
    setFailure(null);
    try {
      const result = (await callApiUpload(route, { query: { dryRun: String(dryRun) } as never, field: IMPORT_FILE_FIELD, file })) as ImportResult;
      if (dryRun) {
        setCheck(result);
      } else {
        notify.success(result.message);
        onImported();
        if (result.accounts && result.accounts.length > 0) setCreated(result);
        else onClose();
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }

  const ready = check !== null && check.errors.length === 0 && check.rows > 0;
  if (created?.accounts) {
    return (
      <Dialog open fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="csv-import-title">
        <DialogTitle id="csv-import-title">Accounts created</DialogTitle>
        <DialogContent>
          <Typography variant="body2">{created.message}</Typography>
          <CreatedAccounts accounts={created.accounts} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {formatHint ?? `A CSV with a header row. Columns: ${columns.join(', ')}.`} Check the file first; nothing is written until you
          import, and then all rows or none.
        </Typography>
        {/* A file with the right header to fill in, so the first try is not a column mistake. */}
        <Button
          variant="text"
          startIcon={<FileDownloadOutlined />}
          sx={{ my: 1, mr: 1 }}
          onClick={() => downloadText(`${title.replace(/^Import\s+/i, '').toLowerCase().replace(/\s+/g, '-')}-template.csv`, toCsv([...columns], []))}
        >
          Download template
        </Button>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} sx={{ my: 1 }}>
          {file ? file.name : 'Choose CSV file'}
          <input
            hidden
            type="file"
            accept={accept}
            aria-label="CSV file"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setCheck(null);
              setFailure(null);
            }}
          />
        </Button>
        {failure && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
            {failure}
          </Alert>
        )}
        {check && (
          <Alert severity={check.errors.length > 0 ? 'error' : 'success'} sx={{ mt: 1 }}>
            {check.message}
            {check.errors.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 1, pl: 2, maxHeight: 240, overflow: 'auto' }} aria-label="Problems by row">
                {check.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>
          Cancel
        </Button>
        <Button onClick={() => void upload(true)} disabled={!file || busy !== null} loading={busy === 'checking'}>
          Check file
        </Button>
        <Button variant="contained" onClick={() => void upload(false)} disabled={!ready || busy !== null} loading={busy === 'importing'}>
          {ready ? `Import ${check.rows} row${check.rows === 1 ? '' : 's'}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
