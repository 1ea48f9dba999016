import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CompanySettingsBody, type CompanySettings } from '@portal/contracts/admin-company';
import { PageHeader } from '../../components/page-header';
import { useCompanySettings, useUpdateCompanySettings } from './api/company-settings';
import { AppearanceFields } from './components/appearance-fields';
import { CertificatesFields } from './components/certificates-fields';
import { CompanyDetailsFields } from './components/company-details-fields';
import { EmailProblemsSection } from './components/email-problems-section';
import { FeatureSwitchFields } from './components/feature-switch-fields';
import { formValuesOf, type CompanyFormInput, type CompanyFormOutput } from './components/form-types';
import { NotificationFields } from './components/notification-fields';
import { AttendanceFields, PayrollFields, SessionFields, TimeClockFields } from './components/policy-fields';
import { labelledResolver } from '../../lib/labelled-resolver';

function SettingsForm({ settings }: { settings: CompanySettings }) {
  const save = useUpdateCompanySettings();
  const form = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
    resolver: labelledResolver(CompanySettingsBody),
    defaultValues: formValuesOf(settings),
  });
  // After a save (or an upload) the stored settings are the new starting point.
  useEffect(() => form.reset(formValuesOf(settings)), [settings, form]);
  const submit = form.handleSubmit((values) => save.mutate(values));
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <CompanyDetailsFields form={form} />
        <CertificatesFields form={form} settings={settings} />
        <AttendanceFields form={form} />
        <PayrollFields form={form} />
        <TimeClockFields form={form} />
        <SessionFields form={form} defaults={settings.session_defaults} />
        <AppearanceFields form={form} defaults={settings.appearance_defaults} />
        <NotificationFields form={form} />
        <FeatureSwitchFields form={form} />
      </Stack>
      {/* Kept in view at the bottom, so a change far down the page is saved without scrolling back;
          room on the right for the scroll-to-top button. */}
      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          bottom: 0,
          mt: 2,
          p: 1.5,
          pr: 9,
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
          zIndex: 2,
        }}
      >
        <Button onClick={() => form.reset(formValuesOf(settings))} disabled={!form.formState.isDirty || save.isPending}>
          <Trans>Undo changes</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!form.formState.isDirty}>
          <Trans>Save settings</Trans>
        </Button>
      </Paper>
    </form>
  );
}

/** HR's company settings: one form in sections; every change applies without a restart. */
export function CompanySettingsPage() {
  const { t } = useLingui();
  const settings = useCompanySettings();
  return (
    <Box>
      <PageHeader title={t`Company Settings`} onRefresh={() => void settings.refetch()} refreshing={settings.isFetching} />
      {settings.data ? <SettingsForm settings={settings.data} /> : <Skeleton variant="rounded" height={480} />}
      <EmailProblemsSection />
    </Box>
  );
}
