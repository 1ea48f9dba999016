import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { defaultFeatureSwitches, type FeatureSwitchName } from '@portal/contracts/config';
import { featureSwitchLabels } from './feature-switch-labels';
import type { CompanyForm } from './form-types';
import { SettingsSection } from '../../../components/settings-section';

const names = Object.keys(defaultFeatureSwitches) as FeatureSwitchName[];

/** The spec's feature switches, each with what it does; the server enforces the same ones. */
export function FeatureSwitchFields({ form }: { form: CompanyForm }) {
  const { t, i18n } = useLingui();
  return (
    <SettingsSection
      title={t`Features`}
      description={t`People see a change when they next open or reload the portal; the server applies it to the next call.`}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 1.5 }}>
        {names.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={`features.${name}`}
            render={({ field }) => (
              <FormControlLabel
                sx={{ alignItems: 'flex-start', m: 0 }}
                control={
                  <Switch
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    sx={{ mt: -0.5 }}
                  />
                }
                label={
                  <Box>
                    <Typography variant="body2">{i18n._(featureSwitchLabels[name].label)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {i18n._(featureSwitchLabels[name].help)}
                    </Typography>
                  </Box>
                }
              />
            )}
          />
        ))}
      </Box>
    </SettingsSection>
  );
}
