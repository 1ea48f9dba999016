import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { GroupShiftChangeBody } from '@portal/contracts/shift';
import { EmployeePicker } from '../../../components/employee-picker';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveShiftGroup } from '../api/shift-groups';
import { ShiftFields, type ShiftFieldValues } from './shift-fields';

type FormInput = z.input<typeof GroupShiftChangeBody>;
type FormOutput = z.output<typeof GroupShiftChangeBody>;

/** A team lead asks for the same shift change for several of their team, approved as one. */
export function GroupShiftDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const save = useSaveShiftGroup();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GroupShiftChangeBody),
    defaultValues: { recid: 0, fromDate: today, toDate: today, shift: '', reason: '', empids: [] },
  });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <FormDialog title="New group shift change" onClose={onClose} onSubmit={submit} pending={save.isPending} submitLabel="File group change">
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
