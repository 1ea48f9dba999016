import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import type { PayItem } from '@portal/contracts/pay-data';
import { usePayData } from '../api/pay-data';
import { itemDetail, itemText, rateText, recordedText } from '../pay-words';
import { BankSection } from './bank-section';
import { EndItemDialog } from './end-item-dialog';
import { ItemDialog } from './item-dialog';
import { RateDialog } from './rate-dialog';

/** The record in force today: the newest whose date has come. */
const inForce = (dates: readonly string[], today: string) => dates.find((date) => date <= today) ?? null;

/**
 * One person's pay data for payroll, with its history: the rates by the date they
 * took effect, and the allowances, loans and deductions with their dates. Nothing is
 * edited in place: a new rate is recorded from a date, an item is ended on one.
 */
export function PayDataDialog({ empId, name, today, onClose }: { empId: string; name: string; today: string; onClose: () => void }) {
  const { t } = useLingui();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const data = usePayData(empId);
  const [adding, setAdding] = useState<'rate' | 'item' | null>(null);
  const [ending, setEnding] = useState<PayItem | null>(null);
  const current = inForce(data.data?.rates.map((rate) => rate.effective_from) ?? [], today);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="pay-data-title">
      <DialogTitle id="pay-data-title">
        <Trans>Pay data: {name}</Trans>
      </DialogTitle>
      <DialogContent dividers>
        {data.isLoading && (
          <Box role="status" aria-label={t`Loading pay data`}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        )}
        {data.isError && <Alert severity="error">{data.error.message}</Alert>}
        {data.data && (
          <Stack spacing={3}>
            <section aria-labelledby="pay-rates-heading">
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography id="pay-rates-heading" variant="h6" component="h3">
                  <Trans>Rates</Trans>
                </Typography>
                <Button startIcon={<Add />} onClick={() => setAdding('rate')}>
                  <Trans>Record a rate</Trans>
                </Button>
              </Stack>
              {data.data.rates.length === 0 ? (
                <Typography color="text.secondary">
                  <Trans>No rate yet. Payroll needs one to compute this person’s pay.</Trans>
                </Typography>
              ) : (
                <List dense aria-label={t`Rates`}>
                  {data.data.rates.map((rate) => (
                    <ListItem key={rate.id} divider>
                      <ListItemText
                        primary={
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                            <span>{rateText(rate)}</span>
                            {rate.effective_from === current && <Chip size="small" color="success" label={t`In force`} />}
                            {rate.effective_from > today && <Chip size="small" label={t`Upcoming`} />}
                            {rate.minimum_wage_earner && <Chip size="small" variant="outlined" label={t`Minimum wage earner`} />}
                          </Stack>
                        }
                        secondary={recordedText(rate)}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </section>
            <BankSection empId={empId} bank={data.data.bank} />
            <section aria-labelledby="pay-items-heading">
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography id="pay-items-heading" variant="h6" component="h3">
                  <Trans>Allowances, loans and deductions</Trans>
                </Typography>
                <Button startIcon={<Add />} onClick={() => setAdding('item')}>
                  <Trans>Add</Trans>
                </Button>
              </Stack>
              {data.data.items.length === 0 ? (
                <Typography color="text.secondary">
                  <Trans>None.</Trans>
                </Typography>
              ) : (
                <List dense aria-label={t`Allowances, loans and deductions`}>
                  {data.data.items.map((item) => {
                    const ended = item.ends_on !== null && item.ends_on < today;
                    const label = item.label;
                    return (
                      <ListItem
                        key={item.id}
                        divider
                        secondaryAction={
                          ended ? undefined : (
                            <Button size="small" onClick={() => setEnding(item)} aria-label={t`End ${label}`}>
                              <Trans>End</Trans>
                            </Button>
                          )
                        }
                      >
                        <ListItemText
                          primary={itemText(item)}
                          secondary={itemDetail(item, ended)}
                          sx={{ pr: ended ? 0 : 6 }}
                        />
                      </ListItem>
                    );
                  })}
                </List>
              )}
            </section>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
      {adding === 'rate' && <RateDialog empId={empId} today={today} onClose={() => setAdding(null)} />}
      {adding === 'item' && <ItemDialog empId={empId} today={today} onClose={() => setAdding(null)} />}
      {ending && <EndItemDialog empId={empId} item={ending} today={today} onClose={() => setEnding(null)} />}
    </Dialog>
  );
}
