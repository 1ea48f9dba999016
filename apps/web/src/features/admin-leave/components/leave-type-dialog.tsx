import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LeaveTypeBody, type AdminLeaveType } from '@portal/contracts/admin-leave';
import { CIVIL_STATUSES, type CivilStatus } from '@portal/contracts/government-ids';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveLeaveType } from '../api/leave-types';
import { labelledResolver } from '../../../lib/labelled-resolver';
import { civilStatusLabel } from '../../../components/civil-status-words';

type FormInput = z.input<typeof LeaveTypeBody>;
type FormOutput = z.output<typeof LeaveTypeBody>;

/** Add a leave type, or change one: its name, yearly hours, carry-over cap, order and who it is for (sex, civil status, solo parents). */
export function LeaveTypeDialog({ editing, onClose }: { editing: AdminLeaveType | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveLeaveType(editing === null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(LeaveTypeBody),
    defaultValues: {
      payitem: editing?.payitem ?? '',
      leave_desc: editing?.leave_desc ?? '',
      annual_hours: editing?.annual_hours ?? 0,
      carry_over_cap_hours: editing?.carry_over_cap_hours ?? 0,
      sort_order: editing?.sort_order ?? 0,
      eligible_gender: editing?.eligible_gender ?? null,
      eligible_civil_status: editing?.eligible_civil_status ?? null,
      solo_parent_only: editing?.solo_parent_only ?? false,
      with_pay: editing?.with_pay ?? true,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  const name = editing?.leave_desc ?? '';
  const number = {
    size: 'small',
    fullWidth: true,
    type: 'number',
    slotProps: { htmlInput: { step: 0.5, min: 0 } },
  } as const;

  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit ${name}` : t`New leave type`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`Add leave type`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('payitem')}
          label={t`Code`}
          required
          size="small"
          disabled={editing !== null}
          error={Boolean(errors.payitem)}
          helperText={errors.payitem?.message ?? t`e.g. VL; cannot change later`}
        />
        <TextField
          {...form.register('leave_desc')}
          label={t`Name`}
          required
          size="small"
          fullWidth
          error={Boolean(errors.leave_desc)}
          helperText={errors.leave_desc?.message ?? ' '}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('annual_hours')}
          {...number}
          label={t`Hours a year`}
          required
          error={Boolean(errors.annual_hours)}
          helperText={errors.annual_hours?.message ?? t`8 hours a day: 15 days is 120`}
        />
        <TextField
          {...form.register('carry_over_cap_hours')}
          {...number}
          label={t`Carry-over cap (hours)`}
          error={Boolean(errors.carry_over_cap_hours)}
          helperText={errors.carry_over_cap_hours?.message ?? t`Unused hours moved into next year; 0: none`}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.register('sort_order')}
          {...number}
          label={t`Order in lists`}
          slotProps={{ htmlInput: { step: 1, min: 0 } }}
          error={Boolean(errors.sort_order)}
          helperText={errors.sort_order?.message ?? ' '}
        />
        <TextField
          select
          label={t`For`}
          size="small"
          fullWidth
          value={form.watch('eligible_gender') ?? 'all'}
          onChange={(event) =>
            form.setValue(
              'eligible_gender',
              event.target.value === 'all' ? null : (event.target.value as 'F' | 'M'),
            )
          }
          helperText={t`Who the year start grants it to`}
        >
          <MenuItem value="all">
            <Trans>Everyone</Trans>
          </MenuItem>
          <MenuItem value="F">
            <Trans>Women (e.g. maternity)</Trans>
          </MenuItem>
          <MenuItem value="M">
            <Trans>Men (e.g. paternity)</Trans>
          </MenuItem>
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          label={t`Civil status`}
          size="small"
          fullWidth
          value={form.watch('eligible_civil_status') ?? []}
          onChange={(event) => {
            const chosen = event.target.value as unknown as CivilStatus[];
            form.setValue('eligible_civil_status', chosen.length > 0 ? chosen : null);
          }}
          slotProps={{ select: { multiple: true, displayEmpty: true, renderValue: (chosen) => ((chosen as string[]).length > 0 ? (chosen as string[]).map(civilStatusLabel).join(', ') : t`Any`) } }}
          helperText={t`e.g. Married for paternity (RA 8187); none chosen: any`}
        >
          {CIVIL_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {civilStatusLabel(status)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          sx={{ flexShrink: 0 }}
          label={t`Solo parents only (RA 11861)`}
          control={<Switch checked={Boolean(form.watch('solo_parent_only'))} onChange={(event) => form.setValue('solo_parent_only', event.target.checked)} />}
        />
        <FormControlLabel
          sx={{ flexShrink: 0 }}
          label={t`With pay`}
          control={<Switch checked={form.watch('with_pay') !== false} onChange={(event) => form.setValue('with_pay', event.target.checked)} />}
        />
      </Stack>
    </FormDialog>
  );
}
