import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CoeBody, DEFAULT_COE_TYPE, coeTypes, type CoeRow } from '@portal/contracts/coe';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveCoeRequest } from '../api/coe-requests';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof CoeBody>;
type FormOutput = z.output<typeof CoeBody>;

interface CoeDialogProps {
  editing: CoeRow | null;
  today: string;
  onClose: () => void;
}

/** Request a certificate: which kind, the date it should bear, and what it is for. */
export function CoeDialog({ editing, today, onClose }: CoeDialogProps) {
  const save = useSaveCoeRequest();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(CoeBody),
    defaultValues: {
      recid: editing?.recid ?? 0,
      coeType: editing?.coetype ?? DEFAULT_COE_TYPE,
      reqDate: editing?.reqdate ?? today,
      reason: editing?.reason ?? '',
    },
  });
  const { errors } = form.formState;
  const selectedType = coeTypes.find((type) => type.coetype === Number(form.watch('coeType')));
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));

  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? `Edit certificate request #${editing.recid}` : 'Request a certificate of employment'}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? 'Save' : 'Request certificate'}
    >
      <Controller
        control={form.control}
        name="coeType"
        render={({ field }) => (
          <TextField
            select
            label="Type of certificate"
            required
            size="small"
            value={field.value ?? DEFAULT_COE_TYPE}
            onChange={(event) => field.onChange(Number(event.target.value))}
            error={Boolean(errors.coeType)}
            helperText={
              errors.coeType?.message ??
              (selectedType?.salary
                ? 'Shows your monthly and annual salary and allowances.'
                : 'Does not show your salary.')
            }
          >
            {coeTypes.map((type) => (
              <MenuItem key={type.coetype} value={type.coetype}>
                {type.description}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...form.register('reqDate')}
        label="Certificate date"
        type="date"
        required
        size="small"
        error={Boolean(errors.reqDate)}
        helperText={errors.reqDate?.message ?? 'The date the certificate is issued on.'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <TextField
        {...form.register('reason')}
        label="Purpose"
        required
        multiline
        minRows={2}
        size="small"
        placeholder="What you need it for: a bank, an embassy, a landlord"
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? 'HR issues it within three days (Labor Advisory 06-2020).'}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
