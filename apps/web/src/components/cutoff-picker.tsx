import { Trans, useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { monthLabel } from '../lib/period-words';

/** The months by name in the active language: English as the payslips name them, else the locale's ("Enero"). */
const monthNames = () => Array.from({ length: 12 }, (_, index) => monthLabel(index + 1));

/** A payroll cut-off: the first or second half of a month. */
export interface CutoffChoice {
  year: number;
  month: number;
  cutoff: '1' | '2';
}

/** The cut-off most likely wanted: the last one that has ended (the 1st half from the 16th on, else last month's 2nd). */
export function lastEndedCutoff(today: string): CutoffChoice {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (day > 15) return { year, month, cutoff: '1' };
  return month === 1 ? { year: year - 1, month: 12, cutoff: '2' } : { year, month: month - 1, cutoff: '2' };
}

/** Year, month and half (or year and month alone), side by side on a computer and stacked on a phone. */
export function CutoffPicker({ choice, today, onChange, withCutoff = true }: { choice: CutoffChoice; today: string; onChange: (choice: CutoffChoice) => void; withCutoff?: boolean }) {
  const { t } = useLingui();
  const thisYear = Number(today.slice(0, 4));
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
      <TextField select label={t`Year`} size="small" value={choice.year} onChange={(event) => onChange({ ...choice, year: Number(event.target.value) })} sx={{ minWidth: 110 }}>
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t`Month`} size="small" value={choice.month} onChange={(event) => onChange({ ...choice, month: Number(event.target.value) })} sx={{ minWidth: 150 }}>
        {monthNames().map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {withCutoff && (
        <TextField select label={t`Cut-off`} size="small" value={choice.cutoff} onChange={(event) => onChange({ ...choice, cutoff: event.target.value as '1' | '2' })} sx={{ minWidth: 150 }}>
          <MenuItem value="1">
            <Trans>First half</Trans>
          </MenuItem>
          <MenuItem value="2">
            <Trans>Second half</Trans>
          </MenuItem>
        </TextField>
      )}
    </Stack>
  );
}
