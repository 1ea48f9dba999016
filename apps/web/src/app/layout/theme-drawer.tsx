import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { themeColors, type ThemeColor, type TimeFormat } from '@portal/contracts/config';
import { updatePreferences, usePreferences } from '../../lib/preferences';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { themePalettes } from '../theme';

/** The right-hand settings drawer: theme colour and the 12H/24H time format (spec §2). */
export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const preferences = usePreferences();
  const selectedColor = preferences.color ?? getRuntimeConfig().themeDefault;
  return (
    // Above the toolbar, which itself sits above the side menu: this panel has its own close button.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }} slotProps={{ paper: { sx: { width: 300, maxWidth: '100vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          <Trans>Settings</Trans>
        </Typography>
        <IconButton aria-label={t`Close settings`} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <FormControl sx={{ mb: 3 }}>
          <FormLabel id="theme-colour-label" sx={{ mb: 1 }}>
            <Trans>Colour</Trans>
          </FormLabel>
          {/* Real radio inputs: Tab reaches the group, the arrow keys move between colours. */}
          <RadioGroup
            aria-labelledby="theme-colour-label"
            value={selectedColor}
            onChange={(event) => updatePreferences({ color: event.target.value as ThemeColor })}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1 }}
          >
            {themeColors.map((color) => (
              <Radio
                key={color}
                value={color}
                inputProps={{ 'aria-label': i18n._(themePalettes[color].label) }}
                icon={<Swatch color={themePalettes[color].main} />}
                checkedIcon={<Swatch color={themePalettes[color].main} checked />}
                sx={{ p: 0.5, justifySelf: 'center', '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'text.primary' } }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl required sx={{ display: 'flex' }}>
          <FormLabel id="time-format-label">
            <Trans>Time format</Trans>
          </FormLabel>
          <RadioGroup aria-labelledby="time-format-label" value={preferences.timeFormat} onChange={(event) => updatePreferences({ timeFormat: event.target.value as TimeFormat })}>
            <FormControlLabel value="12H" control={<Radio />} label={t`12 Hour`} />
            <FormControlLabel value="24H" control={<Radio />} label={t`24 Hour`} />
          </RadioGroup>
        </FormControl>
      </Box>
    </Drawer>
  );
}

function Swatch({ color, checked = false }: { color: string; checked?: boolean }) {
  return (
    <Box sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: color, color: '#fff', display: 'grid', placeItems: 'center' }}>
      {checked && <CheckIcon fontSize="small" />}
    </Box>
  );
}
