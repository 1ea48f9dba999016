import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarHost } from '../components/snackbar-host';
import { usePreferences } from '../lib/preferences';
import { getRuntimeConfig } from '../lib/runtime-config';
import { buildTheme } from './theme';

/** What every page needs, the login page included; data fetching joins in the app layout. */
export function Providers({ children }: { children: ReactNode }) {
  const { color } = usePreferences();
  // Read outside a theme, so noSsr is given here: the first render already knows.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => buildTheme(color ?? getRuntimeConfig().themeDefault, reduceMotion), [color, reduceMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <SnackbarHost />
    </ThemeProvider>
  );
}
