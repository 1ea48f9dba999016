import { useEffect, useMemo } from 'react';
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

function stateNote(request: CoeRow): string {
  if (request.overall_status === 'A')
    return request.valid_until ? `Signed, valid until ${formatDate(request.valid_until)}.` : 'Signed.';
  if (request.overall_status === 'D' || request.overall_status === 'E')
    return 'This request was rejected; the draft is not a certificate.';
  if (request.replaced) return 'The approver replaced the generated certificate with this PDF.';
  return 'A draft until it is approved: it carries a DRAFT watermark and no signature.';
}

/**
 * Shows a certificate's PDF in the page, with Download and Open. Phones' browsers
 * do not draw a PDF inside a page, so there the buttons are the way to it.
 */
export function CertificateViewer({ request, onClose, onReplace }: CertificateViewerProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const file = useCertificateFile(request.recid);
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const fileName = `certificate-of-employment-${request.recid}.pdf`;

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
        Certificate #{request.recid} · {request.coe_desc}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {stateNote(request)}
        </Typography>
        {file.isLoading && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4, justifyContent: 'center' }} role="status">
            <CircularProgress size={24} /> Preparing the certificate…
          </Box>
        )}
        {file.isError && <Alert severity="error">{file.error.message}</Alert>}
        {url && !phone && (
          <Box
            component="iframe"
            title={`Certificate #${request.recid}`}
            src={url}
            sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider' }}
          />
        )}
        {url && phone && (
          <Alert severity="success" sx={{ mt: 2 }}>
            The PDF is ready. Tap Open to read it in your phone&apos;s viewer, or Download PDF to keep a copy.
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {onReplace && (
          <Button startIcon={<UploadFile />} onClick={onReplace}>
            Replace with a PDF
          </Button>
        )}
        <Button startIcon={<OpenInNew />} disabled={!url} href={url ?? '#'} target="_blank" rel="noopener">
          Open
        </Button>
        <Button variant="contained" startIcon={<Download />} disabled={!url} href={url ?? '#'} download={fileName}>
          Download PDF
        </Button>
      </DialogActions>
    </Dialog>
  );
}
