import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { GroupOvertimeBody, type OvertimeGroupRow } from '@portal/contracts/overtime';
import { EmployeePicker } from '../../../components/employee-picker';
import { FormDialog, LoadingFormDialog } from '../../../components/form-dialog';
import { useOvertimeGroupDetails, useSaveOvertimeGroup } from '../api/overtime-groups';
import { OvertimeFields, type OvertimeFieldValues } from './overtime-fields';
import { requestRef } from '@portal/contracts/approvals';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof GroupOvertimeBody>;
type FormOutput = z.output<typeof GroupOvertimeBody>;

const short = (time: string) => time.slice(0, 5);

/** A team lead files the same overtime for several of their team, or edits one no level has acted on. */
export function GroupOvertimeDialog({
  today,
  editing = null,
  onClose,
}: {
  today: string;
  editing?: OvertimeGroupRow | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  // Editing starts from the group's members, read first.
  const members = useOvertimeGroupDetails(editing?.recid ?? 0, false, editing !== null);
  if (editing && !members.data) {
    const ref = requestRef(editing.recid, true);
    return <LoadingFormDialog title={t`Edit group overtime ${ref}`} what={t`the members`} onClose={onClose} />;
  }
  const defaults: FormInput = editing
    ? {
        recid: editing.recid,
        otDate: editing.otdate,
        fromTime: short(editing.frtime),
        toTime: short(editing.totime),
        noOfHours: editing.noofhours,
        ottype: editing.ottype,
        reason: editing.reason,
        empids: (members.data ?? []).map((member) => member.emp_id),
      }
    : { recid: 0, otDate: today, fromTime: '', toTime: '', noOfHours: undefined, ottype: null, reason: '', empids: [] };
  return <GroupOvertimeForm defaults={defaults} recid={editing?.recid ?? null} onClose={onClose} />;
}

function GroupOvertimeForm({
  defaults,
  recid,
  onClose,
}: {
  defaults: FormInput;
  recid: number | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveOvertimeGroup();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(GroupOvertimeBody),
    defaultValues: defaults,
  });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  const ref = recid ? requestRef(recid, true) : '';
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={recid ? t`Edit group overtime ${ref}` : t`New group overtime`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={recid ? t`Save group overtime` : t`File group overtime`}
    >
      <Controller
        control={form.control}
        name="empids"
        render={({ field, fieldState }) => (
          <EmployeePicker value={field.value as string[]} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <OvertimeFields form={form as unknown as UseFormReturn<OvertimeFieldValues>} />
    </FormDialog>
  );
}
