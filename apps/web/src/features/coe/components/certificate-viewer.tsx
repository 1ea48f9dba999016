import { useEffect, useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import UploadFile from '@mui/icons-material/UploadFile';
import type { CoeRow } from '@portal/contracts/coe';
import { formatDate } from '../../../lib/time-format';
import { useCertificateFile } from '../api/certificate-file';

interface CertificateViewerProps {
  request: CoeRow;
  onClose: () => void;
  /** The routed COE approver may put a PDF of their own in its place. */
  onReplace?: (() => void) | undefined;
}

function stateNote(request: CoeRow): MessageDescriptor {
  if (request.overall_status === 'A') {
    if (!request.valid_until) return msg`Signed.`;
    const date = formatDate(request.valid_until);
    return msg`Signed, valid until ${date}.`;
  }
  if (request.overall_status === 'D' || request.overall_status === 'E')
    return msg`This request was rejected; the draft is not a certificate.`;
  if (request.replaced) return msg`The approver replaced the generated certificate with this PDF.`;
  return msg`A draft until it is approved: it carries a DRAFT watermark and no signature.`;
}

/**
 * Shows a certificate's PDF in the page, with Download and Open. Phones' browsers
 * do not draw a PDF inside a page, so there the buttons are the way to it.
 */
export function CertificateViewer({ request, onClose, onReplace }: CertificateViewerProps) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const file = useCertificateFile(request.recid);
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const fileName = `certificate-of-employment-${request.recid}.pdf`;
  const recid = request.recid;
  const type = request.coe_desc;

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      aria-labelledby="certificate-viewer-title"
    >
      <DialogTitle id="certificate-viewer-title">
        <Trans>
          Certificate #{recid} · {type}
        </Trans>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {i18n._(stateNote(request))}
        </Typography>
        {file.isLoading && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4, justifyContent: 'center' }} role="status">
            <CircularProgress size={24} /> <Trans>Preparing the certificate…</Trans>
          </Box>
        )}
        {file.isError && <Alert severity="error">{file.error.message}</Alert>}
        {url && !phone && (
          <Box
            component="iframe"
            title={t`Certificate #${recid}`}
            src={url}
            sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider' }}
          />
        )}
        {url && phone && (
          <Alert severity="success" sx={{ mt: 2 }}>
            <Trans>
              The PDF is ready. Tap Open to read it in your phone&apos;s viewer, or Download PDF to keep a copy.
            </Trans>
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {onReplace && (
          <Button startIcon={<UploadFile />} onClick={onReplace}>
            <Trans>Replace with a PDF</Trans>
          </Button>
        )}
        <Button startIcon={<OpenInNew />} disabled={!url} href={url ?? '#'} target="_blank" rel="noopener">
          <Trans>Open</Trans>
        </Button>
        <Button variant="contained" startIcon={<Download />} disabled={!url} href={url ?? '#'} download={fileName}>
          <Trans>Download PDF</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
