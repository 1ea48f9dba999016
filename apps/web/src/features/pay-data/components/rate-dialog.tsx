import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PayRateBody } from '@portal/contracts/pay-data';
import { FormDialog } from '../../../components/form-dialog';
import { labelledResolver } from '../../../lib/labelled-resolver';
import { useSetPayRate } from '../api/pay-data';

type FormInput = z.input<typeof PayRateBody>;
type FormOutput = z.output<typeof PayRateBody>;

/** Records a rate from a date: how the person is paid, how much, and whether at the minimum wage. */
export function RateDialog({ empId, today, onClose }: { empId: string; today: string; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSetPayRate(empId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(PayRateBody),
    defaultValues: { empid: empId, effective_from: today, basis: 'monthly', rate: '', minimum_wage_earner: false },
  });
  const { errors } = form.formState;
  const basis = form.watch('basis');
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={t`Record a rate`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={t`Record rate`}
    >
      <TextField
        {...form.register('effective_from')}
        label={t`In force from`}
        type="date"
        required
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.effective_from)}
        helperText={errors.effective_from?.message ?? t`A rate of the same date is replaced; earlier ones stay as history`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={t`Paid`} size="small" value={basis} onChange={(event) => form.setValue('basis', event.target.value as FormOutput['basis'])} sx={{ minWidth: 160 }}>
          <MenuItem value="monthly">
            <Trans>Monthly</Trans>
          </MenuItem>
          <MenuItem value="daily">
            <Trans>Daily (no work, no pay)</Trans>
          </MenuItem>
        </TextField>
        <TextField
          {...form.register('rate')}
          label={basis === 'monthly' ? t`Rate a month (Php)` : t`Rate a day (Php)`}
          required
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={Boolean(errors.rate)}
          helperText={errors.rate?.message ?? t`Like 25000.00`}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox {...form.register('minimum_wage_earner')} />}
        label={t`Minimum wage earner: paid the statutory minimum of the region and sector (exempt from withholding tax on it)`}
      />
    </FormDialog>
  );
}
