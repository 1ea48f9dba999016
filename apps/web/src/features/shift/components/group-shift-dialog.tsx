import { useLingui } from '@lingui/react/macro';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { GroupShiftChangeBody, type ShiftGroupRow } from '@portal/contracts/shift';
import { EmployeePicker } from '../../../components/employee-picker';
import { FormDialog, LoadingFormDialog } from '../../../components/form-dialog';
import { useSaveShiftGroup, useShiftGroupDetails } from '../api/shift-groups';
import { ShiftFields, type ShiftFieldValues } from './shift-fields';
import { requestRef } from '@portal/contracts/approvals';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof GroupShiftChangeBody>;
type FormOutput = z.output<typeof GroupShiftChangeBody>;

interface GroupShiftDialogProps {
  today: string;
  /** The group to edit (untouched by every level), or null to file a new one. */
  editing?: ShiftGroupRow | null;
  onClose: () => void;
}

/** A team lead asks for the same shift change for several of their team, or edits one no level has acted on. */
export function GroupShiftDialog({ today, editing = null, onClose }: GroupShiftDialogProps) {
  const { t } = useLingui();
  // Editing starts from the group's members, read first.
  const members = useShiftGroupDetails(editing?.recid ?? 0, false, editing !== null);
  if (editing && !members.data) {
    const ref = requestRef(editing.recid, true);
    return <LoadingFormDialog title={t`Edit group shift change ${ref}`} what={t`the members`} onClose={onClose} />;
  }
  const defaults: FormInput = editing
    ? {
        recid: editing.recid,
        fromDate: editing.frdate,
        toDate: editing.todate,
        shift: editing.shift,
        reason: editing.reason ?? '',
        empids: (members.data ?? []).map((member) => member.emp_id),
      }
    : { recid: 0, fromDate: today, toDate: today, shift: '', reason: '', empids: [] };
  return <GroupShiftForm defaults={defaults} recid={editing?.recid ?? null} onClose={onClose} />;
}

function GroupShiftForm({ defaults, recid, onClose }: { defaults: FormInput; recid: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveShiftGroup();
  const ref = recid ? requestRef(recid, true) : '';
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: labelledResolver(GroupShiftChangeBody), defaultValues: defaults });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={recid ? t`Edit group shift change ${ref}` : t`New group shift change`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={recid ? t`Save group change` : t`File group change`}
    >
      <Controller
        control={form.control}
        name="empids"
        render={({ field, fieldState }) => (
          <EmployeePicker value={field.value as string[]} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <ShiftFields form={form as unknown as UseFormReturn<ShiftFieldValues>} />
    </FormDialog>
  );
}
