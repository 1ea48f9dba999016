import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

const pages = {
  404: { title: msg`Page not found`, text: msg`There is no page at this address. It may have moved, or the link may be mistyped.` },
  403: { title: msg`Access denied`, text: msg`Your account is not allowed to open this page.` },
  500: { title: msg`Something went wrong`, text: msg`The portal ran into a problem. Please try again in a moment.` },
  forbidden: { title: msg`Access denied`, text: msg`You do not have permission for that.` },
};

export function StatusPage({ status }: { status: keyof typeof pages }) {
  const { i18n } = useLingui();
  const page = pages[status];
  const message = (useLocation().state as { message?: string } | null)?.message;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 440 }}>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          {status === 'forbidden' ? 403 : status}
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {i18n._(page.title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message ?? i18n._(page.text)}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/timeinout">
          <Trans>Go to Time In/Out</Trans>
        </Button>
      </Box>
    </Box>
  );
}
