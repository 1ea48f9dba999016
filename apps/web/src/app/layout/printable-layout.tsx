import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { queryClient } from '../query-client';

/** Pages meant for paper (spec §2: /printable/payslip): data, but no toolbar, side menu or footer. */
export function PrintableLayout() {
  const { t } = useLingui();
  return (
    <QueryClientProvider client={queryClient}>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, '@media print': { p: 0 } }}>
        <Suspense fallback={<LinearProgress aria-label={t`Loading the page`} />}>
          <Outlet />
        </Suspense>
      </Box>
    </QueryClientProvider>
  );
}
