import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first tab stop: jumps past the toolbar and the menu to the page. The routes are
 * in the hash, so it moves focus itself rather than following "#main-content".
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
        displayPrint: 'none',
      }}
    >
      <Trans>Skip to main content</Trans>
    </Box>
  );
}
