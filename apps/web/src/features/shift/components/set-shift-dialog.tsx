import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { requiredDate } from '@portal/contracts/approvals';
import { useSetTeamShifts } from '../api/managed-shifts';
import { ShiftFields, type ShiftFieldValues } from './shift-fields';

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
    resolver: zodResolver(SetShiftForm),
    defaultValues: { fromDate: today, toDate: today, shift: '' },
  });
  const submit = form.handleSubmit((values) => setShifts.mutate({ ...values, empids }, { onSuccess: onClose }));
  return (
    <Dialog
      open
      onClose={setShifts.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="set-shift-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="set-shift-title">Change shift</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            For {names.join(', ')}. The change applies at once; you can withdraw it below.
          </DialogContentText>
          <ShiftFields form={form as unknown as UseFormReturn<ShiftFieldValues>} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={setShifts.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={setShifts.isPending}>
            Change shift
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
