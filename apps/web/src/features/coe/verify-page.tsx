import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useParams } from 'react-router';
import type { CertificateVerification } from '@portal/contracts/coe';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { formatDate } from '../../lib/time-format';
import { useCertificateVerification } from './api/certificate-file';

const verdicts: Record<
  CertificateVerification['state'],
  { severity: 'success' | 'warning' | 'error' | 'info'; text: MessageDescriptor }
> = {
  valid: {
    severity: 'success',
    text: msg`Genuine and valid. This certificate was issued by the company and has not expired.`,
  },
  expired: { severity: 'warning', text: msg`Genuine, but expired. The holder should request a new certificate.` },
  pending: {
    severity: 'info',
    text: msg`Not yet issued. This request has not been approved, so no certificate is valid yet.`,
  },
  withdrawn: { severity: 'error', text: msg`Not valid. This request was rejected; no certificate was issued.` },
};

/**
 * The public page a certificate's QR code opens: anyone holding the paper can
 * check it, and learns only the name, the type and the dates.
 */
export function VerifyPage() {
  const { t, i18n } = useLingui();
  const code = useParams().code ?? '';
  const check = useCertificateVerification(code);
  const company = getRuntimeConfig().companyName;
  const result = check.status === 'done' ? check.result : null;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 480, width: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <VerifiedOutlined color="primary" />
          <Typography variant="h6" component="h1">
            <Trans>Certificate verification</Trans>
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>
            {company} · code <strong>{code}</strong>
          </Trans>
        </Typography>
        {check.status === 'loading' && (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} /> <Trans>Checking…</Trans>
          </Box>
        )}
        {check.status === 'failed' && <Alert severity="error">{check.message}</Alert>}
        {result && (
          <>
            <Alert severity={verdicts[result.state].severity} sx={{ mb: 2 }}>
              {i18n._(verdicts[result.state].text)}
            </Alert>
            <Table size="small" aria-label={t`Certificate details`}>
              <TableBody>
                <TableRow>
                  <TableCell component="th">
                    <Trans>Employee</Trans>
                  </TableCell>
                  <TableCell>{result.fullname}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">
                    <Trans>Type</Trans>
                  </TableCell>
                  <TableCell>{result.coe_desc}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">
                    <Trans>Certificate date</Trans>
                  </TableCell>
                  <TableCell>{formatDate(result.reqdate)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">
                    <Trans context="the date a certificate was approved">Approved</Trans>
                  </TableCell>
                  <TableCell>{result.approved_date ? formatDate(result.approved_date) : '—'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">
                    <Trans>Valid until</Trans>
                  </TableCell>
                  <TableCell>{result.valid_until ? formatDate(result.valid_until) : '—'}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </>
        )}
      </Paper>
    </Box>
  );
}
