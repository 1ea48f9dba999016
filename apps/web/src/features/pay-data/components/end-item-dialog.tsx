import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import TextField from '@mui/material/TextField';
import { EndPayItemBody, type PayItem } from '@portal/contracts/pay-data';
import { FormDialog } from '../../../components/form-dialog';
import { labelledResolver } from '../../../lib/labelled-resolver';
import { useEndPayItem } from '../api/pay-data';
import { payItemKindName } from '../pay-words';

type FormInput = z.input<typeof EndPayItemBody>;
type FormOutput = z.output<typeof EndPayItemBody>;

/** Ends an allowance, loan or deduction on a date: it stays in the history. */
export function EndItemDialog({ empId, item, today, onClose }: { empId: string; item: PayItem; today: string; onClose: () => void }) {
  const { t } = useLingui();
  const save = useEndPayItem(empId);
  const kind = payItemKindName(item.kind);
  const label = item.label;
  const started = item.starts_on;
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: labelledResolver(EndPayItemBody), defaultValues: { id: item.id, ends_on: item.ends_on ?? today } });
  const { errors } = form.formState;
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={t`End ${kind} "${label}"`}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))}
      pending={save.isPending}
      submitLabel={t`End it`}
      maxWidth="xs"
    >
      <TextField
        {...form.register('ends_on')}
        label={t`Last day`}
        type="date"
        required
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(errors.ends_on)}
        helperText={errors.ends_on?.message ?? t`It started on ${started}; payrolls after this day leave it out`}
      />
    </FormDialog>
  );
}
