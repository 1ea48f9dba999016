import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DocumentRef } from '@portal/contracts/approvals';
import { OfficialBusinessBody, type OfficialBusinessRow } from '@portal/contracts/official-business';
import { DocumentUpload } from '../../../components/document-upload';
import { FormDialog } from '../../../components/form-dialog';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { useSaveItinerary } from '../api/save-itinerary';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof OfficialBusinessBody>;
type FormOutput = z.output<typeof OfficialBusinessBody>;

interface ItineraryDialogProps {
  editing: OfficialBusinessRow | null;
  today: string;
  onClose: () => void;
}

/** File or edit an official business itinerary: the dates away, the reason, and documents where enabled. */
export function ItineraryDialog({ editing, today, onClose }: ItineraryDialogProps) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const save = useSaveItinerary();
  const [documents, setDocuments] = useState<DocumentRef[]>(editing?.documents ?? []);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(OfficialBusinessBody),
    defaultValues: { recid: editing?.recid ?? 0, fromDate: editing?.frdate ?? today, toDate: editing?.todate ?? today, reason: editing?.reason ?? '' },
  });
  const { errors } = form.formState;
  const recid = editing?.recid;
  const submit = form.handleSubmit((values) => save.mutate({ ...values, supportingDocs: documents.map((d) => d.key) }, { onSuccess: onClose }));

  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit official business #${recid}` : t`New official business`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`File official business`}
      submitDisabled={uploading}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.register('fromDate')} label={t`From`} type="date" required size="small" fullWidth error={Boolean(errors.fromDate)} helperText={errors.fromDate?.message ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField {...form.register('toDate', { onChange: () => form.formState.isSubmitted && void form.trigger('fromDate') })} label={t`To`} type="date" required size="small" fullWidth error={Boolean(errors.toDate)} helperText={errors.toDate?.message ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <TextField
        {...form.register('reason')}
        label={t`Reason`}
        required
        multiline
        minRows={2}
        size="small"
        placeholder={t`Where you will be, and for what`}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? ' '}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {features.officialBusinessSupportingDocs && <DocumentUpload value={documents} onChange={setDocuments} onBusyChange={setUploading} />}
    </FormDialog>
  );
}
