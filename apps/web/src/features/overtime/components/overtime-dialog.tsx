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
import { OvertimeBody, type OvertimeRow } from '@portal/contracts/overtime';
import { useSaveOvertime } from '../api/overtimes';
import { OvertimeFields, type OvertimeFieldValues } from './overtime-fields';

type FormInput = z.input<typeof OvertimeBody>;
type FormOutput = z.output<typeof OvertimeBody>;

/** File or edit an overtime request: the date, the window, the hours and why. */
export function OvertimeDialog({ editing, today, onClose }: { editing: OvertimeRow | null; today: string; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveOvertime();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(OvertimeBody),
    defaultValues: {
      recid: editing?.recid ?? 0,
      otDate: editing?.otdate ?? today,
      fromTime: editing?.frtime ?? '',
      toTime: editing?.totime ?? '',
      noOfHours: editing?.noofhours,
      ottype: editing?.ottype ?? null,
      reason: editing?.reason ?? '',
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="overtime-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="overtime-dialog-title">{editing ? `Edit overtime #${editing.recid}` : 'New overtime'}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <OvertimeFields form={form as unknown as UseFormReturn<OvertimeFieldValues>} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {editing ? 'Save' : 'File overtime'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
