import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarHost } from '../components/snackbar-host';
import { ApiFailure } from '../lib/api-client';
import { notify } from '../lib/notify';
import { usePreferences } from '../lib/preferences';
import { getRuntimeConfig } from '../lib/runtime-config';
import { buildTheme } from './theme';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// Failures show once, in the red snackbar, with the catalogue's words (lib/api-client).
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => notify.error(messageOf(error)) }),
  // Forms that show their own error (login, password change) mark themselves quiet.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.quiet) notify.error(messageOf(error));
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiFailure && error.status !== null && error.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const { color } = usePreferences();
  const theme = useMemo(() => buildTheme(color ?? getRuntimeConfig().themeDefault), [color]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <SnackbarHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
