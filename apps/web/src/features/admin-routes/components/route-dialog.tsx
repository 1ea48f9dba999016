import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SetEmployeeRouteBody, type EffectiveRoute, type EmployeeRouteRow } from '@portal/contracts/admin-routes';
import { requestTypeNames, type RequestTypeName } from '@portal/contracts/approvals';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { useChangeRoutes, type RouteOwner } from '../api/change-routes';
import { PersonPicker } from './person-picker';
import { requestTypeLabel } from '../../../components/request-type-words';
import { labelledResolver } from '../../../lib/labelled-resolver';

const RouteForm = SetEmployeeRouteBody.omit({ emp_id: true });
type FormInput = z.input<typeof RouteForm>;
type FormOutput = z.output<typeof RouteForm>;

interface RouteDialogProps {
  owner: RouteOwner;
  /** The owner's routes now, by type: the employee's effective ones, or the department's. */
  routes: Record<string, EffectiveRoute | null>;
  people: readonly EmployeeRouteRow[];
  onClose: () => void;
}

/** Whose own routes these are: an employee's overrides, or the department's routes. */
function ownRoute(owner: RouteOwner, route: EffectiveRoute | null | undefined): EffectiveRoute | null {
  if (!route) return null;
  return owner.kind === 'department' || route.source === 'employee' ? route : null;
}

/**
 * Set the approvers of one or more request types at once, for an employee (an
 * override of their department's route) or a department; or remove them.
 */
export function RouteDialog({ owner, routes, people, onClose }: RouteDialogProps) {
  const { t } = useLingui();
  const change = useChangeRoutes(owner);
  const [confirmClear, setConfirmClear] = useState(false);
  const firstOwn = requestTypeNames.map((type) => ownRoute(owner, routes[type])).find((route) => route !== null);
  const level = (index: number) => firstOwn?.approvers[index]?.emp_id;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: labelledResolver(RouteForm),
    defaultValues: { requestTypes: [...requestTypeNames], approver1: level(0), approver2: level(1), approver3: level(2) },
  });
  const { errors } = form.formState;
  const chosen = (useWatch({ control: form.control, name: 'requestTypes' }) ?? []) as RequestTypeName[];
  // Certificates need COE approvers, the other types approvers; the list offers whoever fits every chosen type.
  const eligible = people.filter(
    (person) =>
      (owner.kind !== 'employee' || person.emp_id !== owner.empId) &&
      (!chosen.includes('coe') || person.coeapprover) &&
      (!chosen.some((type) => type !== 'coe') || person.approver),
  );
  const clearable = chosen.filter((type) => ownRoute(owner, routes[type]) !== null);
  const department = owner.kind === 'department' ? owner.department : '';
  const name = owner.kind === 'employee' ? owner.name : '';
  const who = owner.kind === 'employee' ? name : t`the ${department} department`;
  const types = clearable.map((type) => requestTypeLabel(type)).join(', ');
  const submit = form.handleSubmit((values) => change.mutate({ set: values }, { onSuccess: onClose }));

  return (
    <>
      <FormDialog
      refusal={change.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
        title={t`Approval route of ${who}`}
        onClose={onClose}
        onSubmit={submit}
        pending={change.isPending}
        submitLabel={t`Save route`}
        stack={false}
        extraActions={
          <Button color="error" onClick={() => setConfirmClear(true)} disabled={change.isPending || clearable.length === 0} sx={{ mr: 'auto' }}>
            {owner.kind === 'employee' ? <Trans>Use department route</Trans> : <Trans>Remove route</Trans>}
          </Button>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {owner.kind === 'employee'
            ? t`These approvers override the department's route for the chosen types.`
            : t`Employees without their own route for a type follow these approvers.`}{' '}
          <Trans>Requests already filed keep their approvers.</Trans>
        </Typography>
        <Controller
          control={form.control}
          name="requestTypes"
          render={({ field }) => (
            <FormControl component="fieldset" error={Boolean(errors.requestTypes)} sx={{ mb: 1 }}>
              <FormLabel component="legend">
                <Trans>Request types</Trans>
              </FormLabel>
              <FormGroup row>
                {requestTypeNames.map((type) => (
                  <FormControlLabel
                    key={type}
                    label={requestTypeLabel(type)}
                    control={
                      <Checkbox
                        size="small"
                        checked={(field.value ?? []).includes(type)}
                        onChange={(event) => field.onChange(event.target.checked ? [...(field.value ?? []), type] : (field.value ?? []).filter((value) => value !== type))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText>{errors.requestTypes?.message ?? ' '}</FormHelperText>
            </FormControl>
          )}
        />
        <Stack spacing={1}>
          {(['approver1', 'approver2', 'approver3'] as const).map((slot, index) => {
            const level = index + 1;
            return (
              <Controller
                key={slot}
                control={form.control}
                name={slot}
                render={({ field }) => (
                  <PersonPicker
                    label={t`Level ${level} approver`}
                    people={eligible}
                    value={field.value as string | undefined}
                    onChange={field.onChange}
                    required={index === 0}
                    error={errors[slot]?.message}
                    helperText={index === 0 ? ' ' : t`Optional`}
                  />
                )}
              />
            );
          })}
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={confirmClear}
        title={owner.kind === 'employee' ? t`Use the department route?` : t`Remove the route?`}
        message={
          owner.kind === 'employee'
            ? t`${types}: ${name}'s own route goes, and the department's applies to new requests.`
            : t`${types}: new requests of the department's employees without their own route cannot be filed until a route is set.`
        }
        confirmLabel={owner.kind === 'employee' ? t`Use department route` : t`Remove`}
        pending={change.isPending}
        onClose={() => setConfirmClear(false)}
        onConfirm={() => change.mutate({ clear: clearable }, { onSuccess: onClose })}
      />
    </>
  );
}
