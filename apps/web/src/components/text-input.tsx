import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'error'> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
}

/**
 * An outlined, labelled text input. MUI's TextField would do, but it always brings
 * its select menu along; the login page is kept lighter with this.
 */
export function TextInput({ label, helperText, error = false, required, fullWidth = true, id, ...input }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} required={required ?? false}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={required ? `${label} *` : label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
