import { useLingui } from '@lingui/react/macro';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { GroupLeaveBody, type LeaveGroupRow } from '@portal/contracts/leave';
import { EmployeePicker } from '../../../components/employee-picker';
import { FormDialog, LoadingFormDialog } from '../../../components/form-dialog';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { useGroupLeaveTypes, useLeaveTypes, useTeamBalances } from '../api/leave-reference';
import { useLeaveGroupDetails, useSaveLeaveGroup } from '../api/leave-groups';
import { LeaveFields, type LeaveFieldValues } from './leave-fields';
import { requestRef } from '@portal/contracts/approvals';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof GroupLeaveBody>;
type FormOutput = z.output<typeof GroupLeaveBody>;

interface GroupLeaveDialogProps {
  today: string;
  /** The group to edit (untouched by every level), or null to file a new one. */
  editing?: LeaveGroupRow | null;
  onClose: () => void;
}

/** A team lead files one leave for several of their team, or edits one no level has acted on. */
export function GroupLeaveDialog({ today, editing = null, onClose }: GroupLeaveDialogProps) {
  const { t } = useLingui();
  // Editing starts from the group's members, read first.
  const members = useLeaveGroupDetails(editing?.recid ?? 0, false, editing !== null);
  if (editing && !members.data) {
    const ref = requestRef(editing.recid, true);
    return <LoadingFormDialog title={t`Edit group leave ${ref}`} what={t`the members`} onClose={onClose} />;
  }
  const defaults: FormInput = editing
    ? {
        recid: editing.recid,
        payItem: editing.payitem,
        fromDate: editing.frdate,
        toDate: editing.todate,
        noOfHours: getRuntimeConfig().features.leaveDuration ? editing.noofhours : null,
        reason: editing.reason,
        empids: (members.data ?? []).map((member) => member.emp_id),
      }
    : { recid: 0, payItem: '', fromDate: today, toDate: today, noOfHours: null, reason: '', empids: [] };
  return <GroupLeaveForm defaults={defaults} recid={editing?.recid ?? null} onClose={onClose} />;
}

function GroupLeaveForm({
  defaults,
  recid,
  onClose,
}: {
  defaults: FormInput;
  recid: number | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const types = useLeaveTypes();
  const save = useSaveLeaveGroup();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(GroupLeaveBody),
    defaultValues: defaults,
  });
  const empids = form.watch('empids') as string[];
  const payItem = form.watch('payItem');
  const year = Number((form.watch('fromDate') || defaults.fromDate).slice(0, 4)) || undefined;
  const balances = useTeamBalances(empids, year);
  // Whom each type leaves out among the chosen members, said before filing.
  const groupTypes = useGroupLeaveTypes(empids);
  const notFor =
    empids.length === 0
      ? undefined
      : new Map(
          (groupTypes.data ?? []).map((type) => [
            type.payitem,
            {
              names: type.not_for.map((member) => member.fullname),
              forWhom: type.for_whom,
              everyone: type.not_for.length === empids.length,
            },
          ]),
        );
  const balanceOf = (empid: string) => {
    const index = empids.indexOf(empid);
    const row = index >= 0 ? balances[index]?.data?.find((balance) => balance.payitem === payItem) : undefined;
    if (!row) return undefined;
    const hours = row.balance;
    return t`${hours} h left`;
  };
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  const ref = recid ? requestRef(recid, true) : '';

  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={recid ? t`Edit group leave ${ref}` : t`New group leave`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={recid ? t`Save group leave` : t`File group leave`}
    >
      <Controller
        control={form.control}
        name="empids"
        render={({ field, fieldState }) => (
          <EmployeePicker
            value={field.value as string[]}
            onChange={field.onChange}
            error={fieldState.error?.message}
            describe={payItem ? balanceOf : undefined}
          />
        )}
      />
      {/* Every type once members are chosen (the lead's own list leaves out types not for the lead). */}
      <LeaveFields
        form={form as unknown as UseFormReturn<LeaveFieldValues>}
        types={empids.length > 0 && groupTypes.data ? groupTypes.data : types.data}
        notFor={notFor}
      />
    </FormDialog>
  );
}
