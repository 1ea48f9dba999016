import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createTheme, type Theme } from '@mui/material/styles';
import { blue, blueGrey, brown, grey, indigo, lightBlue, red, teal } from '@mui/material/colors';
import type { ThemeColor } from '@portal/contracts/config';

/**
 * The ten theme colours of spec §9, as MUI palettes. Each shade keeps 4.5:1 contrast
 * (WCAG AA) for white text on it and for it as text on the page background, so
 * amber and lime are darker than their names' usual shades.
 */
export const themePalettes: Record<ThemeColor, { main: string; label: MessageDescriptor }> = {
  grey: { main: grey[700], label: msg`Grey` },
  blue: { main: blue[800], label: msg`Blue` },
  teal: { main: teal[700], label: msg`Teal` },
  amber: { main: '#9a5b00', label: msg`Amber` },
  lime: { main: '#616a0b', label: msg`Lime` },
  red: { main: red[800], label: msg`Red` },
  blueGrey: { main: blueGrey[600], label: msg`Blue Grey` },
  brown: { main: brown[500], label: msg`Brown` },
  indigo: { main: indigo[500], label: msg`Indigo` },
  lightBlue: { main: lightBlue[900], label: msg`Light Blue` },
};

/**
 * With the system's "reduce motion" on (WCAG 2.3.3), nothing slides, grows or
 * fades: menus, dialogs and sections appear at once, and buttons do not ripple.
 */
const stillTransitions = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

export function buildTheme(color: ThemeColor, reduceMotion = false, localization: object = {}): Theme {
  return createTheme(
    {
    ...(reduceMotion ? { transitions: stillTransitions } : {}),
    // Status colours (chips, alerts) darkened from MUI's defaults for the same 4.5:1.
    palette: { primary: { main: themePalettes[color].main }, warning: { main: '#a84b00' }, info: { main: '#01579b' }, background: { default: '#f5f6f8' } },
    shape: { borderRadius: 10 },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    components: {
      // Client-only app: read media queries on the first render, so a phone never
      // flashes the desktop layout (permanent side menu) before switching.
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiButtonBase: { defaultProps: { disableRipple: reduceMotion } },
    },
  },
    // MUI's own texts (pagination, close buttons) in the person's language.
    localization,
  );
}
