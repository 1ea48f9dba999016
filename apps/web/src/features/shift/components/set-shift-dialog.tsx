import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import DialogContentText from '@mui/material/DialogContentText';
import { requiredDate } from '@portal/contracts/approvals';
import { FormDialog } from '../../../components/form-dialog';
import { useSetTeamShifts } from '../api/managed-shifts';
import { ShiftFields, type ShiftFieldValues } from './shift-fields';
import { i18n } from '../../../lib/i18n';
import { labelledResolver } from '../../../lib/labelled-resolver';

const SetShiftForm = z
  .object({
    fromDate: requiredDate('fromDate'),
    toDate: requiredDate('toDate'),
    // Read when the form checks, so the message is in the language of that moment.
    shift: z.string().min(1, { error: () => i18n._(msg`Choose a shift`) }),
  })
  .refine((value) => value.fromDate <= value.toDate, {
    // The field names in it become the screen's labels (labelledResolver).
    error: () => i18n._(msg`fromDate must not be after toDate`),
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
  const { t } = useLingui();
  const setShifts = useSetTeamShifts();
  const people = names.join(', ');
  const form = useForm<SetShiftValues>({
    resolver: labelledResolver(SetShiftForm),
    defaultValues: { fromDate: today, toDate: today, shift: '' },
  });
  const submit = form.handleSubmit((values) => setShifts.mutate({ ...values, empids }, { onSuccess: onClose }));
  return (
    <FormDialog refusal={setShifts.error} title={t`Change shift`} onClose={onClose} onSubmit={submit} pending={setShifts.isPending} submitLabel={t`Change shift`} stack={false}>
      <DialogContentText sx={{ mb: 2 }}>
        <Trans>For {people}. The change applies at once; you can withdraw it below.</Trans>
      </DialogContentText>
      <ShiftFields form={form as unknown as UseFormReturn<ShiftFieldValues>} />
    </FormDialog>
  );
}
