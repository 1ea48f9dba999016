import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
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
import { themeColors, type TimeFormat } from '@portal/contracts/config';
import { updatePreferences, usePreferences } from '../../lib/preferences';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { themePalettes } from '../theme';

/** The right-hand settings drawer: theme colour and the 12H/24H time format (spec §2). */
export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const preferences = usePreferences();
  const selectedColor = preferences.color ?? getRuntimeConfig().themeDefault;
  return (
    // Above the toolbar, which itself sits above the side menu: this panel has its own close button.
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }} slotProps={{ paper: { sx: { width: 300, maxWidth: '100vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Settings
        </Typography>
        <IconButton aria-label="Close settings" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography id="theme-colour-label" variant="subtitle2" gutterBottom>
          Colour
        </Typography>
        <Box role="radiogroup" aria-labelledby="theme-colour-label" sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1.5, mb: 3 }}>
          {themeColors.map((color) => {
            const selected = color === selectedColor;
            return (
              <ButtonBase
                key={color}
                role="radio"
                aria-checked={selected}
                aria-label={themePalettes[color].label}
                onClick={() => updatePreferences({ color })}
                sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: themePalettes[color].main, color: '#fff', outlineOffset: 2, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'text.primary' } }}
              >
                {selected && <CheckIcon fontSize="small" />}
              </ButtonBase>
            );
          })}
        </Box>
        <FormControl required>
          <FormLabel id="time-format-label">Time format</FormLabel>
          <RadioGroup aria-labelledby="time-format-label" value={preferences.timeFormat} onChange={(event) => updatePreferences({ timeFormat: event.target.value as TimeFormat })}>
            <FormControlLabel value="12H" control={<Radio />} label="12 Hour" />
            <FormControlLabel value="24H" control={<Radio />} label="24 Hour" />
          </RadioGroup>
        </FormControl>
      </Box>
    </Drawer>
  );
}
