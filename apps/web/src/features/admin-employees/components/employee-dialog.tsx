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
        setMade({ emp_id: saved.emp_id, message: saved.message, ...saved.account });
      },
    }),
  );
  if (made) {
    return <CreatedAccountsDialog title={`Login made for employee ${made.emp_id}`} message={made.message} accounts={[made]} fullScreen={phone} onClose={onClose} />;
  }
  const shifts = (choices.data?.shifts ?? []).map((shift) => ({ value: shift.shift, label: `${shift.shift} - ${shift.shiftdesc} (${shift.timein} - ${shift.timeout})` }));
  const offices = (choices.data?.offices ?? []).map((office) => ({ value: String(office.id), label: office.name }));
  const title = editing ? `Edit ${editing.firstname} ${editing.lastname} (${editing.emp_id})` : 'New employee';

  return (
    <FormDialog
      refusal={save.error}
      onFieldRefusal={(field, message) => form.setError(field as never, { type: 'server', message })}
      title={title}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={editing ? 'Save' : 'Add employee'}
      maxWidth="md"
      dividers
      stack={false}
    >
      <Stack spacing={3}>
        <Section title="Person">
          <Row>
            <FormText form={form} name="emp_id" label="Employee no." required disabled={editing !== null} placeholder="Up to 8 digits" />
            <FormText form={form} name="prefix" label="Prefix" placeholder="Ms., Mr., Engr." />
            <FormSelect form={form} name="gender" label="Gender" required options={[{ value: 'F', label: 'Female' }, { value: 'M', label: 'Male' }]} />
          </Row>
          <Row>
            <FormText form={form} name="firstname" label="First name" required />
            <FormText form={form} name="middlename" label="Middle name" />
            <FormText form={form} name="lastname" label="Last name" required />
          </Row>
          <Row>
            <FormSelect form={form} name="civil_status" label="Civil status" options={CIVIL_STATUSES.map((status) => ({ value: status, label: status }))} none="Not recorded" />
            <FormSwitch form={form} name="solo_parent" label="Solo parent ID (RA 11861)" />
          </Row>
          <FormText form={form} name="home_address" label="Home address" />
          <FormText form={form} name="email" label="E-mail" type="email" placeholder="For notifications; none: they stay in the portal" />
        </Section>
        <Section title="Government numbers">
          <GovernmentIdFields form={form} />
        </Section>
        <Section title="Job">
          <Row>
            <FormText form={form} name="hire_date" label="Hire date" type="date" required />
            <FormText form={form} name="employment_status" label="Employment status" placeholder="Regular, Probationary, Contractual" />
          </Row>
          <Row>
            <FormText form={form} name="designation" label="Designation" />
            <FormText form={form} name="department" label="Department" />
          </Row>
          <Row>
            <TeamLeadField form={form} people={people} self={editing?.emp_id ?? null} />
            <FormSelect form={form} name="office_id" label="Office" options={offices} none="No office" />
          </Row>
          <FormText form={form} name="benefits_coverage" label="Benefits coverage (printed on certificates)" />
          {editing === null && (
            <FormText form={form} name="username" label="Username, to give a login now (optional)" placeholder="e.g. juan.delacruz" />
          )}
        </Section>
        <Section title="Pay">
          <Row>
            <FormText form={form} name="monthly_salary" label="Monthly salary (Php)" />
            <FormText form={form} name="monthly_allowances" label="Monthly allowances (Php)" />
          </Row>
        </Section>
        <Section title="Schedule">
          <FormSelect form={form} name="default_shift" label="Default shift" options={shifts} none="No default shift" />
          <RestDaysField form={form} />
        </Section>
        <Section title="Roles">
          <RolesField form={form} />
        </Section>
      </Stack>
    </FormDialog>
  );
}
