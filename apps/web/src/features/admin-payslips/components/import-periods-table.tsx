import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { PayslipImportPeriod, PayslipImportResult } from '@portal/contracts/payslip';
import { i18n } from '../../../lib/i18n';
import { cutoffLabel, monthLabel } from '../../../lib/period-words';

const counts = ['rows', 'added', 'replaced', 'unchanged'] as const;
const headings: Record<(typeof counts)[number], MessageDescriptor> = { rows: msg`Payslips`, added: msg`Added`, replaced: msg`Replaced`, unchanged: msg`Unchanged` };

function PeriodName({ period }: { period: PayslipImportPeriod }) {
  const month = monthLabel(period.month);
  const year = period.year;
  return (
    <>
      {t`${month} ${year}`}
      {', '}
      {/* Wraps after the month, never inside "cut-off". */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {cutoffLabel(period.period)}
      </Box>
    </>
  );
}

/** "2 payslips: 2 added, 0 replaced, 0 unchanged", for a phone's list. */
function countsText(of: Pick<PayslipImportPeriod, (typeof counts)[number]>): string {
  const { rows, added, replaced, unchanged } = of;
  return plural(rows, {
    one: `# payslip: ${added} added, ${replaced} replaced, ${unchanged} unchanged`,
    other: `# payslips: ${added} added, ${replaced} replaced, ${unchanged} unchanged`,
  });
}

/** On a phone five columns do not fit: one line of counts under each period. */
function PeriodsList({ result, label }: { result: PayslipImportResult; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {result.periods.map((period) => (
        <Box component="li" key={`${period.year}-${period.month}-${period.period}`} data-testid="import-period" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <PeriodName period={period} />
          </Typography>
          <Typography variant="body2">{countsText(period)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What an import did, or a check says it would do, to each pay period, with the totals. */
export function ImportPeriodsTable({ result, label }: { result: PayslipImportResult; label: string }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (narrow) return <PeriodsList result={result} label={label} />;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ mt: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Pay period</Trans>
            </TableCell>
            {counts.map((count) => (
              <TableCell key={count} align="right">
                {i18n._(headings[count])}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.periods.map((period) => (
            <TableRow key={`${period.year}-${period.month}-${period.period}`} data-testid="import-period">
              <TableCell component="th" scope="row">
                <PeriodName period={period} />
              </TableCell>
              {counts.map((count) => (
                <TableCell key={count} align="right">
                  {period[count]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {result.periods.length > 1 && (
          <TableFooter sx={{ '& .MuiTableCell-root': { color: 'text.primary', typography: 'body2', fontWeight: 600 } }}>
            <TableRow>
              <TableCell component="th" scope="row">
                <Trans>All periods</Trans>
              </TableCell>
              {counts.map((count) => (
                <TableCell key={count} align="right">
                  {result[count]}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
