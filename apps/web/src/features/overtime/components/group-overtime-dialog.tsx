import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { GroupOvertimeBody } from '@portal/contracts/overtime';
import { EmployeePicker } from '../../../components/employee-picker';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveOvertimeGroup } from '../api/overtime-groups';
import { OvertimeFields, type OvertimeFieldValues } from './overtime-fields';

type FormInput = z.input<typeof GroupOvertimeBody>;
type FormOutput = z.output<typeof GroupOvertimeBody>;

/** A team lead files the same overtime for several of their team. */
export function GroupOvertimeDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const save = useSaveOvertimeGroup();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GroupOvertimeBody),
    defaultValues: { recid: 0, otDate: today, fromTime: '', toTime: '', ottype: null, reason: '', empids: [] },
  });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <FormDialog title="New group overtime" onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel="File group overtime">
      <Controller control={form.control} name="empids" render={({ field, fieldState }) => <EmployeePicker value={field.value as string[]} onChange={field.onChange} error={fieldState.error?.message} />} />
      <OvertimeFields form={form as unknown as UseFormReturn<OvertimeFieldValues>} />
    </FormDialog>
  );
}
