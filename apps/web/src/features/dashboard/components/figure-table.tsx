import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ExportButtons } from '../../../components/export-buttons';
import { PlainTable } from '../../../components/plain-table';
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
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width:599.95px)');
  const inNumbers = t`${label}, in numbers`;
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
              notify.error(t`The Excel file could not be made. Try again, or export CSV.`),
            )
          }
        />
      </Box>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={inNumbers} sx={{ maxWidth: '100%' }}>
        <PlainTable
          label={inNumbers}
          columns={columns.map((column) => ({
            id: column.header,
            header: column.header,
            numeric: column.numeric,
            render: column.render ?? column.value,
            cellSx: { fontVariantNumeric: 'tabular-nums', px: 1, whiteSpace: column.nowrap ? 'nowrap' : 'normal' },
          }))}
          rows={rows}
          rowKey={rowKey}
          headCellSx={{ px: 1 }}
          rowHeaders
        />
      </TableContainer>
    </Box>
  );
}
