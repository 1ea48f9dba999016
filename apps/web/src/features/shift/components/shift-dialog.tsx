import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ShiftChangeBody, type ShiftChangeRow } from '@portal/contracts/shift';
import { useStoredUser } from '../../../lib/stored-user';
import { useSaveShiftChange } from '../api/shifts';
import { ShiftFields, type ShiftFieldValues } from './shift-fields';

type FormInput = z.input<typeof ShiftChangeBody>;
type FormOutput = z.output<typeof ShiftChangeBody>;

/** Ask for another shift on some days of one's own schedule. */
export function ShiftDialog({
  editing,
  today,
  onClose,
}: {
  editing: ShiftChangeRow | null;
  today: string;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const empid = useStoredUser()?.empid ?? '';
  const save = useSaveShiftChange();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ShiftChangeBody),
    defaultValues: {
      recid: editing?.recid ?? 0,
      empid,
      fromDate: editing?.frdate ?? today,
      toDate: editing?.todate ?? today,
      shift: editing?.shift ?? '',
      reason: editing?.reason ?? '',
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="shift-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="shift-dialog-title">
          {editing ? `Edit shift change #${editing.recid}` : 'New shift change'}
        </DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <ShiftFields form={form as unknown as UseFormReturn<ShiftFieldValues>} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {editing ? 'Save' : 'Request change'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
