import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { PayLine } from '@portal/contracts/payroll';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { useRunPayslip } from '../api/payroll-run';
import { shownPesos as pesos } from '../../../lib/money';
import { currentLanguage } from '../../../lib/i18n';


/** A group of lines, each with its amount and, beneath, how it was computed. */
function LineGroup({ title, lines, sign = '' }: { title: string; lines: PayLine[]; sign?: string }) {
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {lines.map((line) => (
        <Box key={line.code} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{line.label}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {sign}
              {pesos(line.amount)}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {currentLanguage() === 'fil' ? (line.explanation_fil ?? line.explanation) : line.explanation}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One person's pay in a run, every line with how it was computed. */
export function PayslipLinesDialog({ choice, empId, name, onClose }: { choice: CutoffChoice; empId: string; name: string; onClose: () => void }) {
  const { t } = useLingui();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const slip = useRunPayslip(choice, empId);
  const pay = slip.data?.pay;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="payslip-lines-title">
      <DialogTitle id="payslip-lines-title">
        <Trans>Pay of {name}</Trans>
      </DialogTitle>
      <DialogContent dividers>
        {slip.isLoading && <Skeleton height={120} aria-label={t`Loading the pay`} />}
        {slip.isError && <Alert severity="error">{slip.error.message}</Alert>}
        {(currentLanguage() === 'fil' ? (slip.data?.problems_fil ?? slip.data?.problems) : slip.data?.problems)?.map((problem) => (
          <Alert key={problem} severity="warning" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        ))}
        {pay && (
          <>
            <LineGroup title={t`Earnings`} lines={pay.earnings} />
            <LineGroup title={t`Taken for attendance`} lines={pay.attendanceDeductions} sign="− " />
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                <Trans>Gross pay</Trans>
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{pesos(pay.gross)}</Typography>
            </Stack>
            <LineGroup title={t`Contributions`} lines={pay.contributions} sign="− " />
            <LineGroup title={t`Tax`} lines={[pay.tax]} sign="− " />
            <LineGroup title={t`Loans and deductions`} lines={pay.otherDeductions} sign="− " />
            <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>
                <Trans>Net pay</Trans>
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{pesos(pay.net)}</Typography>
            </Stack>
            <LineGroup title={t`The employer's shares (not on the payslip)`} lines={pay.employerContributions} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
