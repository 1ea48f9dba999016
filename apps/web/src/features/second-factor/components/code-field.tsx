import { useLingui } from '@lingui/react/macro';
import { TextInput } from '../../../components/text-input';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A recovery code is letters and a dash; an app's code is six digits. */
  recovery?: boolean;
  error?: string | undefined;
  autoFocus?: boolean;
}

/** The code from the authenticator app (or a recovery code), as a phone keyboard and password managers expect it. */
export function CodeField({ value, onChange, recovery = false, error, autoFocus = false }: CodeFieldProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={recovery ? t`Recovery code` : t`Code from your authenticator app`}
      name="code"
      required
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      inputProps={
        recovery
          ? { autoCapitalize: 'none', spellCheck: false }
          : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 }
      }
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={
        error ??
        (recovery ? t`Like k3m9p-xq2rt, from the list you saved` : t`Six digits; a new one comes every 30 seconds`)
      }
    />
  );
}
