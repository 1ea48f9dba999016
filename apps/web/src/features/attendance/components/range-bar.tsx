import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface DateRange {
  from: string;
  to: string;
}

/** From and To dates; a reversed range is marked and not sent. */
export function RangeBar({ value, onChange, children }: { value: DateRange; onChange: (value: DateRange) => void; children?: ReactNode }) {
  const { t } = useLingui();
  const reversed = value.from > value.to;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, displayPrint: 'none' }} role="search" aria-label={t`Choose days`}>
      {children}
      <TextField label={t`From`} type="date" size="small" value={value.from} onChange={(event) => onChange({ ...value, from: event.target.value })} error={reversed} helperText={reversed ? t`From must not be after To` : undefined} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField label={t`To`} type="date" size="small" value={value.to} onChange={(event) => onChange({ ...value, to: event.target.value })} error={reversed} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}
