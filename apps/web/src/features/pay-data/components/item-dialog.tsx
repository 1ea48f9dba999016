import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PAY_ITEM_KINDS, PayItemBody, type PayItemKind } from '@portal/contracts/pay-data';
import { FormDialog } from '../../../components/form-dialog';
import { labelledResolver } from '../../../lib/labelled-resolver';
import { useAddPayItem } from '../api/pay-data';
import { payItemKindName } from '../pay-words';

type FormInput = z.input<typeof PayItemBody>;
type FormOutput = z.output<typeof PayItemBody>;

/** Adds a fixed allowance, a loan amortisation or a recurring deduction, between two dates. */
export function ItemDialog({ empId, today, onClose }: { empId: string; today: string; onClose: () => void }) {
  const { t } = useLingui();
  const save = useAddPayItem(empId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(PayItemBody),
    defaultValues: { empid: empId, kind: 'allowance', label: '', monthly_amount: '', taxable: false, starts_on: today, ends_on: null },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={t`Add an allowance, loan or deduction`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={t`Add`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t`Kind`}
          size="small"
          value={kind}
          onChange={(event) => {
            form.setValue('kind', event.target.value as PayItemKind);
            if (event.target.value !== 'allowance') form.setValue('taxable', false);
          }}
          sx={{ minWidth: 180 }}
        >
          {PAY_ITEM_KINDS.map((code) => (
            <MenuItem key={code} value={code}>
              {payItemKindName(code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...form.register('label')} label={t`Name`} required size="small" fullWidth error={Boolean(errors.label)} helperText={errors.label?.message ?? t`As the payslip shows it`} />
      </Stack>
      <TextField
        {...form.register('monthly_amount')}
        label={t`Amount a month (Php)`}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(errors.monthly_amount)}
        helperText={errors.monthly_amount?.message ?? t`A semi-monthly payroll takes half`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('starts_on')}
          label={t`Starts on`}
          type="date"
          required
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.starts_on)}
          helperText={errors.starts_on?.message ?? ' '}
        />
        <TextField
          {...form.register('ends_on', { setValueAs: (value: string) => (value === '' ? null : value) })}
          label={t`Ends on`}
          type="date"
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.ends_on)}
          helperText={errors.ends_on?.message ?? t`Empty: until ended`}
        />
      </Stack>
      {kind === 'allowance' && <FormControlLabel control={<Checkbox {...form.register('taxable')} />} label={t`Taxable (otherwise a de minimis or other non-taxable benefit)`} />}
    </FormDialog>
  );
}
