import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Payslip } from '@portal/contracts/payslip';
import { shownAmount } from '../../../lib/money';
import { cutoffLabel, monthLabel } from '../../../lib/period-words';
import { payDateLabel } from '../payslip-words';
import { PayslipLinesTable } from './payslip-lines-table';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A payslip laid out as paper: who and when, earnings beside deductions, net pay, year to date. */
export function PayslipView({ payslip }: { payslip: Payslip }) {
  const { t } = useLingui();
  const payPeriod = `${monthLabel(payslip.month)} ${payslip.year}, ${cutoffLabel(payslip.period)}`;
  const year = payslip.year;
  const ytd = payslip.year_to_date;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={t`Payslip for ${payPeriod}`}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880, '@media print': { border: 0, p: 0, maxWidth: 'none' } }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {payslip.company_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {payslip.company_address}
          </Typography>
        </Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          <Trans>PAYSLIP</Trans>
        </Typography>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <Detail label={t`Employee`} value={payslip.fullname} />
        <Detail label={t`Employee no.`} value={payslip.emp_id} />
        <Detail label={t`Designation`} value={payslip.designation} />
        <Detail label={t`Department`} value={payslip.department} />
        <Detail label={t`Pay period`} value={payPeriod} />
        <Detail label={t`Pay date`} value={payDateLabel(payslip.pay_date)} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          alignItems: 'start',
          gap: { xs: 2, md: 4 },
          mt: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          '@media print': { gridTemplateColumns: '1fr 1fr', gap: 4 },
        }}
      >
        <PayslipLinesTable
          title={t`Earnings`}
          testKey="Earnings"
          lines={payslip.earnings}
          totalLabel={t`Gross pay`}
          total={payslip.gross}
        />
        <PayslipLinesTable
          title={t`Deductions`}
          testKey="Deductions"
          lines={payslip.deductions}
          totalLabel={t`Total deductions`}
          total={payslip.total_deductions}
        />
      </Box>
      <Box
        data-testid="net-pay"
        sx={{
          mt: 3,
          px: 2,
          py: 1.5,
          display: 'flex',
          // A longer label (Filipino's "Net pay (matatanggap)") puts the amount on a line of its own on a phone.
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          columnGap: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
          printColorAdjust: 'exact',
        }}
      >
        <Typography sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1 }}>
          <Trans>Net pay</Trans>
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ ml: 'auto', fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {shownAmount(payslip.net_pay)}
        </Typography>
      </Box>
      <Box sx={{ mt: 3, maxWidth: { md: 'calc(50% - 16px)' }, '@media print': { maxWidth: 'calc(50% - 16px)' } }}>
        <PayslipLinesTable
          title={t`Year to date (${year})`}
          testKey={`Year to date (${year})`}
          lines={ytd.slice(0, -1)}
          totalLabel={ytd.at(-1)?.label ?? t`Net pay`}
          total={ytd.at(-1)?.amount ?? null}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        <Trans>Issued by payroll. This payslip needs no signature.</Trans>
      </Typography>
    </Paper>
  );
}
