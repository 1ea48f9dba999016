import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SettingsSection } from '../../../components/settings-section';
import { useResetSecondFactor } from '../api/sign-in-settings';

/** A lost phone with no recovery code left: HR removes the factor, and the person sets up a new one. */
export function ResetSecondFactorSection() {
  const { t } = useLingui();
  const reset = useResetSecondFactor();
  const [empId, setEmpId] = useState('');
  const [asking, setAsking] = useState(false);
  const employee = empId.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empId.trim()) setAsking(true);
  };
  return (
    <SettingsSection
      title={t`Reset someone's second factor`}
      description={t`For a lost phone with no recovery code left. Their sessions end; they set up a new app at their next sign-in.`}
    >
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={submit}
        noValidate
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={t`Employee No.`}
          value={empId}
          onChange={(event) => setEmpId(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="outlined" color="error" disabled={!empId.trim()} sx={{ minHeight: 56 }}>
          <Trans>Reset second factor</Trans>
        </Button>
      </Stack>
      {reset.error && <Alert severity="error">{reset.error.message}</Alert>}
      <ConfirmDialog
        open={asking}
        title={t`Reset this second factor?`}
        message={t`Employee ${employee} will be logged out everywhere and must set up their authenticator app again.`}
        confirmLabel={t`Reset`}
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(empId.trim(), { onSettled: () => setAsking(false), onSuccess: () => setEmpId('') })
        }
        onClose={() => setAsking(false)}
      />
    </SettingsSection>
  );
}
