import { formatPesoFigure } from '@portal/contracts/rules';
import { shownPesos } from '../lib/money';
import type { DataColumn } from './data-table';
import type { ExportMeta } from './table-export';

/** Pesos with two decimals and no separators ("1500.00"): a number to a spreadsheet that opens the CSV. */
const pesoNumber = (centavos: number) => (centavos / 100).toFixed(2);

/**
 * A column of centavos (payroll keeps amounts so), shown as pesos right-aligned on one
 * line, exported as numbers: pesos with two decimals in the CSV, a number cell in the
 * workbook, so the reports add up in a spreadsheet.
 */
export function moneyColumn<Row extends object>(id: string, header: string, pick: (row: Row) => number, options: { showZero?: boolean } = {}): DataColumn<Row> {
  // showZero: a phone's card leaves a zero off, except where 0.00 is itself the answer (a form's line).
  const meta: ExportMeta<Row> & { keepZero?: boolean; display: (row: Row) => string } = {
    // What a person reads on paper (the print view, which says once that amounts are in
    // Php): the figure alone, so a wide register fits a landscape page.
    display: (row) => formatPesoFigure(pick(row) / 100),
    csv: (_value, row) => pesoNumber(pick(row)),
    xlsx: (_value, row) => pick(row) / 100,
    keepZero: options.showZero === true,
  };
  return {
    id,
    header,
    accessorFn: pick,
    Cell: ({ row }) => shownPesos(pick(row.original)),
    muiTableBodyCellProps: { align: 'right', sx: { whiteSpace: 'nowrap' } },
    muiTableHeadCellProps: { align: 'right' },
    meta,
  };
}
