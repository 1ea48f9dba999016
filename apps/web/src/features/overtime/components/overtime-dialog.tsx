import { useForm, type UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { OvertimeBody, type OvertimeRow } from '@portal/contracts/overtime';
import { FormDialog } from '../../../components/form-dialog';
import { useSaveOvertime } from '../api/overtimes';
import { OvertimeFields, type OvertimeFieldValues } from './overtime-fields';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof OvertimeBody>;
type FormOutput = z.output<typeof OvertimeBody>;

/** File or edit an overtime request: the date, the window, the hours and why. */
export function OvertimeDialog({ editing, today, onClose }: { editing: OvertimeRow | null; today: string; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveOvertime();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(OvertimeBody),
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
  const recid = editing?.recid;
  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={editing ? t`Edit overtime #${recid}` : t`New overtime`}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`File overtime`}
    >
      <OvertimeFields form={form as unknown as UseFormReturn<OvertimeFieldValues>} />
    </FormDialog>
  );
}
