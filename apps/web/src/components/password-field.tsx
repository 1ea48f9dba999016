import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from './text-input';

/** A password input with a show/hide toggle, for typing on a phone keyboard. */
export function PasswordField(props: TextInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const name = props.label.toLowerCase();
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t`Hide ${name}` : t`Show ${name}`}
            onClick={() => setVisible((shown) => !shown)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
