import { useForm } from 'react-hook-form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SetSchedulesBody, type ScheduleRow } from '@portal/contracts/admin-shifts';
import { describeShift } from '@portal/contracts/shift';
import { FormDialog } from '../../../components/form-dialog';
import { useSetSchedules } from '../api/schedules';
import { useAdminShifts } from '../api/shifts';
import { weekdayName, weekdaySpoken } from './weekdays';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof SetSchedulesBody>;
type FormOutput = z.output<typeof SetSchedulesBody>;
const KEEP = '';

/** Set the default shift and/or rest days of the chosen employees; what is left unticked each keeps. */
export function ScheduleDialog({ people, onClose, onSaved }: { people: ScheduleRow[]; onClose: () => void; onSaved?: () => void }) {
  const { t } = useLingui();
  const shifts = useAdminShifts();
  const set = useSetSchedules();
  const only = people.length === 1 ? people[0] : undefined;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(SetSchedulesBody),
    defaultValues: { empIds: people.map((person) => person.emp_id), default_shift: only?.default_shift ?? undefined, rest_days: only?.rest_days },
  });
  const shift = form.watch('default_shift');
  const restDays = form.watch('rest_days');
  const error = form.formState.errors.root?.message ?? form.formState.errors.default_shift?.message ?? form.formState.errors.rest_days?.message ?? form.formState.errors.empIds?.message;
  const submit = form.handleSubmit((values) => set.mutate(values, {
      onSuccess: () => {
        onSaved?.();
        onClose();
      },
    }));
  const count = people.length;
  const who = only ? `${only.fullname} (${only.emp_id})` : plural(count, { one: '# employee', other: '# employees' });
  return (
    <FormDialog
      refusal={set.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })} title={t`Set schedule of ${who}`} onClose={onClose} onSubmit={submit} pending={set.isPending} submitLabel={t`Set schedule`}>
      <TextField
        select
        label={t`Default shift`}
        size="small"
        value={shift ?? KEEP}
        onChange={(event) => form.setValue('default_shift', event.target.value === KEEP ? undefined : event.target.value)}
        helperText={t`Attendance and leave days use it from now on; approved requests keep what they were approved for.`}
      >
        {!only && (
          <MenuItem value={KEEP}>
            <Trans>Keep each one&apos;s shift</Trans>
          </MenuItem>
        )}
        {(shifts.data ?? []).map((row) => (
          <MenuItem key={row.shift} value={row.shift}>
            {describeShift(row)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={restDays !== undefined} onChange={(event) => form.setValue('rest_days', event.target.checked ? (only?.rest_days ?? [0, 6]) : undefined)} />}
        label={t`Set rest days`}
      />
      {restDays !== undefined && (
        <ToggleButtonGroup
          size="small"
          aria-label={t`Rest days`}
          value={restDays}
          onChange={(_event, days: number[]) => form.setValue('rest_days', days)}
          sx={{ flexWrap: 'wrap' }}
        >
          {[1, 2, 3, 4, 5, 6, 0].map((day) => (
            <ToggleButton key={day} value={day} aria-label={weekdaySpoken(day)} sx={{ px: 1.5 }}>
              {weekdayName(day)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {restDays?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          <Trans>No rest day: every day is a working day.</Trans>
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </FormDialog>
  );
}
