import { formatCentavos } from '@portal/contracts/rules';
import type { DataColumn } from '../../../components/data-table';

/** A column of centavos, printed as pesos, right-aligned on one line. */
export function moneyColumn<Row extends object>(id: string, header: string, pick: (row: Row) => number): DataColumn<Row> {
  return {
    id,
    header,
    accessorFn: pick,
    Cell: ({ row }) => formatCentavos(pick(row.original)),
    muiTableBodyCellProps: { align: 'right', sx: { whiteSpace: 'nowrap' } },
    muiTableHeadCellProps: { align: 'right' },
  };
}
