import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { PayMonthRow } from '@portal/contracts/payslip';
import { PAY_PERIODS } from '@portal/contracts/payslip-lines';
import type { PayslipChoice } from '../api/get-payslip';
import { cutoffLabel, monthLabel } from '../../../lib/period-words';

interface PayslipPickerProps {
  years: number[];
  months: PayMonthRow[] | undefined;
  value: Partial<PayslipChoice>;
  onChange: (choice: Partial<PayslipChoice>) => void;
}

/** Year, then month, then cut-off: only what has a payslip can be chosen. */
export function PayslipPicker({ years, months, value, onChange }: PayslipPickerProps) {
  const { t } = useLingui();
  const periods = months?.find((row) => row.month === value.month)?.periods ?? [];
  return (
    <Box
      role="group"
      aria-label={t`Choose a payslip`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2, displayPrint: 'none' }}
    >
      <TextField
        select
        size="small"
        label={t`Year`}
        value={value.year ?? ''}
        onChange={(event) => onChange({ year: Number(event.target.value) })}
        sx={{ flex: { xs: '1 1 0', sm: '0 0 120px' } }}
      >
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t`Month`}
        value={months?.some((row) => row.month === value.month) ? value.month : ''}
        onChange={(event) => onChange({ year: value.year, month: Number(event.target.value) })}
        disabled={!months?.length}
        sx={{ flex: { xs: '1 1 0', sm: '0 0 170px' } }}
      >
        {(months ?? []).map((row) => (
          <MenuItem key={row.month} value={row.month}>
            {monthLabel(row.month)}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t`Cut-off`}
        value={value.period ?? null}
        onChange={(_event, period: number | null) => period !== null && onChange({ ...value, period })}
        sx={{
          flex: { xs: '1 1 100%', sm: '0 0 auto' },
          '& .MuiToggleButton-root': { flex: 1, textTransform: 'none', whiteSpace: 'nowrap', px: 2, height: 40 },
          // The chosen cut-off filled, white on the theme colour: primary text on its light tint fell short of 4.5:1.
          '& .MuiToggleButton-root.Mui-selected': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
          },
        }}
      >
        {PAY_PERIODS.map((period) => (
          <ToggleButton key={period} value={period} disabled={!periods.includes(period)}>
            {cutoffLabel(period)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
