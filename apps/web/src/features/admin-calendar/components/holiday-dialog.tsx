import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HolidayBody, holidayTypes, type HolidayRow, type HolidayType } from '@portal/contracts/admin-holidays';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveHoliday } from '../api/holidays';
import { useAdminOffices } from '../api/offices';
import { holidayTypeLabel } from './holiday-type-chip';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof HolidayBody>;
type FormOutput = z.output<typeof HolidayBody>;
const WHOLE_COMPANY = '';

/** Add a holiday, or change one: the date, its name, type and whether it is for one office only. */
export function HolidayDialog({ editing, defaultDate, onClose }: { editing: HolidayRow | null; defaultDate: string; onClose: () => void }) {
  const { t } = useLingui();
  const offices = useAdminOffices();
  const save = useSaveHoliday();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(HolidayBody),
    defaultValues: { id: editing?.id ?? 0, holiday_date: editing?.holiday_date ?? defaultDate, name: editing?.name ?? '', type: editing?.type ?? 'SH', office_id: editing?.office_id ?? null },
  });
  const { errors } = form.formState;
  const officeId = form.watch('office_id');
  const type = form.watch('type');
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  const name = editing?.name ?? '';
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit ${name}` : t`New holiday`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`Add holiday`}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.register('holiday_date')} label={t`Date`} type="date" required size="small" slotProps={{ inputLabel: { shrink: true } }} error={Boolean(errors.holiday_date)} helperText={errors.holiday_date?.message ?? ' '} />
        <TextField {...form.register('name')} label={t`Name`} required size="small" fullWidth error={Boolean(errors.name)} helperText={errors.name?.message ?? t`As the proclamation names it`} />
      </Stack>
      <TextField
        select
        label={t`Type`}
        size="small"
        value={type ?? 'SH'}
        onChange={(event) => form.setValue('type', event.target.value as HolidayType)}
        error={Boolean(errors.type)}
        helperText={errors.type?.message ?? t`A special working day is an ordinary working day`}
      >
        {holidayTypes.map((code) => (
          <MenuItem key={code} value={code}>
            {code} · {holidayTypeLabel(code)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t`For`}
        size="small"
        value={officeId === null || officeId === undefined ? WHOLE_COMPANY : String(officeId)}
        onChange={(event) => form.setValue('office_id', event.target.value === WHOLE_COMPANY ? null : Number(event.target.value))}
        helperText={t`A local holiday applies only to the employees of that office`}
      >
        <MenuItem value={WHOLE_COMPANY}>
          <Trans>The whole company</Trans>
        </MenuItem>
        {(offices.data ?? []).map((office) => {
          const officeName = office.name;
          return (
            <MenuItem key={office.id} value={String(office.id)}>
              <Trans>{officeName} only</Trans>
            </MenuItem>
          );
        })}
      </TextField>
    </FormDialog>
  );
}
