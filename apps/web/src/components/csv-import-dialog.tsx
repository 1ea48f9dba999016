import { useRef, useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { readServerMessage } from '../lib/server-message';
import { currentLanguage } from '../lib/i18n';

/** What the dialog reads of an import's answer; each area's answer may say more (payslips: per period). */
type ImportOutcome = Pick<ImportResult, 'message' | 'rows' | 'errors' | 'errors_fil' | 'accounts'>;

/** An answer's problem lines in the language the person reads: the Filipino lines where the server sent them, else the English. */
function problemLines(outcome: ImportOutcome): string[] {
  return currentLanguage() === 'fil' && outcome.errors_fil?.length === outcome.errors.length ? outcome.errors_fil : outcome.errors;
}

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
  /** The file kind the picker names: "CSV", "CSV or JSON"; "CSV or Excel" unless told. */
  fileKind?: string;
  /** More of a clean check's answer than its message (payslips: the counts per pay period). */
  checkDetail?: (check: Result) => ReactNode;
}

/** While a file goes up and the server reads it: the share sent, then what the server is doing. */
function UploadProgressBar({ fileName, sent, step }: { fileName: string; sent: number; step: 'checking' | 'importing' }) {
  const { t } = useLingui();
  const uploading = sent < 1;
  const percent = Math.round(sent * 100);
  const label = uploading ? t`Uploading ${fileName}: ${percent}%` : step === 'checking' ? t`Checking ${fileName}...` : t`Importing ${fileName}...`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      {/* Determinate while the file goes up; then the server's part, of no known length. */}
      <LinearProgress variant={uploading ? 'determinate' : 'indeterminate'} value={percent} aria-label={uploading ? t`Upload progress` : label} />
    </Box>
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an import's title imports: "Import employees" -> "employees" (in Filipino, "I-import ang mga empleyado" -> "mga empleyado"). */
const subjectOf = (title: string) => title.replace(/^(?:Import|I-import(?:\s+ang)?)\s+/i, '');

/** "Import employees" -> "employees-template". */
const templateName = (title: string) => `${subjectOf(title).toLowerCase().replace(/\s+/g, '-')}-template`;

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
  fileKind: fileKindGiven,
  checkDetail,
}: CsvImportDialogProps<Result>) {
  const { t } = useLingui();
  const fileKind = fileKindGiven ?? t`CSV or Excel`;
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
        notify.success(readServerMessage(result));
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
    return <CreatedAccountsDialog title={t`Accounts created`} message={readServerMessage(created)} accounts={created.accounts} fullScreen={fullScreen} onClose={onClose} />;
  }
  const columnList = columns.join(', ');
  const importRows = check?.rows ?? 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {formatHint ?? t`A CSV or Excel file (.xlsx, its first sheet) with a header row. Columns: ${columnList}.`}{' '}
          <Trans>Check the file first; nothing is written until you import, and then all rows or none.</Trans>
        </Typography>
        {/* A file with the right header to fill in, so the first try is not a column mistake. */}
        <Button
          variant="text"
          startIcon={<FileDownloadOutlined />}
          sx={{ my: 1, mr: 1 }}
          onClick={() => downloadText(`${templateName(title)}.csv`, toCsv([...columns], []))}
        >
          <Trans>Download template</Trans>
        </Button>
        <Button
          variant="text"
          startIcon={<FileDownloadOutlined />}
          sx={{ my: 1, mr: 1 }}
          onClick={() =>
            void downloadXlsx(`${templateName(title)}.xlsx`, subjectOf(title), [...columns], []).catch(() =>
              notify.error(t`The Excel template could not be made. Try again, or use the CSV template.`),
            )
          }
        >
          <Trans>Excel template</Trans>
        </Button>
        {/* A real button opens the picker, so Enter and Space do too (a label styled as a button takes only clicks). */}
        <Button variant="outlined" startIcon={<UploadFile />} sx={{ my: 1 }} onClick={() => picker.current?.click()} disabled={busy !== null}>
          {file ? file.name : t`Choose ${fileKind} file`}
        </Button>
        <input
          ref={picker}
          hidden
          type="file"
          accept={accept}
          aria-label={t`${fileKind} file`}
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
            {readServerMessage(check)}
            {check.errors.length > 0 && (
              // Focusable, so a long list scrolls from the keyboard too.
              <Box component="ul" tabIndex={0} sx={{ m: 0, mt: 1, pl: 2, maxHeight: 240, overflow: 'auto' }} aria-label={t`Problems by row`}>
                {problemLines(check).map((error) => (
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
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void upload(true)} disabled={!file || busy !== null} loading={busy === 'checking'}>
          <Trans>Check file</Trans>
        </Button>
        <Button variant="contained" onClick={() => void upload(false)} disabled={!ready || busy !== null} loading={busy === 'importing'}>
          {ready ? t`Import ${plural(importRows, { one: '# row', other: '# rows' })}` : t`Import`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
