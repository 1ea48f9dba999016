import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { GroupLeaveBody } from '@portal/contracts/leave';
import { EmployeePicker } from '../../../components/employee-picker';
import { FormDialog } from '../../../components/form-dialog';
import { useLeaveTypes, useTeamBalances } from '../api/leave-reference';
import { useSaveLeaveGroup } from '../api/leave-groups';
import { LeaveFields, type LeaveFieldValues } from './leave-fields';

type FormInput = z.input<typeof GroupLeaveBody>;
type FormOutput = z.output<typeof GroupLeaveBody>;

/** A team lead files one leave for several of their team, each against their own balance. */
export function GroupLeaveDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const types = useLeaveTypes();
  const save = useSaveLeaveGroup();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GroupLeaveBody),
    defaultValues: { recid: 0, payItem: '', fromDate: today, toDate: today, noOfHours: null, reason: '', empids: [] },
  });
  const empids = form.watch('empids') as string[];
  const payItem = form.watch('payItem');
  const year = Number((form.watch('fromDate') || today).slice(0, 4)) || undefined;
  const balances = useTeamBalances(empids, year);
  const balanceOf = (empid: string) => {
    const index = empids.indexOf(empid);
    const row = index >= 0 ? balances[index]?.data?.find((balance) => balance.payitem === payItem) : undefined;
    return row ? `${row.balance} h left` : undefined;
  };
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));

  return (
    <FormDialog
      title="New group leave"
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel="File group leave"
    >
      <Controller
        control={form.control}
        name="empids"
        render={({ field, fieldState }) => <EmployeePicker value={field.value as string[]} onChange={field.onChange} error={fieldState.error?.message} describe={payItem ? balanceOf : undefined} />}
      />
      <LeaveFields form={form as unknown as UseFormReturn<LeaveFieldValues>} types={types.data} />
    </FormDialog>
  );
}
