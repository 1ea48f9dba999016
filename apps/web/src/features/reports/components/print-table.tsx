import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { textOf, type ReportTable } from '../report-columns';

/**
 * A report table for paper: every row, every column, small type, the header repeated
 * on each page. On a narrow screen it scrolls inside its own region, never the page.
 */
export function PrintTable({ table, rows }: { table: ReportTable; rows: ReportTable['rows'] }) {
  if (rows.length === 0) return <Typography sx={{ mb: 2 }}>{table.emptyText}</Typography>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${table.label}, scrolls sideways`} sx={{ mb: 3, '@media print': { overflow: 'visible' } }}>
      <Table size="small" aria-label={table.label} sx={{ '& th, & td': { px: 0.75, py: 0.5, fontSize: '0.8rem', fontVariantNumeric: 'tabular-nums' }, '& thead': { display: 'table-header-group' }, '& tr': { breakInside: 'avoid' } }}>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600, verticalAlign: 'bottom' }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={table.rowId(row)} data-testid="print-row">
              {table.columns.map((column) => (
                <TableCell key={column.id} align={column.numeric ? 'right' : 'left'}>
                  {textOf(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
