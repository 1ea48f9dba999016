import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { isLanguage, LANGUAGE_NAMES, type Language } from '@portal/contracts/language-constants';
import { ProfileSection } from '../../../components/profile-section';
import { useSetLanguage } from '../api/profile';

/** The radio value of "the company's default" (the server stores it as null). */
const COMPANY_DEFAULT = 'default';

interface LanguageSectionProps {
  /** The person's own choice; null: the company's default. */
  chosen: Language | null;
  companyDefault: Language;
}

/**
 * The language the portal speaks to me: English, Filipino, or whatever the company's
 * default is. Saved with a button, so moving through the choices with the arrow keys
 * does not switch every screen at each step.
 */
export function LanguageSection({ chosen, companyDefault }: LanguageSectionProps) {
  const { t } = useLingui();
  const setLanguage = useSetLanguage();
  const saved = chosen ?? COMPANY_DEFAULT;
  const [picked, setPicked] = useState<string>(saved);
  const language = LANGUAGE_NAMES[companyDefault];
  const title = t`Language`;
  return (
    <ProfileSection
      title={title}
      action={
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            loading={setLanguage.isPending}
            disabled={picked === saved}
            onClick={() => setLanguage.mutate(isLanguage(picked) ? picked : null)}
          >
            <Trans>Save</Trans>
          </Button>
        </Box>
      }
    >
      <RadioGroup aria-label={title} value={picked} onChange={(event) => setPicked(event.target.value)}>
        {/* Each language by its own name, in every language, marked so a screen reader says it so. */}
        {(['en', 'fil'] as const).map((code) => (
          <FormControlLabel
            key={code}
            value={code}
            control={<Radio />}
            label={<span lang={code}>{LANGUAGE_NAMES[code]}</span>}
            disabled={setLanguage.isPending}
          />
        ))}
        <FormControlLabel
          value={COMPANY_DEFAULT}
          control={<Radio />}
          label={t`Company default (${language})`}
          disabled={setLanguage.isPending}
        />
      </RadioGroup>
    </ProfileSection>
  );
}
