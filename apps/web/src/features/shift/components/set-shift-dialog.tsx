import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { requiredDate } from '@portal/contracts/approvals';
import { FormDialog } from '../../../components/form-dialog';
import { useSetTeamShifts } from '../api/managed-shifts';
import { ShiftFields, type ShiftFieldValues } from './shift-fields';
import { labelledResolver } from '../../../lib/labelled-resolver';

const SetShiftForm = z
  .object({
    fromDate: requiredDate('fromDate'),
    toDate: requiredDate('toDate'),
    shift: z.string().min(1, 'Choose a shift'),
  })
  .refine((value) => value.fromDate <= value.toDate, {
    message: 'fromDate must not be after toDate',
    path: ['fromDate'],
  });
type SetShiftValues = z.infer<typeof SetShiftForm>;

/** Set the chosen team members' shift for a range; it applies at once. */
export function SetShiftDialog({
  empids,
  names,
  today,
  onClose,
}: {
  empids: string[];
  names: string[];
  today: string;
  onClose: () => void;
}) {
  const setShifts = useSetTeamShifts();
  const form = useForm<SetShiftValues>({
    resolver: labelledResolver(SetShiftForm),
    defaultValues: { fromDate: today, toDate: today, shift: '' },
  });
  const submit = form.handleSubmit((values) => setShifts.mutate({ ...values, empids }, { onSuccess: onClose }));
  return (
    <FormDialog refusal={setShifts.error} title="Change shift" onClose={onClose} onSubmit={submit} pending={setShifts.isPending} submitLabel="Change shift" stack={false}>
      <DialogContentText sx={{ mb: 2 }}>
        For {names.join(', ')}. The change applies at once; you can withdraw it below.
      </DialogContentText>
      <ShiftFields form={form as unknown as UseFormReturn<ShiftFieldValues>} />
    </FormDialog>
  );
}
