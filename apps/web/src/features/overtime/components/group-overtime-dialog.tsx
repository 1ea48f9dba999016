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
import { GroupOvertimeBody } from '@portal/contracts/overtime';
import { EmployeePicker } from '../../../components/employee-picker';
import { useSaveOvertimeGroup } from '../api/overtime-groups';
import { OvertimeFields, type OvertimeFieldValues } from './overtime-fields';

type FormInput = z.input<typeof GroupOvertimeBody>;
type FormOutput = z.output<typeof GroupOvertimeBody>;

/** A team lead files the same overtime for several of their team. */
export function GroupOvertimeDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveOvertimeGroup();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(GroupOvertimeBody),
    defaultValues: { recid: 0, otDate: today, fromTime: '', toTime: '', ottype: null, reason: '', empids: [] },
  });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="group-overtime-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="group-overtime-dialog-title">New group overtime</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller control={form.control} name="empids" render={({ field, fieldState }) => <EmployeePicker value={field.value as string[]} onChange={field.onChange} error={fieldState.error?.message} />} />
            <OvertimeFields form={form as unknown as UseFormReturn<OvertimeFieldValues>} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            File group overtime
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
