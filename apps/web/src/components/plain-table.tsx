import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** A column of a plain table: its heading, and what each row shows under it. */
export interface PlainColumn<Row> {
  /** Tells the column apart among its siblings; never shown. */
  id: string;
  header: string;
  /** Right-aligned, heading and cells alike. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
  /** The style of this column's body cells, beyond their alignment. */
  cellSx?: SystemStyleObject<Theme>;
}

interface PlainTableProps<Row> {
  /** The table's name for screen readers. */
  label: string;
  columns: PlainColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sx?: SxProps<Theme>;
  /** The headings' style, beyond bold and bottom-aligned. */
  headCellSx?: SystemStyleObject<Theme>;
  /** The first cell of each row heads its row (a chart's figures, read across). */
  rowHeaders?: boolean;
  rowTestId?: string;
}

/**
 * A small table of every row as given: one heading row, no sorting, paging or
 * selection. The paper report and the dashboard's figures both draw with it; each
 * wraps it in its own scrolling region.
 */
export function PlainTable<Row>({ label, columns, rows, rowKey, sx, headCellSx, rowHeaders = false, rowTestId }: PlainTableProps<Row>) {
  return (
    <Table size="small" aria-label={label} sx={sx}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600, verticalAlign: 'bottom', ...headCellSx }}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((column, index) => {
              const heading = rowHeaders && index === 0;
              return (
                <TableCell key={column.id} component={heading ? 'th' : 'td'} scope={heading ? 'row' : undefined} align={column.numeric ? 'right' : 'left'} sx={column.cellSx}>
                  {column.render(row)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
