import { createTheme, type Theme } from '@mui/material/styles';
import { amber, blue, blueGrey, brown, grey, indigo, lightBlue, lime, red, teal } from '@mui/material/colors';
import type { ThemeColor } from '@portal/contracts/config';

/** The ten theme colours of spec §9, as MUI palettes. */
export const themePalettes: Record<ThemeColor, { main: string; label: string }> = {
  grey: { main: grey[700], label: 'Grey' },
  blue: { main: blue[700], label: 'Blue' },
  teal: { main: teal[700], label: 'Teal' },
  amber: { main: amber[800], label: 'Amber' },
  lime: { main: lime[800], label: 'Lime' },
  red: { main: red[700], label: 'Red' },
  blueGrey: { main: blueGrey[600], label: 'Blue Grey' },
  brown: { main: brown[500], label: 'Brown' },
  indigo: { main: indigo[500], label: 'Indigo' },
  lightBlue: { main: lightBlue[800], label: 'Light Blue' },
};

export function buildTheme(color: ThemeColor): Theme {
  return createTheme({
    palette: { primary: { main: themePalettes[color].main }, background: { default: '#f5f6f8' } },
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      // Client-only app: read media queries on the first render, so a phone never
      // flashes the desktop layout (permanent side menu) before switching.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    },
  });
}
