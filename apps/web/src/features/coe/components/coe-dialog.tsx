import { useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COE_LANGUAGES, CoeBody, DEFAULT_COE_LANGUAGE, DEFAULT_COE_TYPE, coeTypes, type CoeRow } from '@portal/contracts/coe';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveCoeRequest } from '../api/coe-requests';
import { labelledResolver } from '../../../lib/labelled-resolver';
import { coeLanguageLabel } from './coe-language-labels';
import { coeTypeDescription } from './coe-type-labels';

type FormInput = z.input<typeof CoeBody>;
type FormOutput = z.output<typeof CoeBody>;

interface CoeDialogProps {
  editing: CoeRow | null;
  today: string;
  onClose: () => void;
}

/** Request a certificate: which kind, in which language, the date it should bear, and what it is for. */
export function CoeDialog({ editing, today, onClose }: CoeDialogProps) {
  const { t } = useLingui();
  const save = useSaveCoeRequest();
  const recid = editing?.recid ?? 0;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(CoeBody),
    defaultValues: {
      recid: editing?.recid ?? 0,
      coeType: editing?.coetype ?? DEFAULT_COE_TYPE,
      reqDate: editing?.reqdate ?? today,
      reason: editing?.reason ?? '',
      language: editing?.language ?? DEFAULT_COE_LANGUAGE,
    },
  });
  const { errors } = form.formState;
  const selectedType = coeTypes.find((type) => type.coetype === Number(form.watch('coeType')));
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));

  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit certificate request #${recid}` : t`Request a certificate of employment`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`Request certificate`}
    >
      <Controller
        control={form.control}
        name="coeType"
        render={({ field }) => (
          <TextField
            select
            label={t`Type of certificate`}
            required
            size="small"
            value={field.value ?? DEFAULT_COE_TYPE}
            onChange={(event) => field.onChange(Number(event.target.value))}
            error={Boolean(errors.coeType)}
            helperText={
              errors.coeType?.message ??
              (selectedType?.salary
                ? t`Shows your monthly and annual salary and allowances.`
                : t`Does not show your salary.`)
            }
          >
            {coeTypes.map((type) => (
              <MenuItem key={type.coetype} value={type.coetype}>
                {coeTypeDescription(type.coetype)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <TextField
            select
            label={t`Certificate language`}
            size="small"
            value={field.value ?? DEFAULT_COE_LANGUAGE}
            onChange={(event) => field.onChange(event.target.value)}
            error={Boolean(errors.language)}
            helperText={errors.language?.message ?? t`The language the certificate is written in.`}
          >
            {COE_LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {coeLanguageLabel(language)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...form.register('reqDate')}
        label={t`Certificate date`}
        type="date"
        required
        size="small"
        error={Boolean(errors.reqDate)}
        helperText={errors.reqDate?.message ?? t`The date the certificate is issued on.`}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <TextField
        {...form.register('reason')}
        label={t`Purpose`}
        required
        multiline
        minRows={2}
        size="small"
        placeholder={t`What you need it for: a bank, an embassy, a landlord`}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? t`HR issues it within three days (Labor Advisory 06-2020).`}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
