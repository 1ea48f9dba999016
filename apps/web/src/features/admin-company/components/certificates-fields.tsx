import { useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { CompanySettings } from '@portal/contracts/admin-company';
import { useAllEmployees, useCompanyImageUrl, useUploadCompanyImage } from '../api/company-settings';
import { asNumber, type CompanyForm } from './form-types';
import { ImageUploadField } from './image-upload-field';
import { SettingsSection } from '../../../components/settings-section';

/** Who signs certificates with which signature, the logo, and how long a certificate stays valid. */
export function CertificatesFields({ form, settings }: { form: CompanyForm; settings: CompanySettings }) {
  const { t } = useLingui();
  const employees = useAllEmployees();
  const uploadLogo = useUploadCompanyImage('logo');
  const uploadSignature = useUploadCompanyImage('signature');
  const uploadFooter = useUploadCompanyImage('footer');
  const signatory = form.watch('signatory_emp_id') ?? null;
  const savedSignatory = signatory === settings.signatory_emp_id;
  const logoUrl = useCompanyImageUrl('logo', null, settings.logo?.sha256 ?? null);
  const footerUrl = useCompanyImageUrl('footer', null, settings.footer_image?.sha256 ?? null);
  const signatureUrl = useCompanyImageUrl(
    'signature',
    settings.signatory_emp_id,
    savedSignatory ? (settings.signature?.sha256 ?? null) : null,
  );
  const validityError = form.formState.errors.coe_validity_days?.message;
  return (
    <SettingsSection
      title={t`Certificates`}
      description={t`Approved certificates of employment carry the signatory's signature; every certificate carries the logo and, at the foot of each page, the footer image (a wide strip, e.g. 1800 × 150 pixels). They expire after the validity.`}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="signatory_emp_id"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={employees.data ?? []}
              loading={employees.isLoading}
              value={(employees.data ?? []).find((employee) => employee.empid === field.value) ?? null}
              onChange={(_event, next) => field.onChange(next?.empid ?? null)}
              getOptionLabel={(option) => `${option.firstname} ${option.lastname} (${option.empid})`}
              isOptionEqualToValue={(option, other) => option.empid === other.empid}
              fullWidth
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t`Signatory`}
                  size="small"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t`Empty: the approving officer signs`}
                />
              )}
            />
          )}
        />
        <TextField
          {...form.register('coe_validity_days', { setValueAs: asNumber })}
          label={t`Validity (days)`}
          type="number"
          required
          size="small"
          sx={{ minWidth: 160 }}
          error={Boolean(validityError)}
          helperText={validityError ?? t`From approval; default 90`}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ImageUploadField
          label={t`Signature`}
          noun={t`signature`}
          stored={savedSignatory ? settings.signature : null}
          previewUrl={signatureUrl}
          pending={uploadSignature.isPending}
          disabled={!signatory || !savedSignatory}
          disabledReason={!signatory ? t`Choose a signatory first` : t`Save the new signatory first`}
          onUpload={(file) => uploadSignature.mutate({ file, empId: signatory ?? '' })}
        />
        <ImageUploadField
          label={t`Logo`}
          noun={t`logo`}
          stored={settings.logo}
          previewUrl={logoUrl}
          pending={uploadLogo.isPending}
          onUpload={(file) => uploadLogo.mutate({ file })}
        />
        <ImageUploadField
          label={t`Footer image`}
          noun={t`footer image`}
          stored={settings.footer_image}
          previewUrl={footerUrl}
          pending={uploadFooter.isPending}
          onUpload={(file) => uploadFooter.mutate({ file })}
        />
      </Stack>
    </SettingsSection>
  );
}
