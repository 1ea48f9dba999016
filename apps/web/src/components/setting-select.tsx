import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** One choice of a setting: the value stored, and the words a person picks it by. */
export interface SettingOption<Value extends string | number> {
  value: Value;
  label: string;
}

interface SettingSelectProps<Value extends string | number> {
  label: string;
  value: Value;
  options: readonly SettingOption<Value>[];
  onChange: (value: Value) => void;
  /** What the chosen value means, under the field. */
  helperText: string;
  sx?: SxProps<Theme>;
}

/**
 * A setting chosen from a short fixed list (a small outlined select with its meaning
 * underneath). The choice comes back as the option's own value, so a number stays a
 * number and a union of words stays that union.
 */
export function SettingSelect<Value extends string | number>({ label, value, options, onChange, helperText, sx }: SettingSelectProps<Value>) {
  return (
    <TextField
      select
      label={label}
      size="small"
      sx={sx}
      value={value}
      onChange={(event) => {
        // MUI hands back the chosen item's value, typed as a string whatever it was.
        const chosen = options.find((option) => String(option.value) === String(event.target.value));
        if (chosen) onChange(chosen.value);
      }}
      helperText={helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
