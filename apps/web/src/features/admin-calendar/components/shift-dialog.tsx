import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ShiftBody, type ShiftRow } from '@portal/contracts/admin-shifts';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveShift } from '../api/shifts';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof ShiftBody>;
type FormOutput = z.output<typeof ShiftBody>;
const shrink = { inputLabel: { shrink: true } } as const;

/** Add a shift, or change one's description, times and break; a night shift simply ends before it starts. */
export function ShiftDialog({ editing, onClose }: { editing: ShiftRow | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveShift(editing === null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(ShiftBody),
    defaultValues: {
      shift: editing?.shift ?? '',
      shiftdesc: editing?.shiftdesc ?? '',
      timein: editing?.timein ?? '08:00',
      timeout: editing?.timeout ?? '17:00',
      break_start: editing?.break_start ?? '',
      break_minutes: editing?.break_minutes ?? 60,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  const code = editing?.shift ?? '';
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit shift ${code}` : t`New shift`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`Add shift`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.register('shift')} label={t`Code`} required size="small" disabled={editing !== null} error={Boolean(errors.shift)} helperText={errors.shift?.message ?? t`e.g. DAY; cannot change later`} />
        <TextField {...form.register('shiftdesc')} label={t`Description`} required size="small" fullWidth error={Boolean(errors.shiftdesc)} helperText={errors.shiftdesc?.message ?? ' '} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.register('timein')} label={t`Time in`} type="time" required size="small" fullWidth slotProps={shrink} error={Boolean(errors.timein)} helperText={errors.timein?.message ?? ' '} />
        <TextField {...form.register('timeout')} label={t`Time out`} type="time" required size="small" fullWidth slotProps={shrink} error={Boolean(errors.timeout)} helperText={errors.timeout?.message ?? t`Before time in: ends the next day`} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.register('break_start')} label={t`Break starts`} type="time" size="small" fullWidth slotProps={shrink} error={Boolean(errors.break_start)} helperText={errors.break_start?.message ?? t`Empty: the middle hour of the shift`} />
        <TextField
          {...form.register('break_minutes', { valueAsNumber: true })}
          label={t`Break (minutes)`}
          type="number"
          size="small"
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 240, step: 5 } }}
          error={Boolean(errors.break_minutes)}
          helperText={errors.break_minutes?.message ?? t`Unpaid; 0 for none`}
        />
      </Stack>
    </FormDialog>
  );
}
