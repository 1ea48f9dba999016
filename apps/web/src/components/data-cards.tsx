import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MRT_ExpandButton,
  MRT_SelectCheckbox,
  MRT_TableBodyCellValue,
  MRT_TablePagination,
  MRT_TopToolbar,
  type MRT_Cell,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';

interface DataCardsProps<Row extends MRT_RowData> {
  table: MRT_TableInstance<Row>;
  label: string;
  loading: boolean;
  emptyText: string;
  testId: string;
  /** Shown at the top of each card, beside the selection box: the reference and the status. */
  titleColumns: string[];
  rowActions?: (row: Row) => ReactNode;
  renderDetail?: (row: Row) => ReactNode;
  paged: boolean;
}

/**
 * Nothing to say: an empty value is left off the card rather than shown as a blank
 * line. A status column's '' means For Approval, so it stays.
 */
function isBlank<Row extends MRT_RowData>(cell: MRT_Cell<Row>): boolean {
  // A column without a value of its own only renders (a "View" button): always shown.
  if (!cell.column.accessorFn) return false;
  const value = cell.getValue();
  const meta = cell.column.columnDef.meta as { status?: boolean; keepZero?: boolean } | undefined;
  if (value === '') return !meta?.status;
  // A zero or a "no" (0 tardy minutes, not WFH) says nothing on a card a person scans,
  // unless the zero is itself the answer (a form's line of 0.00).
  if (value === 0 && meta?.keepZero) return false;
  return value === null || value === undefined || value === 0 || value === false || (Array.isArray(value) && value.length === 0);
}

const isDataCell = <Row extends MRT_RowData>(cell: MRT_Cell<Row>) => !cell.column.id.startsWith('mrt-');

/**
 * Cells as terms and definitions: the column's header, then what its cell shows. A
 * phone card's body, and on a laptop the columns a row's detail holds.
 */
export function CellTerms<Row extends MRT_RowData>({ cells, table }: { cells: MRT_Cell<Row>[]; table: MRT_TableInstance<Row> }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // The value column may shrink below its content, so a long value wraps instead of widening the page.
        gridTemplateColumns: 'minmax(88px, max-content) minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.5,
        m: 0,
        // Cells cut long texts to one line in a table; here the whole reason is read.
        '& dd .MuiTypography-root': { maxWidth: 'none', whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {cells
        .filter((cell) => !isBlank(cell))
        .map((cell) => (
          <Box key={cell.id} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {String(cell.column.columnDef.header)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
              <MRT_TableBodyCellValue cell={cell} table={table} />
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function DataCard<Row extends MRT_RowData>({ row, ...props }: Omit<DataCardsProps<Row>, 'loading' | 'emptyText' | 'label' | 'paged'> & { row: MRT_Row<Row> }) {
  const { table } = props;
  const cells = row.getVisibleCells().filter(isDataCell);
  const title = cells.filter((cell) => props.titleColumns.includes(cell.column.id));
  const body = cells.filter((cell) => !props.titleColumns.includes(cell.column.id));
  const actions = props.rowActions?.(row.original);
  // A detail panel opens on every row unless the table says which rows have one (MRT's
  // own getCanExpand is false for rows without sub-rows, detail panel or not).
  const expandable = props.renderDetail !== undefined && (table.options.getRowCanExpand ? row.getCanExpand() : true);
  return (
    <Paper component="li" variant="outlined" data-testid={props.testId} sx={{ p: 1.5, listStyle: 'none', minWidth: 0, '& .MuiChip-root': { maxWidth: '100%', height: 'auto', minHeight: 24 }, '& .MuiChip-label': { whiteSpace: 'normal' }, '& dd .MuiStack-root': { flexWrap: 'wrap', rowGap: 0.5 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        {row.getCanSelect() && <MRT_SelectCheckbox row={row} table={table} sx={{ ml: -1 }} />}
        {title.map((cell) => (
          <Typography key={cell.id} component="span" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {cell.column.id === 'recid' ? '#' : ''}
            <MRT_TableBodyCellValue cell={cell} table={table} />
          </Typography>
        ))}
      </Stack>
      <CellTerms cells={body} table={table} />
      {(actions || expandable) && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
          {expandable && <MRT_ExpandButton row={row} table={table} />}
          {actions}
        </Stack>
      )}
      {expandable && row.getIsExpanded() && <Box sx={{ mt: 1 }}>{props.renderDetail?.(row.original)}</Box>}
    </Paper>
  );
}

/**
 * The phone form of DataTable: the same table instance (search, sort, selection,
 * paging) drawn as one card per row, each showing every column that has a value,
 * with the row's actions on the card.
 */
export function DataCards<Row extends MRT_RowData>(props: DataCardsProps<Row>) {
  const { t } = useLingui();
  const { table } = props;
  // While loading, the table's rows are blank placeholders for its skeleton; cards show a progress bar instead.
  const rows = props.loading ? [] : table.getRowModel().rows;
  const selectable = rows.some((row) => row.getCanSelect());
  return (
    <Box>
      <Paper variant="outlined" sx={{ mb: 1, overflow: 'hidden' }}>
        <MRT_TopToolbar table={table} />
        {selectable && (
          <FormControlLabel sx={{ px: 1.5, pb: 0.5 }} control={<MRT_SelectCheckbox table={table} />} label={t`Select all`} />
        )}
      </Paper>
      {!props.loading && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, px: 1 }}>
          {props.emptyText}
        </Typography>
      )}
      <Stack component="ul" aria-label={props.label} spacing={1} sx={{ p: 0, m: 0 }}>
        {rows.map((row) => (
          <DataCard key={row.id} row={row} table={table} testId={props.testId} titleColumns={props.titleColumns} rowActions={props.rowActions} renderDetail={props.renderDetail} />
        ))}
      </Stack>
      {props.paged && <MRT_TablePagination table={table} />}
    </Box>
  );
}
