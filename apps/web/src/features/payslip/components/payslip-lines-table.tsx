import { Trans } from '@lingui/react/macro';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PayslipLine } from '@portal/contracts/payslip';
import { shownAmount } from '../../../lib/money';

const amountCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', pr: 0 } as const;

interface PayslipLinesTableProps {
  title: string;
  /** The total's test id is `total-${testKey}`: the block's English title, the same in every language. */
  testKey: string;
  lines: PayslipLine[];
  totalLabel: string;
  total: number | null;
}

/** One block of a payslip: its lines with amounts right-aligned, and the total in bold. */
export function PayslipLinesTable({ title, testKey, lines, totalLabel, total }: PayslipLinesTableProps) {
  return (
    <Table
      size="small"
      aria-label={title}
      sx={{ '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 0 } }}
    >
      <TableHead>
        <TableRow>
          <TableCell component="th" sx={{ fontWeight: 700 }}>
            {title}
          </TableCell>
          <TableCell align="right" sx={{ ...amountCell, fontWeight: 700 }}>
            <Trans>Amount</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key} data-testid={`line-${line.key}`}>
            <TableCell component="th" scope="row" sx={{ color: line.amount === 0 ? 'text.secondary' : undefined }}>
              {line.label}
            </TableCell>
            <TableCell align="right" sx={{ ...amountCell, color: line.amount === 0 ? 'text.secondary' : undefined }}>
              {shownAmount(line.amount)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow data-testid={`total-${testKey}`}>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700, borderBottom: 0 }}>
            {totalLabel}
          </TableCell>
          <TableCell align="right" sx={{ ...amountCell, fontWeight: 700, borderBottom: 0 }}>
            {shownAmount(total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
