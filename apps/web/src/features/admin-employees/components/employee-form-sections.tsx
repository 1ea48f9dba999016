import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_FLAGS, WEEKDAY_NAMES, type EmployeeAdminRow, type EmployeeBody } from '@portal/contracts/admin-employees';
import { GOVERNMENT_IDS } from '@portal/contracts/government-ids';
import { flagLabel } from './employee-columns';
import { weekdayName } from './employee-words';

export type EmployeeForm = UseFormReturn<z.input<typeof EmployeeBody>, unknown, z.output<typeof EmployeeBody>>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" color="primary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** Fields side by side on a wide screen, stacked on a phone. */
export function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}

/** A text field bound to the form, with its error or a blank helper line (no jumping). */
export function FormText({ form, name, label, ...props }: { form: EmployeeForm; name: keyof z.input<typeof EmployeeBody>; label: string; required?: boolean; type?: string; disabled?: boolean; multiline?: boolean; placeholder?: string }) {
  const error = form.formState.errors[name]?.message;
  return (
    <TextField
      {...form.register(name)}
      {...props}
      label={label}
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={props.type === 'date' ? { inputLabel: { shrink: true } } : {}}
    />
  );
}

/** The team lead: any active employee but the one being edited, found by name or number. */
export function TeamLeadField({ form, people, self }: { form: EmployeeForm; people: EmployeeAdminRow[]; self: string | null }) {
  const { t } = useLingui();
  const options = people.filter((person) => person.active && person.emp_id !== self);
  const error = form.formState.errors.team_lead?.message;
  return (
    <Controller
      control={form.control}
      name="team_lead"
      render={({ field }) => (
        <Autocomplete<EmployeeAdminRow>
          options={options}
          value={options.find((person) => person.emp_id === field.value) ?? null}
          onChange={(_event, person) => field.onChange(person?.emp_id ?? null)}
          getOptionLabel={(person) => `${person.lastname}, ${person.firstname} (${person.emp_id})`}
          isOptionEqualToValue={(person, other) => person.emp_id === other.emp_id}
          // Ten thousand people: show the first matches only, so typing stays quick.
          filterOptions={(list, state) => {
            const needle = state.inputValue.trim().toLowerCase();
            return list.filter((person) => !needle || state.getOptionLabel(person).toLowerCase().includes(needle)).slice(0, 50);
          }}
          renderInput={(params) => <TextField {...params} label={t`Team lead`} size="small" error={Boolean(error)} helperText={error ?? t`Whose team they are in`} />}
          fullWidth
        />
      )}
    />
  );
}

/** Sunday to Saturday as checkboxes; the value is the day numbers, Sunday 0. */
export function RestDaysField({ form }: { form: EmployeeForm }) {
  const { t } = useLingui();
  const error = form.formState.errors.rest_days?.message;
  return (
    <Controller
      control={form.control}
      name="rest_days"
      render={({ field }) => (
        <Box role="group" aria-label={t`Rest days`}>
          <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
            {error ? <Trans>Rest days: {error}</Trans> : <Trans>Rest days</Trans>}
          </Typography>
          <FormGroup row>
            {WEEKDAY_NAMES.map((name, day) => {
              const days = (field.value ?? []) as number[];
              return (
                <FormControlLabel
                  key={name}
                  label={weekdayName(day)}
                  sx={{ mr: 1.5 }}
                  control={<Checkbox size="small" checked={days.includes(day)} onChange={(event) => field.onChange(event.target.checked ? [...days, day] : days.filter((d) => d !== day))} />}
                />
              );
            })}
          </FormGroup>
        </Box>
      )}
    />
  );
}

/** Roles as switches. */
export function RolesField({ form }: { form: EmployeeForm }) {
  return (
    <FormGroup row>
      {EMPLOYEE_FLAGS.map((flag) => (
        <Controller
          key={flag}
          control={form.control}
          name={flag}
          render={({ field }) => <FormControlLabel sx={{ mr: 3 }} label={flagLabel(flag)} control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} />}
        />
      ))}
    </FormGroup>
  );
}

/** One on/off field of the record, such as the solo-parent ID. */
export function FormSwitch({ form, name, label }: { form: EmployeeForm; name: 'solo_parent'; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <FormControlLabel label={label} control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} />}
    />
  );
}

/** The government numbers, each with the agency's printed form as its hint. */
export function GovernmentIdFields({ form }: { form: EmployeeForm }) {
  const { t } = useLingui();
  const [tin, sss, philhealth, pagibig] = GOVERNMENT_IDS;
  return (
    <>
      <Row>
        <FormText form={form} name="tin" label={t`TIN`} placeholder={tin!.example} />
        <FormText form={form} name="sss_no" label={t`SSS no.`} placeholder={sss!.example} />
      </Row>
      <Row>
        <FormText form={form} name="philhealth_no" label={t`PhilHealth no.`} placeholder={philhealth!.example} />
        <FormText form={form} name="pagibig_no" label={t`Pag-IBIG MID no.`} placeholder={pagibig!.example} />
      </Row>
    </>
  );
}

/** A select bound to the form; '' stands for "none" where `none` is given. */
export function FormSelect({ form, name, label, options, none, required = false }: { form: EmployeeForm; name: 'gender' | 'default_shift' | 'office_id' | 'civil_status'; label: string; options: { value: string; label: string }[]; none?: string; required?: boolean }) {
  const error = form.formState.errors[name]?.message;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField select label={label} required={required} size="small" fullWidth value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value)} error={Boolean(error)} helperText={error ?? ' '}>
          {none !== undefined && <MenuItem value="">{none}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
