import { useLingui } from '@lingui/react/macro';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ShiftChangeBody, type ShiftChangeRow } from '@portal/contracts/shift';
import { FormDialog } from '../../../components/form-dialog';
import { useStoredUser } from '../../../lib/stored-user';
import { useSaveShiftChange } from '../api/shifts';
import { ShiftFields, type ShiftFieldValues } from './shift-fields';
import { labelledResolver } from '../../../lib/labelled-resolver';

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
  const { t } = useLingui();
  const empid = useStoredUser()?.empid ?? '';
  const recid = editing?.recid ?? 0;
  const save = useSaveShiftChange();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(ShiftChangeBody),
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
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit shift change #${recid}` : t`New shift change`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`Request change`}
    >
      <ShiftFields form={form as unknown as UseFormReturn<ShiftFieldValues>} />
    </FormDialog>
  );
}
