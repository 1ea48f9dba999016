import type { MRT_RowData } from 'material-react-table';
import type { DataColumn } from '../../components/data-table';
import type { ExportMeta } from '../../components/table-export';

/**
 * A report column, written once for the screen, its exports and its print view:
 * `value` is what it sorts by and what a spreadsheet cell holds (numbers stay
 * numbers, YYYY-MM-DD dates become dates); `text` is what a person reads, when that
 * differs (a date in words, a status).
 */
export interface ReportColumn<Row> {
  id: string;
  header: string;
  value: (row: Row) => string | number;
  text?: (row: Row) => string;
  numeric?: boolean;
  /** A list of dates: room for a few on a line rather than one each. */
  wide?: boolean;
}

/** A table of a report: its rows and columns, the columns a phone card shows as its title, and its first sort. */
export interface ReportTable<Row extends MRT_RowData = MRT_RowData> {
  label: string;
  rows: Row[];
  columns: ReportColumn<Row>[];
  rowId: (row: Row) => string;
  titleColumns: string[];
  defaultSort: { id: string; desc: boolean };
  emptyText: string;
  fileName: string;
}

/** Keeps each table's own row type while the report lists tables of different rows. */
export const reportTable = <Row extends MRT_RowData>(table: ReportTable<Row>) => table as unknown as ReportTable;

export const textOf = <Row>(column: ReportColumn<Row>, row: Row): string => (column.text ? column.text(row) : String(column.value(row)));

export function dataColumnsOf<Row extends MRT_RowData>(columns: ReportColumn<Row>[]): DataColumn<Row>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: column.value,
    ...(column.text ? { Cell: ({ row }: { row: { original: Row } }) => column.text!(row.original) } : {}),
    meta: column.text ? ({ csv: (_value, row) => column.text!(row), xlsx: (value) => value } satisfies ExportMeta<Row>) : undefined,
    sortingFn: column.numeric ? 'basic' : 'alphanumeric',
    sortDescFirst: column.numeric === true,
    ...(column.numeric ? { muiTableBodyCellProps: { align: 'right' as const }, muiTableHeadCellProps: { align: 'right' as const } } : {}),
    ...(column.wide ? { muiTableBodyCellProps: { sx: { minWidth: '16rem' } } } : {}),
  }));
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows in the sort a link names (the print view follows the screen); an unknown column leaves the table's first sort. */
export function sortedRows<Row>(table: ReportTable<MRT_RowData>, rows: Row[], sort: { id: string; desc: boolean } | null): Row[] {
  const chosen = sort && table.columns.some((column) => column.id === sort.id) ? sort : table.defaultSort;
  const column = table.columns.find((candidate) => candidate.id === chosen.id) as ReportColumn<Row> | undefined;
  if (!column) return rows;
  const direction = chosen.desc ? -1 : 1;
  return [...rows].sort((left, right) => {
    const a = column.value(left);
    const b = column.value(right);
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
    return order * direction;
  });
}
