import { useLingui } from '@lingui/react/macro';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { SCROLL_TOP_THRESHOLD_PX } from '@portal/contracts/config';

/** Appears after scrolling past 300px (spec §2). */
export function ScrollTop() {
  const { t } = useLingui();
  const trigger = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD_PX });
  return (
    <Zoom in={trigger}>
      <Fab
        size="small"
        color="primary"
        aria-label={t`Scroll to top`}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 16, bottom: 'calc(16px + env(safe-area-inset-bottom))' }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
