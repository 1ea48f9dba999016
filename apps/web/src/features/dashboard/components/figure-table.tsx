import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ExportButtons } from '../../../components/export-buttons';
import { downloadText, toCsv } from '../../../lib/csv';
import { notify } from '../../../lib/notify';
import { cellOf, downloadXlsx } from '../../../lib/xlsx';

export interface FigureColumn<Row> {
  header: string;
  /** The cell's value, as exported: numbers stay numbers in the workbook. */
  value: (row: Row) => string | number | null;
  /** What the cell shows, where it is more than its value (a link). */
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Kept on one line (a short date), so the columns beside it give way first. */
  nowrap?: boolean;
}

interface FigureTableProps<Row> {
  /** Names the workbook's sheet, and (", in numbers") the table and its scrolling region for screen readers. */
  label: string;
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The export's file name, without extension. */
  fileName: string;
}

/**
 * A chart's numbers as a plain table: a heading per column, the first cell of each
 * row heading its row, and the CSV and Excel exports every list has. A table wider
 * than a phone scrolls inside its own region, never the page.
 */
export function FigureTable<Row>({ label, columns, rows, rowKey, fileName }: FigureTableProps<Row>) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const header = columns.map((column) => column.header);
  const values = () => rows.map((row) => columns.map((column) => column.value(row)));
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, mb: 0.5 }}>
        <ExportButtons
          verb="Export"
          compact={phone}
          disabled={rows.length === 0}
          onCsv={() => downloadText(`${fileName}.csv`, toCsv(header, values()))}
          onXlsx={() =>
            void downloadXlsx(`${fileName}.xlsx`, label, header, values().map((row) => row.map((value) => cellOf(value, value)))).catch(() =>
              notify.error('The Excel file could not be made. Try again, or export CSV.'),
            )
          }
        />
      </Box>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={`${label}, in numbers`} sx={{ maxWidth: '100%' }}>
        <Table size="small" aria-label={`${label}, in numbers`}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600, verticalAlign: 'bottom', px: 1 }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column, index) => (
                  <TableCell
                    key={column.header}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{ fontVariantNumeric: 'tabular-nums', px: 1, whiteSpace: column.nowrap ? 'nowrap' : 'normal' }}
                  >
                    {column.render ? column.render(row) : column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
