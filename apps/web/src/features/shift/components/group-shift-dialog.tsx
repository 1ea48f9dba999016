import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
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
import { GroupShiftChangeBody } from '@portal/contracts/shift';
import { EmployeePicker } from '../../../components/employee-picker';
import { useSaveShiftGroup } from '../api/shift-groups';
import { ShiftFields, type ShiftFieldValues } from './shift-fields';

type FormInput = z.input<typeof GroupShiftChangeBody>;
type FormOutput = z.output<typeof GroupShiftChangeBody>;

/** A team lead asks for the same shift change for several of their team, approved as one. */
export function GroupShiftDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveShiftGroup();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GroupShiftChangeBody),
    defaultValues: { recid: 0, fromDate: today, toDate: today, shift: '', reason: '', empids: [] },
  });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="group-shift-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="group-shift-dialog-title">New group shift change</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="empids"
              render={({ field, fieldState }) => (
                <EmployeePicker
                  value={field.value as string[]}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <ShiftFields form={form as unknown as UseFormReturn<ShiftFieldValues>} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            File group change
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
