import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CopyHolidaysBody } from '@portal/contracts/admin-holidays';
import { useCopyHolidayYear } from '../api/holidays';
import { labelledResolver } from '../../../lib/labelled-resolver';
import { readServerMessage } from '../../../lib/server-message';
import { currentLanguage } from '../../../lib/i18n';

type FormInput = z.input<typeof CopyHolidaysBody>;
type FormOutput = z.output<typeof CopyHolidaysBody>;

/** Copy a year's holidays to another year, then show what was copied and what was left alone, and why. */
export function CopyYearDialog({ fromYear, onClose, onCopied }: { fromYear: number; onClose: () => void; onCopied: (toYear: number) => void }) {
  const { t } = useLingui();
  // The server writes each reason in both languages; one without its Filipino reads in English.
  const filipino = currentLanguage() === 'fil';
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const copy = useCopyHolidayYear();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: labelledResolver(CopyHolidaysBody), defaultValues: { fromYear, toYear: fromYear + 1 } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => copy.mutate(values));
  const outcome = copy.data;
  const toYear = String(form.getValues('toYear'));
  const number = { size: 'small', type: 'number', fullWidth: true, slotProps: { htmlInput: { min: 2000, max: 2100 } } } as const;
  return (
    <Dialog open onClose={copy.isPending ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="copy-year-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="copy-year-title">
          <Trans>Copy a year&apos;s holidays</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              <Trans>
                Each holiday is copied to the same month and day. Dates and names already in the target year are left alone; movable holidays (Holy Week, Eid) need their new dates from the proclamation.
              </Trans>
            </Typography>
            <Stack direction="row" spacing={2}>
              <TextField {...form.register('fromYear')} {...number} label={t`From year`} disabled={outcome !== undefined} error={Boolean(errors.fromYear)} helperText={errors.fromYear?.message ?? ' '} />
              <TextField {...form.register('toYear')} {...number} label={t`To year`} disabled={outcome !== undefined} error={Boolean(errors.toYear)} helperText={errors.toYear?.message ?? ' '} />
            </Stack>
            {outcome && (
              <Alert severity={outcome.copied.length > 0 ? 'success' : 'info'}>
                {readServerMessage(outcome)}
                {outcome.skipped.length > 0 && (
                  <Box component="ul" sx={{ m: 0, mt: 1, pl: 2, maxHeight: 240, overflow: 'auto' }} aria-label={t`Left alone`}>
                    {outcome.skipped.map((item) => (
                      <li key={`${item.holiday_date}-${item.name}`}>
                        {item.holiday_date} {item.name}: {filipino ? (item.reason_fil ?? item.reason) : item.reason}
                      </li>
                    ))}
                  </Box>
                )}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {outcome ? (
            <Button variant="contained" onClick={() => onCopied(Number(form.getValues('toYear')))}>
              <Trans>Show {toYear}</Trans>
            </Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={copy.isPending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" variant="contained" loading={copy.isPending}>
                <Trans>Copy holidays</Trans>
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
