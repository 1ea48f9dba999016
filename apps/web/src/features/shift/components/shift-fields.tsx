import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { describeShift } from '@portal/contracts/shift';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { useShiftTable } from '../api/shifts';

export interface ShiftFieldValues {
  fromDate: string;
  toDate: string;
  shift: string;
  reason?: string | null | undefined;
}

/** Dates, the shift (as 'shift - desc(timein - timeout)') and, when the switch asks for it, a reason. */
export function ShiftFields({ form }: { form: UseFormReturn<ShiftFieldValues> }) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const table = useShiftTable();
  const { errors } = form.formState;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('fromDate')}
          label={t`From`}
          type="date"
          required
          size="small"
          fullWidth
          error={Boolean(errors.fromDate)}
          helperText={errors.fromDate?.message ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...form.register('toDate', { onChange: () => form.formState.isSubmitted && void form.trigger('fromDate') })}
          label={t`To`}
          type="date"
          required
          size="small"
          fullWidth
          error={Boolean(errors.toDate)}
          helperText={errors.toDate?.message ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        select
        label={t`Shift`}
        required
        size="small"
        value={form.watch('shift') ?? ''}
        onChange={(event) => form.setValue('shift', event.target.value, { shouldValidate: form.formState.isSubmitted })}
        error={Boolean(errors.shift)}
        helperText={errors.shift?.message ?? ' '}
      >
        {(table.data ?? []).map((entry) => (
          <MenuItem key={entry.shift} value={entry.shift}>
            {describeShift(entry)}
          </MenuItem>
        ))}
      </TextField>
      {features.shiftRequestReason && (
        <TextField
          {...form.register('reason')}
          label={t`Reason`}
          required
          multiline
          minRows={2}
          size="small"
          error={Boolean(errors.reason)}
          helperText={errors.reason?.message ?? ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
    </Stack>
  );
}
