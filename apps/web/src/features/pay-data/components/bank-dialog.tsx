import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import TextField from '@mui/material/TextField';
import { PayBankBody, type PayBank } from '@portal/contracts/pay-data';
import { FormDialog } from '../../../components/form-dialog';
import { labelledResolver } from '../../../lib/labelled-resolver';
import { useSetPayBank } from '../api/pay-data';

type FormInput = z.input<typeof PayBankBody>;
type FormOutput = z.output<typeof PayBankBody>;

/** Records where the person's pay is credited, in place of the account before. */
export function BankDialog({ empId, current, onClose }: { empId: string; current: PayBank | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSetPayBank(empId);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(PayBankBody),
    defaultValues: { empid: empId, bank: current?.bank ?? '', account_number: current?.account_number ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={t`Bank account`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={t`Save bank account`}
    >
      <TextField {...form.register('bank')} label={t`Bank`} required size="small" error={Boolean(errors.bank)} helperText={errors.bank?.message ?? t`Like BDO Unibank or BPI`} />
      <TextField
        {...form.register('account_number')}
        label={t`Account number`}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        error={Boolean(errors.account_number)}
        helperText={errors.account_number?.message ?? t`As the bank writes it; spaces and dashes are kept`}
      />
    </FormDialog>
  );
}
