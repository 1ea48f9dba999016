import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { IMPORT_FILE_FIELD, type ImportResult } from '@portal/contracts/admin';
import type { RouteDefinition } from '@portal/contracts/http';
import { callApiUpload } from '../lib/api-client';
import { downloadText, toCsv } from '../lib/csv';
import { downloadXlsx } from '../lib/xlsx';
import { notify } from '../lib/notify';
import { CreatedAccountsDialog } from './created-accounts';

/** What the dialog reads of an import's answer; each area's answer may say more (payslips: per period). */
type ImportOutcome = Pick<ImportResult, 'message' | 'rows' | 'errors' | 'accounts'>;

interface CsvImportDialogProps<Result extends ImportOutcome> {
  title: string;
  route: RouteDefinition;
  /** The columns, as the README documents them, to remind the person. */
  columns: readonly string[];
  onClose: () => void;
  /** After a real import, with its answer: to read the list again, or show what it did. */
  onImported: (result: Result) => void;
  /** The file types the picker offers; CSV unless the import reads another format too. */
  accept?: string;
  /** What files it takes, when more than a CSV with a header; replaces the CSV sentence. */
  formatHint?: string;
  /** The file kind the picker names: "CSV", "CSV or JSON". */
  fileKind?: string;
  /** More of a clean check's answer than its message (payslips: the counts per pay period). */
  checkDetail?: (check: Result) => ReactNode;
}

/** While a file goes up and the server reads it: the share sent, then what the server is doing. */
function UploadProgressBar({ fileName, sent, step }: { fileName: string; sent: number; step: 'checking' | 'importing' }) {
  const uploading = sent < 1;
  const percent = Math.round(sent * 100);
  const label = uploading ? `Uploading ${fileName}: ${percent}%` : step === 'checking' ? `Checking ${fileName}...` : `Importing ${fileName}...`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      {/* Determinate while the file goes up; then the server's part, of no known length. */}
      <LinearProgress variant={uploading ? 'determinate' : 'indeterminate'} value={percent} aria-label={uploading ? 'Upload progress' : label} />
    </Box>
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Import employees" -> "employees-template". */
const templateName = (title: string) => `${title.replace(/^Import\s+/i, '').toLowerCase().replace(/\s+/g, '-')}-template`;

/**
 * Import a CSV in two steps: check it (a dry run that lists every problem by row
 * and what would change), then import it, all or nothing.
 */
export function CsvImportDialog<Result extends ImportOutcome = ImportResult>({
  title,
  route,
  columns,
  onClose,
  onImported,
  accept = `.csv,.xlsx,text/csv,${XLSX_TYPE}`,
  formatHint,
  fileKind = 'CSV or Excel',
  checkDetail,
}: CsvImportDialogProps<Result>) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const [sent, setSent] = useState(0);
  // A real import that created accounts stays open to show their passwords once.
  const [created, setCreated] = useState<Result | null>(null);

  async function upload(dryRun: boolean) {
    if (!file) return;
    setBusy(dryRun ? 'checking' : 'importing');
    setSent(0);
    setFailure(null);
    try {
      const result = (await callApiUpload(route, { query: { dryRun: String(dryRun) } as never, field: IMPORT_FILE_FIELD, file, onUploadProgress: setSent })) as Result;
      if (dryRun) {
        setCheck(result);
      } else {
        notify.success(result.message);
        onImported(result);
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
    return <CreatedAccountsDialog title="Accounts created" message={created.message} accounts={created.accounts} fullScreen={fullScreen} onClose={onClose} />;
  }
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {formatHint ?? `A CSV or Excel file (.xlsx, its first sheet) with a header row. Columns: ${columns.join(', ')}.`} Check the file first; nothing is written until you
          import, and then all rows or none.
        </Typography>
        {/* A file with the right header to fill in, so the first try is not a column mistake. */}
        <Button
          variant="text"
          startIcon={<FileDownloadOutlined />}
          sx={{ my: 1, mr: 1 }}
          onClick={() => downloadText(`${templateName(title)}.csv`, toCsv([...columns], []))}
        >
          Download template
        </Button>
        <Button
          variant="text"
          startIcon={<FileDownloadOutlined />}
          sx={{ my: 1, mr: 1 }}
          onClick={() => void downloadXlsx(`${templateName(title)}.xlsx`, title.replace(/^Import\s+/i, ''), [...columns], []).catch(() => notify.error('The Excel template could not be made. Try again, or use the CSV template.'))}
        >
          Excel template
        </Button>
        {/* A real button opens the picker, so Enter and Space do too (a label styled as a button takes only clicks). */}
        <Button variant="outlined" startIcon={<UploadFile />} sx={{ my: 1 }} onClick={() => picker.current?.click()} disabled={busy !== null}>
          {file ? file.name : `Choose ${fileKind} file`}
        </Button>
        <input
          ref={picker}
          hidden
          type="file"
          accept={accept}
          aria-label={`${fileKind} file`}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (!picked) return;
            setFile(picked);
            setCheck(null);
            setFailure(null);
            // Picking the same file again, once fixed, is a change too.
            event.target.value = '';
          }}
        />
        {busy && file && <UploadProgressBar fileName={file.name} sent={sent} step={busy} />}
        {failure && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
            {failure}
          </Alert>
        )}
        {check && (
          <Alert severity={check.errors.length > 0 ? 'error' : 'success'} sx={{ mt: 1 }}>
            {check.message}
            {check.errors.length > 0 && (
              // Focusable, so a long list scrolls from the keyboard too.
              <Box component="ul" tabIndex={0} sx={{ m: 0, mt: 1, pl: 2, maxHeight: 240, overflow: 'auto' }} aria-label="Problems by row">
                {check.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {check && check.errors.length === 0 && checkDetail?.(check)}
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
