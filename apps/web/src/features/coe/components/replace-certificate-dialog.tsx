import { useEffect, useMemo, useState } from 'react';
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
import UploadFile from '@mui/icons-material/UploadFile';
import type { CoeRow } from '@portal/contracts/coe';
import { DEFAULT_MAX_DOCUMENT_BYTES } from '@portal/contracts/documents';
import { useReplaceCertificate } from '../api/replace-certificate';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? megabytes(bytes) : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Why a chosen file cannot be sent, said before it is (the server checks the bytes again). */
function problemWith(file: File): string | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
    return `${file.name} is not a PDF; choose the signed certificate as a PDF.`;
  if (file.size > DEFAULT_MAX_DOCUMENT_BYTES)
    return `${file.name} is ${megabytes(file.size)}; the limit is ${megabytes(DEFAULT_MAX_DOCUMENT_BYTES)}.`;
  return null;
}

/**
 * Upload, look, confirm: the approver picks a PDF (a bank's own form, filled and
 * signed), sees it, and only then replaces the generated certificate with it.
 */
export function ReplaceCertificateDialog({ request, onClose }: { request: CoeRow; onClose: () => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const replace = useReplaceCertificate(request.recid);
  const [file, setFile] = useState<File | null>(null);
  const problem = file ? problemWith(file) : null;
  const preview = useMemo(() => (file && !problem ? URL.createObjectURL(file) : null), [file, problem]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Dialog
      open
      onClose={replace.isPending ? undefined : onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="replace-certificate-title"
    >
      <DialogTitle id="replace-certificate-title">Replace certificate #{request.recid} with a PDF</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {request.fullname} will receive this PDF instead of the generated certificate ({request.coe_desc}).{' '}
          {request.replaced
            ? 'The PDF uploaded before stays in the request’s records.'
            : 'The generated certificate can still be produced from the records.'}
        </Typography>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={replace.isPending}>
          {file ? 'Choose another PDF' : 'Choose PDF'}
          <input
            hidden
            type="file"
            accept="application/pdf,.pdf"
            aria-label="Certificate PDF"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {file.name} · {sizeText(file.size)}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        {preview && !phone && (
          <Box
            component="iframe"
            title="Preview of the chosen PDF"
            src={preview}
            sx={{ mt: 2, width: '100%', height: '60vh', border: 1, borderColor: 'divider' }}
          />
        )}
        {preview && phone && (
          <Button href={preview} target="_blank" rel="noopener" sx={{ mt: 1 }}>
            Open the PDF to check it
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={replace.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!file || problem !== null}
          loading={replace.isPending}
          onClick={() => file && replace.mutate(file, { onSuccess: onClose })}
        >
          Replace certificate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
