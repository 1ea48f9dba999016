import { useLingui } from '@lingui/react/macro';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { statusFilterValues, type StatusFilter } from '@portal/contracts/approvals';
import type { RequestFilter } from '../lib/request-filter';
import { statusLabel } from './status-label';


// The filter's order puts "All" first, then the life of a request.
const statusOrder: StatusFilter[] = ['*all', ...statusFilterValues.filter((value) => value !== '*all')];

interface RequestFilterBarProps {
  value: RequestFilter;
  onChange: (value: RequestFilter) => void;
}

/** Date range and status filter shared by every request list (spec §7: fromDate, toDate, status). */
export function RequestFilterBar({ value, onChange }: RequestFilterBarProps) {
  const { t } = useLingui();
  const reversed = value.fromDate !== '' && value.toDate !== '' && value.fromDate > value.toDate;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }} role="search" aria-label={t`Filter requests`}>
      <TextField
        label={t`From`}
        type="date"
        size="small"
        value={value.fromDate}
        onChange={(event) => onChange({ ...value, fromDate: event.target.value })}
        error={reversed}
        helperText={reversed ? t`From must not be after To` : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t`To`}
        type="date"
        size="small"
        value={value.toDate}
        onChange={(event) => onChange({ ...value, toDate: event.target.value })}
        error={reversed}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label={t`Status`}
        size="small"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as StatusFilter })}
        sx={{ minWidth: 200 }}
      >
        {statusOrder.map((status) => (
          <MenuItem key={status || 'for-approval'} value={status}>
            {statusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
