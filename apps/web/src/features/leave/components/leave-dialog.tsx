import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { DocumentRef } from '@portal/contracts/approvals';
import { LeaveBody, type LeaveRow } from '@portal/contracts/leave';
import { DocumentUpload } from '../../../components/document-upload';
import { FormDialog } from '../../../components/form-dialog';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { useLeaveBalance, useLeaveTypes } from '../api/leave-reference';
import { useSaveLeave } from '../api/leaves';
import { LeaveFields, type LeaveFieldValues } from './leave-fields';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof LeaveBody>;
type FormOutput = z.output<typeof LeaveBody>;

interface LeaveDialogProps {
  editing: LeaveRow | null;
  today: string;
  onClose: () => void;
}

/** File or edit a leave: type, dates, hours (half days), reason and supporting documents. */
export function LeaveDialog({ editing, today, onClose }: LeaveDialogProps) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const types = useLeaveTypes();
  const save = useSaveLeave();
  const [documents, setDocuments] = useState<DocumentRef[]>(editing?.documents ?? []);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(LeaveBody),
    defaultValues: {
      recid: editing?.recid ?? 0,
      payItem: editing?.payitem ?? '',
      fromDate: editing?.frdate ?? today,
      toDate: editing?.todate ?? today,
      noOfHours: getRuntimeConfig().features.leaveDuration ? (editing?.noofhours ?? null) : null,
      reason: editing?.reason ?? '',
    },
  });
  const year = Number((form.watch('fromDate') || today).slice(0, 4)) || undefined;
  const balances = useLeaveBalance(undefined, year);
  const submit = form.handleSubmit((values) =>
    save.mutate({ ...values, supportingDocs: documents.map((d) => d.key) }, { onSuccess: onClose }),
  );

  const recid = editing?.recid;
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit leave #${recid}` : t`New leave`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`File leave`}
      submitDisabled={uploading}
    >
      <LeaveFields
        form={form as unknown as UseFormReturn<LeaveFieldValues>}
        types={types.data}
        balances={balances.data}
      />
      {features.leaveSupportingDocs && (
        <DocumentUpload value={documents} onChange={setDocuments} onBusyChange={setUploading} />
      )}
    </FormDialog>
  );
}
