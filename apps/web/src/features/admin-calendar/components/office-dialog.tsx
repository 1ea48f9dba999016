import { useForm } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_GEOFENCE_METRES, MIN_GEOFENCE_METRES, OfficeBody, fenceModes, type FenceMode, type OfficeRow } from '@portal/contracts/admin-offices';
import { FormDialog } from '../../../components/form-dialog';
import { SettingSelect } from '../../../components/setting-select';
import { useSaveOffice } from '../api/offices';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof OfficeBody>;
type FormOutput = z.output<typeof OfficeBody>;

/** Each fence mode's name and what it does; render them with i18n._ in the reader's language. */
export const fenceModeWords: Record<FenceMode, { label: MessageDescriptor; meaning: MessageDescriptor }> = {
  refuse: { label: msg`Refuse`, meaning: msg`A punch outside the area, or without a location, is refused with the distance.` },
  flag: { label: msg`Flag`, meaning: msg`A punch outside the area is taken and flagged for review.` },
  ask: { label: msg`Ask for a reason`, meaning: msg`A punch outside the area needs a short reason, kept with the flag for review.` },
};

/** Add an office, or change one: where it is, the radius of its geofence, and what happens to a punch outside it. */
export function OfficeDialog({ editing, onClose }: { editing: OfficeRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSaveOffice();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(OfficeBody),
    defaultValues: {
      id: editing?.id ?? 0,
      name: editing?.name ?? '',
      address: editing?.address ?? '',
      lat: editing?.lat,
      lng: editing?.lng,
      radius_m: editing?.radius_m ?? 200,
      fence_mode: editing?.fence_mode ?? 'flag',
    },
  });
  const { errors } = form.formState;
  const mode = form.watch('fence_mode') ?? 'flag';
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  const name = editing?.name ?? '';
  const fenceModeOptions = fenceModes.map((value) => ({ value, label: i18n._(fenceModeWords[value].label) }));
  const coordinate = { size: 'small', type: 'number', required: true, fullWidth: true, slotProps: { htmlInput: { step: 'any' } } } as const;
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit ${name}` : t`New office`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`Add office`}
    >
      <TextField {...form.register('name')} label={t`Name`} required size="small" error={Boolean(errors.name)} helperText={errors.name?.message ?? t`Shown to employees when they punch`} />
      <TextField {...form.register('address')} label={t`Address`} required size="small" error={Boolean(errors.address)} helperText={errors.address?.message ?? ' '} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.register('lat', { valueAsNumber: true })} {...coordinate} label={t`Centre latitude`} error={Boolean(errors.lat)} helperText={errors.lat?.message ?? t`e.g. 14.5547`} />
        <TextField {...form.register('lng', { valueAsNumber: true })} {...coordinate} label={t`Centre longitude`} error={Boolean(errors.lng)} helperText={errors.lng?.message ?? t`e.g. 121.0244`} />
      </Stack>
      <TextField
        {...form.register('radius_m', { valueAsNumber: true })}
        label={t`Radius (metres)`}
        type="number"
        required
        size="small"
        slotProps={{ htmlInput: { min: MIN_GEOFENCE_METRES, max: MAX_GEOFENCE_METRES, step: 10 } }}
        error={Boolean(errors.radius_m)}
        helperText={errors.radius_m?.message ?? t`A phone indoors is often 30 to 60 m off; up to 100 m of its accuracy is allowed for`}
      />
      <SettingSelect
        label={t`A punch outside the area`}
        value={mode}
        options={fenceModeOptions}
        onChange={(value) => form.setValue('fence_mode', value)}
        helperText={i18n._(fenceModeWords[mode].meaning)}
      />
    </FormDialog>
  );
}
