import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

const TYPING_PAUSE_MS = 400;

/** A name or number to narrow the report to, asked for once typing pauses. */
export function SearchField({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  // A link or the back button changes the search: the field follows it.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onChange(text.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      label={t`Employee`}
      placeholder={t`Name or number`}
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 100 }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      sx={{ minWidth: { sm: 220 } }}
    />
  );
}
