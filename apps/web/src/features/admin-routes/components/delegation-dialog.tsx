import { Controller, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DelegationBody, type EmployeeRouteRow } from '@portal/contracts/admin-routes';
import { FormDialog } from '../../../components/form-dialog';
import { useCreateDelegation } from '../api/change-delegations';
import { PersonPicker } from './person-picker';
import { labelledResolver } from '../../../lib/labelled-resolver';

type FormInput = z.input<typeof DelegationBody>;
type FormOutput = z.output<typeof DelegationBody>;

interface DelegationDialogProps {
  people: readonly EmployeeRouteRow[];
  today: string;
  onClose: () => void;
}

/** Name who acts for an absent approver, and for which days. */
export function DelegationDialog({ people, today, onClose }: DelegationDialogProps) {
  const { t } = useLingui();
  const create = useCreateDelegation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(DelegationBody),
    defaultValues: { fromDate: today, toDate: today, reason: '' },
  });
  const { errors } = form.formState;
  const approvers = people.filter((person) => person.approver || person.coeapprover);
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onClose }));

  return (
    <FormDialog
      refusal={create.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })} title={t`New delegation`} onClose={onClose} onSubmit={submit} pending={create.isPending} submitLabel={t`Create delegation`} stack={false}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          On these days the delegate sees the approver&apos;s waiting requests and may approve or disapprove them in the approver&apos;s place; both names are recorded.
        </Trans>
      </Typography>
      <Stack spacing={1}>
        <Controller
          control={form.control}
          name="approver"
          render={({ field }) => <PersonPicker label={t`Approver who is away`} people={approvers} value={field.value} onChange={field.onChange} required error={errors.approver?.message} />}
        />
        <Controller
          control={form.control}
          name="delegate"
          render={({ field }) => <PersonPicker label={t`Delegate`} people={people} value={field.value} onChange={field.onChange} required error={errors.delegate?.message} />}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...form.register('fromDate')} label={t`From`} type="date" required size="small" fullWidth error={Boolean(errors.fromDate)} helperText={errors.fromDate?.message ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...form.register('toDate')} label={t`To`} type="date" required size="small" fullWidth error={Boolean(errors.toDate)} helperText={errors.toDate?.message ?? t`Included`} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
        <TextField {...form.register('reason')} label={t`Reason`} size="small" placeholder={t`Vacation leave, training...`} error={Boolean(errors.reason)} helperText={errors.reason?.message ?? ' '} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Stack>
    </FormDialog>
  );
}
