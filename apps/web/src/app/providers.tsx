import { Fragment, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarHost } from '../components/snackbar-host';
import { usePreferences } from '../lib/preferences';
import { currentLanguage, i18n, onLanguageChange } from '../lib/i18n';
import { muiFilipino } from '../lib/mui-filipino';
import { getRuntimeConfig } from '../lib/runtime-config';
import { buildTheme } from './theme';

/** What every page needs, the login page included; data fetching joins in the app layout. */
export function Providers({ children }: { children: ReactNode }) {
  const { color } = usePreferences();
  // Read outside a theme, so noSsr is given here: the first render already knows.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const language = useSyncExternalStore(onLanguageChange, currentLanguage);
  const theme = useMemo(
    () => buildTheme(color ?? getRuntimeConfig().themeDefault, reduceMotion, language === 'fil' ? muiFilipino : {}),
    [color, reduceMotion, language],
  );
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* A new language renders every screen afresh, texts computed outside React included. */}
        <Fragment key={language}>{children}</Fragment>
        <SnackbarHost />
      </ThemeProvider>
    </I18nProvider>
  );
}
