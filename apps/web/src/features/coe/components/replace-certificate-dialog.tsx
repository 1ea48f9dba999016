import { useEffect, useMemo, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
function problemWith(file: File): MessageDescriptor | null {
  const name = file.name;
  if (file.type !== 'application/pdf' && !name.toLowerCase().endsWith('.pdf'))
    return msg`${name} is not a PDF; choose the signed certificate as a PDF.`;
  if (file.size > DEFAULT_MAX_DOCUMENT_BYTES) {
    const size = megabytes(file.size);
    const limit = megabytes(DEFAULT_MAX_DOCUMENT_BYTES);
    return msg`${name} is ${size}; the limit is ${limit}.`;
  }
  return null;
}

/**
 * Upload, look, confirm: the approver picks a PDF (a bank's own form, filled and
 * signed), sees it, and only then replaces the generated certificate with it.
 */
export function ReplaceCertificateDialog({ request, onClose }: { request: CoeRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const replace = useReplaceCertificate(request.recid);
  const recid = request.recid;
  const fullname = request.fullname;
  const type = request.coe_desc;
  const [file, setFile] = useState<File | null>(null);
  const problem = file ? problemWith(file) : null;
  // A new message object each render: the preview is made again only when the file or its fitness changes.
  const fits = problem === null;
  const preview = useMemo(() => (file && fits ? URL.createObjectURL(file) : null), [file, fits]);
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
      <DialogTitle id="replace-certificate-title">
        <Trans>Replace certificate #{recid} with a PDF</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            {fullname} will receive this PDF instead of the generated certificate ({type}).
          </Trans>{' '}
          {request.replaced
            ? t`The PDF uploaded before stays in the request’s records.`
            : t`The generated certificate can still be produced from the records.`}
        </Typography>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={replace.isPending}>
          {file ? <Trans>Choose another PDF</Trans> : <Trans>Choose PDF</Trans>}
          <input
            hidden
            type="file"
            accept="application/pdf,.pdf"
            aria-label={t`Certificate PDF`}
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
            {i18n._(problem)}
          </Alert>
        )}
        {preview && !phone && (
          <Box
            component="iframe"
            title={t`Preview of the chosen PDF`}
            src={preview}
            sx={{ mt: 2, width: '100%', height: '60vh', border: 1, borderColor: 'divider' }}
          />
        )}
        {preview && phone && (
          <Button href={preview} target="_blank" rel="noopener" sx={{ mt: 1 }}>
            <Trans>Open the PDF to check it</Trans>
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={replace.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          disabled={!file || problem !== null}
          loading={replace.isPending}
          onClick={() => file && replace.mutate(file, { onSuccess: onClose })}
        >
          <Trans>Replace certificate</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
