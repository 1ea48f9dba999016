import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getRuntimeConfig } from '../../lib/runtime-config';

/** Spec §1: app version, market label and the logged-in user's full name. */
export function AppFooter({ fullname }: { fullname: string }) {
  const config = getRuntimeConfig();
  return (
    <Box component="footer" sx={{ displayPrint: 'none', mt: 'auto', px: { xs: 2, md: 3 }, py: 1.5, display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption">v{config.version}</Typography>
      {config.marketLabel && <Typography variant="caption">{config.marketLabel}</Typography>}
      <Typography variant="caption" sx={{ ml: 'auto' }}>
        {fullname}
      </Typography>
    </Box>
  );
}
