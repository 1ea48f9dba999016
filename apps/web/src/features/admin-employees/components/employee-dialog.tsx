import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import Stack from '@mui/material/Stack';
import { EmployeeBody, type EmployeeAdminRow } from '@portal/contracts/admin-employees';
import { useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CreatedAccountsDialog } from '../../../components/created-accounts';
import { notify } from '../../../lib/notify';
import { FormDialog } from '../../../components/form-dialog';
import { useEmployeeChoices } from '../api/list-employees';
import { useSaveEmployee } from '../api/save-employee';
import { CIVIL_STATUSES } from '@portal/contracts/government-ids';
import { FormSelect, FormSwitch, FormText, GovernmentIdFields, RestDaysField, RolesField, Row, Section, TeamLeadField } from './employee-form-sections';
import { labelledResolver } from '../../../lib/labelled-resolver';
import { civilStatusName, genderName } from './employee-words';
import { readServerMessage } from '../../../lib/server-message';

interface EmployeeDialogProps {
  /** null: a new employee. */
  editing: EmployeeAdminRow | null;
  people: EmployeeAdminRow[];
  onClose: () => void;
}

function initialValues(editing: EmployeeAdminRow | null): z.input<typeof EmployeeBody> {
  if (!editing) {
    // Gender starts empty: it decides maternity and paternity leave, so HR chooses it.
    return { emp_id: '', firstname: '', lastname: '', gender: undefined as unknown as 'M', hire_date: '', monthly_salary: '0', monthly_allowances: '0', rest_days: [0, 6], payslip: true, default_shift: '', office_id: '', team_lead: null };
  }
  const { shiftdesc: _s, office_name: _o, team_lead_name: _t, separation_date: _d, active: _a, username: _u, ...fields } = editing;
  return {
    ...fields,
    gender: editing.gender === 'F' ? 'F' : 'M',
    monthly_salary: editing.monthly_salary.toFixed(2),
    monthly_allowances: editing.monthly_allowances.toFixed(2),
    office_id: editing.office_id === null ? '' : String(editing.office_id),
    default_shift: editing.default_shift ?? '',
    // Blank inputs for what is not recorded; the contract reads '' as none.
    tin: editing.tin ?? '',
    sss_no: editing.sss_no ?? '',
    philhealth_no: editing.philhealth_no ?? '',
    pagibig_no: editing.pagibig_no ?? '',
    civil_status: editing.civil_status ?? '',
  };
}

/** Add or edit an employee: every field of the record, in sections. */
export function EmployeeDialog({ editing, people, onClose }: EmployeeDialogProps) {
  const { t } = useLingui();
  const choices = useEmployeeChoices();
  const save = useSaveEmployee(editing === null);
  const form = useForm<z.input<typeof EmployeeBody>, unknown, z.output<typeof EmployeeBody>>({ resolver: labelledResolver(EmployeeBody), defaultValues: initialValues(editing) });
  // A login made with the employee: its temporary password is shown here, once, before closing.
  const [made, setMade] = useState<{ emp_id: string; message: string; username: string; temporaryPassword: string } | null>(null);
  // Full screen on a phone, so the password's column is never cut off.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        if (!saved.account) return onClose();
        // Said in the dialog that follows, with the temporary password, instead.
        notify.clear();
        setMade({ emp_id: saved.emp_id, message: readServerMessage(saved), ...saved.account });
      },
    }),
  );
  if (made) {
    const madeFor = made.emp_id;
    return <CreatedAccountsDialog title={t`Login made for employee ${madeFor}`} message={made.message} accounts={[made]} fullScreen={phone} onClose={onClose} />;
  }
  const shifts = (choices.data?.shifts ?? []).map((shift) => ({ value: shift.shift, label: `${shift.shift} - ${shift.shiftdesc} (${shift.timein} - ${shift.timeout})` }));
  const offices = (choices.data?.offices ?? []).map((office) => ({ value: String(office.id), label: office.name }));
  const editedName = editing ? `${editing.firstname} ${editing.lastname}` : '';
  const editedId = editing?.emp_id ?? '';
  const title = editing ? t`Edit ${editedName} (${editedId})` : t`New employee`;

  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? t`Save` : t`Add employee`}
      maxWidth="md"
      dividers
      stack={false}
    >
      <Stack spacing={3}>
        <Section title={t`Person`}>
          <Row>
            <FormText form={form} name="emp_id" label={t`Employee no.`} required disabled={editing !== null} placeholder={t`Up to 8 digits`} />
            <FormText form={form} name="prefix" label={t`Prefix`} placeholder={t`Ms., Mr., Engr.`} />
            <FormSelect form={form} name="gender" label={t`Gender`} required options={[{ value: 'F', label: genderName('F') }, { value: 'M', label: genderName('M') }]} />
          </Row>
          <Row>
            <FormText form={form} name="firstname" label={t`First name`} required />
            <FormText form={form} name="middlename" label={t`Middle name`} />
            <FormText form={form} name="lastname" label={t`Last name`} required />
          </Row>
          <Row>
            <FormSelect form={form} name="civil_status" label={t`Civil status`} options={CIVIL_STATUSES.map((status) => ({ value: status, label: civilStatusName(status) }))} none={t`Not recorded`} />
            <FormSwitch form={form} name="solo_parent" label={t`Solo parent ID (RA 11861)`} />
          </Row>
          <FormText form={form} name="home_address" label={t`Home address`} />
          <FormText form={form} name="email" label={t`E-mail`} type="email" placeholder={t`For notifications; none: they stay in the portal`} />
        </Section>
        <Section title={t`Government numbers`}>
          <GovernmentIdFields form={form} />
        </Section>
        <Section title={t`Job`}>
          <Row>
            <FormText form={form} name="hire_date" label={t`Hire date`} type="date" required />
            <FormText form={form} name="employment_status" label={t`Employment status`} placeholder={t`Regular, Probationary, Contractual`} />
          </Row>
          <Row>
            <FormText form={form} name="designation" label={t`Designation`} />
            <FormText form={form} name="department" label={t`Department`} />
          </Row>
          <Row>
            <TeamLeadField form={form} people={people} self={editing?.emp_id ?? null} />
            <FormSelect form={form} name="office_id" label={t`Office`} options={offices} none={t`No office`} />
          </Row>
          <FormText form={form} name="benefits_coverage" label={t`Benefits coverage (printed on certificates)`} />
          {editing === null && (
            <FormText form={form} name="username" label={t`Username, to give a login now (optional)`} placeholder={t`e.g. juan.delacruz`} />
          )}
        </Section>
        <Section title={t`Pay`}>
          <Row>
            <FormText form={form} name="monthly_salary" label={t`Monthly salary (Php)`} />
            <FormText form={form} name="monthly_allowances" label={t`Monthly allowances (Php)`} />
          </Row>
        </Section>
        <Section title={t`Schedule`}>
          <FormSelect form={form} name="default_shift" label={t`Default shift`} options={shifts} none={t`No default shift`} />
          <RestDaysField form={form} />
        </Section>
        <Section title={t`Roles`}>
          <RolesField form={form} />
        </Section>
      </Stack>
    </FormDialog>
  );
}
