import type { MRT_Column, MRT_Row, MRT_RowData, MRT_TableInstance } from 'material-react-table';

/**
 * What a column tells the CSV export, in its `meta`: `csv` turns the value into the
 * text the cell shows (a status code into "Approved"); `exported: false` leaves out
 * a column of buttons.
 */
export interface ExportMeta<Row extends MRT_RowData> {
  csv?: (value: unknown, row: Row) => unknown;
  /** The typed value of the Excel cell, where the column's own value is not it (a number or YYYY-MM-DD date stays typed). */
  xlsx?: (value: unknown, row: Row) => unknown;
  exported?: boolean;
}

export function isExported<Row extends MRT_RowData>(column: MRT_Column<Row>): boolean {
  return !column.id.startsWith('mrt-') && column.columnDef.enableHiding !== false && (column.columnDef.meta as ExportMeta<Row> | undefined)?.exported !== false;
}

/**
 * The text a cell shows, for the export: the column's own `csv`, else the cell's
 * renderer when it renders plain text (dates and times in the person's format),
 * else the value itself. Renderers here are plain functions of the row, so calling
 * one outside React is safe; one that draws markup is passed over.
 */
export function shownValue<Row extends MRT_RowData>(row: MRT_Row<Row>, column: MRT_Column<Row>, table: MRT_TableInstance<Row>): unknown {
  const value = row.getValue(column.id);
  const meta = column.columnDef.meta as ExportMeta<Row> | undefined;
  if (meta?.csv) return meta.csv(value, row.original);
  const render = column.columnDef.Cell;
  const cell = row.getAllCells().find((candidate) => candidate.column.id === column.id);
  if (render && cell) {
    try {
      const shown: unknown = render({ cell, column, row, table, renderedCellValue: value as never });
      if (typeof shown === 'string' || typeof shown === 'number') return shown;
    } catch {
      // A renderer that needs React (hooks) shows something else; the value stands in.
    }
  }
  return typeof value === 'boolean' ? (value ? 'Y' : '') : value;
}

/**
 * The value an Excel cell is typed from: the column's `xlsx`, else its own value,
 * unless its `csv` turns that value into other words (a code into its label), when the
 * cell takes the words.
 */
export function typedValue<Row extends MRT_RowData>(row: MRT_Row<Row>, column: MRT_Column<Row>): unknown {
  const meta = column.columnDef.meta as ExportMeta<Row> | undefined;
  if (meta?.xlsx) return meta.xlsx(row.getValue(column.id), row.original);
  if (meta?.csv) return undefined;
  return row.getValue(column.id);
}
