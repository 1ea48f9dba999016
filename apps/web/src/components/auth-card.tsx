import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getRuntimeConfig } from '../lib/runtime-config';

/** The centred card the login and password pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  const config = getRuntimeConfig();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            HR
          </Box>
          <Box>
            <Typography variant="h6" component="h1" sx={{ lineHeight: 1.2 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {config.companyName || t`HR Portal`}
            </Typography>
          </Box>
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
