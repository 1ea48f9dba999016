import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { YearStartResult } from '@portal/contracts/admin-leave';
import { notify } from '../../../lib/notify';
import { useStartYear } from '../api/entitlements';
import { readServerMessage } from '../../../lib/server-message';

function Plan({ plan }: { plan: YearStartResult }) {
  const { t } = useLingui();
  const year = plan.year;
  const list = plan.keptRows
    .map((row) => {
      const { fullname, payitem, hours } = row;
      return t`${fullname} ${payitem} ${hours} h`;
    })
    .join('; ');
  const more = plan.kept - plan.keptRows.length;
  return (
    <>
      <Alert severity={plan.dryRun ? 'info' : 'success'} sx={{ my: 2 }}>
        {plan.message}
      </Alert>
      <Table size="small" aria-label={t`What starting ${year} does, by type`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Type</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>New</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Kept</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Carried (h)</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plan.byType.map((type) => (
            <TableRow key={type.payitem}>
              <TableCell>{type.leave_desc}</TableCell>
              <TableCell align="right">{type.created}</TableCell>
              <TableCell align="right">{type.kept}</TableCell>
              <TableCell align="right">{type.carried_hours}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {plan.keptRows.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {more > 0 ? t`Kept as set: ${list}; and ${more} more.` : t`Kept as set: ${list}.`}
        </Typography>
      )}
    </>
  );
}

/**
 * Starts a leave year in two steps: a dry run shows what each type gets and what
 * is kept, then HR starts it for real. Running it again changes nothing.
 */
export function YearStartDialog({
  defaultYear,
  onClose,
  onStarted,
}: {
  defaultYear: number;
  onClose: () => void;
  onStarted: (year: number) => void;
}) {
  const { t } = useLingui();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const start = useStartYear();
  const [year, setYear] = useState(String(defaultYear));
  const [plan, setPlan] = useState<YearStartResult | null>(null);
  const chosen = Number(year);
  const valid = Number.isInteger(chosen) && chosen >= 2000 && chosen <= 2100;

  function run(dryRun: boolean) {
    start.mutate(
      { year: chosen, dryRun },
      {
        onSuccess: (result) => {
          setPlan(result);
          if (!dryRun) {
            notify.success(readServerMessage(result));
            onStarted(result.year);
            onClose();
          }
        },
      },
    );
  }

  const ready = plan !== null && plan.dryRun && plan.year === chosen;
  return (
    <Dialog
      open
      onClose={start.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="year-start-title"
    >
      <DialogTitle id="year-start-title">
        <Trans>Start a leave year</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          <Trans>
            Every active employee gets each leave type&apos;s hours for the year, plus the previous year&apos;s unused
            hours up to the type&apos;s carry-over cap. Entitlements already set for the year are kept. Check first;
            nothing is written until you start it.
          </Trans>
        </Typography>
        <TextField
          label={t`Year`}
          type="number"
          size="small"
          sx={{ mt: 1, width: 140 }}
          value={year}
          onChange={(event) => {
            setYear(event.target.value);
            setPlan(null);
          }}
          error={!valid}
          helperText={valid ? ' ' : t`A year from 2000 to 2100`}
        />
        {plan && <Plan plan={plan} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={start.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          onClick={() => run(true)}
          disabled={!valid || start.isPending}
          loading={start.isPending && start.variables?.dryRun === true}
        >
          <Trans>Check</Trans>
        </Button>
        <Button
          variant="contained"
          onClick={() => run(false)}
          disabled={!ready || start.isPending}
          loading={start.isPending && start.variables?.dryRun === false}
        >
          {ready ? <Trans>Start {chosen}</Trans> : <Trans>Start</Trans>}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
