import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CompanyForm, CompanyFormInput } from './form-types';
import { SettingsSection } from '../../../components/settings-section';

type TextKey =
  'name' | 'tin' | 'address' | 'address2' | 'telno' | 'emailadd' | 'website' | 'market_label' | 'support_email' | 'time_zone';

function Field({
  form,
  name,
  label,
  help,
  required = false,
}: {
  form: CompanyForm;
  name: TextKey & keyof CompanyFormInput;
  label: string;
  help: string;
  required?: boolean;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <TextField
      {...form.register(name)}
      label={label}
      required={required}
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={error ?? help}
    />
  );
}

/** What certificates print about the company, and what the portal shows everyone. */
export function CompanyDetailsFields({ form }: { form: CompanyForm }) {
  const { t } = useLingui();
  return (
    <SettingsSection
      title={t`Company`}
      description={t`Printed on certificates of employment; the market label and support e-mail show in the portal.`}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Field form={form} name="name" label={t`Company name`} help={t`As registered, e.g. Demo Company Inc.`} required />
        <Field form={form} name="tin" label={t`Company TIN`} help={t`The employer's TIN on BIR Form 2316, e.g. 123-456-789-000`} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Field form={form} name="address" label={t`Address`} help={t`Street and city`} />
        <Field form={form} name="address2" label={t`Address, second line`} help={t`Province and postal code`} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Field form={form} name="telno" label={t`Telephone`} help={t`e.g. (02) 8123 4567`} />
        <Field form={form} name="emailadd" label={t`Company e-mail`} help={t`Printed on certificates`} />
        <Field form={form} name="website" label={t`Website`} help={t`e.g. www.example.com`} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Field form={form} name="market_label" label={t`Country label`} help={t`The short name in the footer, e.g. PH`} required />
        <Field
          form={form}
          name="support_email"
          label={t`Support e-mail`}
          help={t`Where error messages send people`}
          required
        />
        <Field form={form} name="time_zone" label={t`Time zone`} help={t`Region/City, e.g. Asia/Manila`} required />
      </Stack>
    </SettingsSection>
  );
}
