import { useLingui } from '@lingui/react/macro';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { DataColumn } from './data-table';
import { PlainTable, type PlainColumn } from './plain-table';

/** A column on paper: its header, and the text a person reads in each row. */
export interface PrintColumn<Row> {
  id: string;
  header: string;
  text: (row: Row) => string;
  numeric?: boolean;
}

/** A table for paper: its name for screen readers, what it says when empty, and how a row is known. */
export interface PrintTableShape<Row> {
  label: string;
  columns: PrintColumn<Row>[];
  rowId: (row: Row) => string;
  emptyText: string;
}

/**
 * The print columns of a screen table's columns: each cell's text is the column's
 * `meta.display` where it has one (a money column: pesos as the screen shows them),
 * else its value; a right-aligned column is numeric.
 */
export function printColumnsOf<Row extends object>(columns: DataColumn<Row>[]): PrintColumn<Row>[] {
  return columns.map((column) => {
    const meta = column.meta as { display?: (row: Row) => string } | undefined;
    const key = (column as { accessorKey?: keyof Row }).accessorKey;
    const valueOf = (row: Row): unknown => (column.accessorFn ? column.accessorFn(row) : key !== undefined ? row[key] : '');
    const align = (column.muiTableBodyCellProps as { align?: string } | undefined)?.align;
    return {
      id: column.id ?? String(key),
      header: String(column.header),
      text: (row: Row) => (meta?.display ? meta.display(row) : String(valueOf(row) ?? '')),
      numeric: align === 'right',
    };
  });
}

/**
 * A table for paper: every row, every column, small type (smaller still when dense: a
 * register of fifteen amounts across a landscape page), the header repeated on each
 * page. On a narrow screen it scrolls inside its own region, never the page.
 */
export function PrintTable<Row>({ table, rows, dense = false }: { table: PrintTableShape<Row>; rows: Row[]; dense?: boolean }) {
  const { t } = useLingui();
  const label = table.label;
  if (rows.length === 0) return <Typography sx={{ mb: 2 }}>{table.emptyText}</Typography>;
  const columns = table.columns.map((column): PlainColumn<Row> => ({
    id: column.id,
    header: column.header,
    numeric: column.numeric,
    render: column.text,
    cellSx: column.numeric ? { whiteSpace: 'nowrap' } : undefined,
  }));
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t`${label}, scrolls sideways`} sx={{ mb: 3, '@media print': { overflow: 'visible' } }}>
      <PlainTable
        label={table.label}
        columns={columns}
        rows={rows}
        rowKey={table.rowId}
        rowTestId="print-row"
        sx={{ '& th, & td': { px: dense ? 0.4 : 0.75, py: 0.5, fontSize: dense ? '0.7rem' : '0.8rem', fontVariantNumeric: 'tabular-nums' }, '& thead': { display: 'table-header-group' }, '& tr': { breakInside: 'avoid' } }}
      />
    </TableContainer>
  );
}
