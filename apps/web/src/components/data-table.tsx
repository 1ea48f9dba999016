import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_Column,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_RowData,
  type MRT_SortingState,
  type MRT_TableInstance,
  type MRT_Updater,
  type MRT_VisibilityState,
} from 'material-react-table';
import { downloadText, toCsv } from '../lib/csv';
import { notify } from '../lib/notify';
import { cellOf, downloadXlsx } from '../lib/xlsx';
import { CellTerms, DataCards } from './data-cards';
import { ExportButtons } from './export-buttons';
import { mrtFilipino } from './mrt-filipino';
import { isExported, shownValue, typedValue } from './table-export';

export type DataColumn<Row extends MRT_RowData> = MRT_ColumnDef<Row>;

export interface DataTableProps<Row extends MRT_RowData> {
  /** Names the table for screen readers: "My attendance adjustments". */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  emptyText: string;
  rowId: (row: Row) => string;
  initialSorting: MRT_SortingState;
  /** The sort, when the screen keeps it (a report keeps it in its link); else the table keeps it from `initialSorting`. */
  sorting?: MRT_SortingState;
  onSortingChange?: (sorting: MRT_SortingState) => void;
  /** Columns kept in view at the left while the rest scrolls. */
  pinnedLeft?: string[];
  hiddenColumns?: string[];
  /** Multi-select, limited to the rows this returns true for. */
  selectable?: (row: Row) => boolean;
  rowActions?: (row: Row) => ReactNode;
  toolbarActions?: (selected: Row[], table: MRT_TableInstance<Row>) => ReactNode;
  renderDetail?: (row: Row) => ReactNode;
  /** A search box over every column (admin lists of thousands). */
  searchable?: boolean;
  /** An "Export CSV" button: every row the search and sort leave, in the visible columns. */
  exportFileName?: string;
  /** Rows per page; lists longer than one page get paging. */
  pageSize?: number;
  testId?: string;
}

/**
 * A column a laptop shows in each row's detail (its expand button) rather than across
 * the table: the levels, approvers, remarks, documents and filing date of a request.
 * At 1366 px beside the menu a request has more columns than fit, and these matter
 * least when scanning a list. Wide screens and phone cards show them as they are.
 */
export interface LaptopDetailMeta {
  laptopDetail?: boolean;
}

const WIDE_SCREEN = '(min-width:1600px)';

/** The expand and select columns: one small button each, so no more room than that. */
const isButtonColumn = (id: string) => id === 'mrt-row-expand' || id === 'mrt-row-select';

function columnIdOf<Row extends MRT_RowData>(column: DataColumn<Row>): string {
  return column.id ?? String(column.accessorKey);
}

function isLaptopDetail<Row extends MRT_RowData>(column: DataColumn<Row>): boolean {
  return (column.meta as LaptopDetailMeta | undefined)?.laptopDetail === true || columnIdOf(column) === 'datefiled';
}

/**
 * Downloads what the table shows now, across all pages, as CSV: the visible columns
 * and those a laptop moved into each row's detail, as the cells read.
 */
export function exportTableCsv<Row extends MRT_RowData>(table: MRT_TableInstance<Row>, fileName: string, inDetail: readonly string[] = []): void {
  const columns = (table.getAllLeafColumns() as MRT_Column<Row>[]).filter((column) => (column.getIsVisible() || inDetail.includes(column.id)) && isExported(column));
  const header = columns.map((column) => String(column.columnDef.header));
  const rows = table.getPrePaginationRowModel().rows.map((row) => columns.map((column) => shownValue(row, column, table)));
  downloadText(fileName, toCsv(header, rows));
}

/** The same rows and columns as the CSV, as an Excel workbook with typed cells (numbers, dates, text). */
export async function exportTableXlsx<Row extends MRT_RowData>(table: MRT_TableInstance<Row>, fileName: string, sheetName: string, inDetail: readonly string[] = []): Promise<void> {
  const columns = (table.getAllLeafColumns() as MRT_Column<Row>[]).filter((column) => (column.getIsVisible() || inDetail.includes(column.id)) && isExported(column));
  const header = columns.map((column) => String(column.columnDef.header));
  const rows = table.getPrePaginationRowModel().rows.map((row) => columns.map((column) => cellOf(typedValue(row, column), shownValue(row, column, table))));
  await downloadXlsx(fileName.replace(/\.csv$/i, '.xlsx'), sheetName, header, rows);
}

/**
 * The one table every list uses, requests and administration alike: sorting,
 * paging, optional search and CSV export, multi-select, per-row actions, and
 * loading and empty states.
 */
export function DataTable<Row extends MRT_RowData>(props: DataTableProps<Row>) {
  const { t, i18n } = useLingui();
  const { rows, rowActions, toolbarActions, pageSize = 25 } = props;
  const label = props.label;
  // On a phone the filing date goes, so the request's own dates and statuses come sooner.
  const phone = useMediaQuery('(max-width:599.95px)');
  const wide = useMediaQuery(WIDE_SCREEN);
  const laptop = !phone && !wide;
  const hidden = new Set(props.hiddenColumns ?? []);
  const movable = laptop ? props.columns.filter(isLaptopDetail).map(columnIdOf).filter((id) => !hidden.has(id)) : [];
  const defaults: MRT_VisibilityState = Object.fromEntries([...hidden, ...(phone ? ['datefiled'] : []), ...movable].map((id) => [id, false]));
  // What the person chose in the columns menu, kept as its difference from the screen's defaults.
  const [chosenVisibility, setChosenVisibility] = useState<MRT_VisibilityState>({});
  const columnVisibility: MRT_VisibilityState = { ...defaults, ...chosenVisibility };
  const laptopDetail = movable.filter((id) => columnVisibility[id] === false);
  const renderDetail = props.renderDetail;
  const paged = (rows?.length ?? 0) > pageSize;
  // No action column when no row has an action (decided requests): its width is better spent.
  const withActions = rowActions !== undefined && (rows ?? []).some((row) => rowActions(row) !== null);
  const exportFileName = props.exportFileName;
  const table = useMaterialReactTable<Row>({
    columns: props.columns,
    data: rows ?? [],
    getRowId: props.rowId,
    enableRowSelection: props.selectable ? (row: MRT_Row<Row>) => props.selectable!(row.original) : false,
    enableRowActions: withActions,
    positionActionsColumn: 'last',
    renderRowActions: rowActions ? ({ row }) => rowActions(row.original) : undefined,
    renderTopToolbarCustomActions:
      toolbarActions || exportFileName
        ? ({ table: instance }) => (
            <>
              {toolbarActions?.(instance.getSelectedRowModel().rows.map((row) => row.original), instance)}
              {exportFileName && (
                <ExportButtons
                  verb="Export"
                  compact={phone}
                  disabled={(rows?.length ?? 0) === 0}
                  onCsv={() => exportTableCsv(instance, exportFileName, laptopDetail)}
                  onXlsx={() => void exportTableXlsx(instance, exportFileName, props.label, laptopDetail).catch(() => notify.error(t`The Excel file could not be made. Try again, or export CSV.`))}
                />
              )}
            </>
          )
        : undefined,
    // The panel (a group's members) kept in view at the left of a table wider than the
    // screen, as wide as what shows of it, so its own actions are not scrolled away.
    // On a laptop the row's detail also lists the columns moved out of it (laptopDetail).
    renderDetailPanel:
      renderDetail || laptopDetail.length > 0
        ? ({ row, table: instance }) => (
            <Box sx={{ position: 'sticky', left: 0, maxWidth: { xs: 'calc(100vw - 56px)', md: 'calc(100vw - 340px)' } }}>
              {laptopDetail.length > 0 && (
                <Box sx={{ py: 1 }}>
                  <CellTerms cells={row.getAllCells().filter((cell) => laptopDetail.includes(cell.column.id))} table={instance} />
                </Box>
              )}
              {renderDetail?.(row.original)}
            </Box>
          )
        : undefined,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: props.searchable ?? false,
    enableGlobalFilterModes: false,
    // A plain substring match: MRT's default fuzzy ranking took seconds a keystroke
    // over 10,000 rows, and "Santos" should not find "Sanchez".
    globalFilterFn: 'contains',
    positionGlobalFilter: 'left',
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enablePagination: paged,
    enableBottomToolbar: paged,
    // Columns as wide as their content, the reference pinned left and the actions
    // right, so on a narrow screen what a person acts on stays in view.
    layoutMode: 'semantic',
    enableColumnPinning: true,
    enableColumnResizing: false,
    enableSortingRemoval: false,
    autoResetPageIndex: false,
    initialState: {
      density: 'compact',
      sorting: props.initialSorting,
      showGlobalFilter: props.searchable ?? false,
      columnPinning: { left: ['mrt-row-expand', 'mrt-row-select', ...(props.pinnedLeft ?? [])], right: ['mrt-row-actions'] },
      pagination: { pageIndex: 0, pageSize },
    },
    // Loading shows the progress bar and says so in the body, not MRT's skeleton rows:
    // while those show, its sort buttons have no name (axe, aria-command-name).
    state: { showProgressBars: props.loading, columnVisibility, ...(props.sorting ? { sorting: props.sorting } : {}) },
    ...(props.onSortingChange
      ? { onSortingChange: (update: MRT_Updater<MRT_SortingState>) => props.onSortingChange!(typeof update === 'function' ? update(props.sorting ?? props.initialSorting) : update) }
      : {}),
    onColumnVisibilityChange: (update) => {
      const next = typeof update === 'function' ? update(columnVisibility) : update;
      setChosenVisibility(Object.fromEntries(Object.entries(next).filter(([id, visible]) => visible !== (defaults[id] ?? true))));
    },
    // MRT's own texts (sort, columns, selection, paging) in the active language; English is MRT's default.
    localization: { ...(i18n.locale === 'fil' ? mrtFilipino : {}), noRecordsToDisplay: props.emptyText },
    renderEmptyRowsFallback: () => (
      // Kept in view at the left of a table wider than the screen, and wrapped.
      <Typography
        color="text.secondary"
        sx={{ py: 4, px: 2, position: 'sticky', left: 0, whiteSpace: 'normal', maxWidth: { xs: 'calc(100vw - 56px)', md: 'calc(100vw - 340px)' } }}
      >
        {props.loading ? t`Loading…` : props.emptyText}
      </Typography>
    ),
    muiSearchTextFieldProps: { placeholder: t`Search`, size: 'small', variant: 'outlined', slotProps: { htmlInput: { 'aria-label': t`Search ${label}` } } },
    muiTableProps: { 'aria-label': props.label },
    muiTablePaperProps: { variant: 'outlined', sx: { borderRadius: 1 } },
    // A table wider than the screen scrolls; focusable, so a keyboard can scroll it too.
    muiTableContainerProps: { tabIndex: 0, role: 'region', 'aria-label': props.label } as object,
    muiLinearProgressProps: { 'aria-label': t`Loading ${label}` },
    muiTableBodyRowProps: ({ isDetailPanel }) => (isDetailPanel ? {} : ({ 'data-testid': props.testId ?? 'request-row' } as object)),
    defaultColumn: { size: 40, minSize: 40 },
    // Pinned cells get a solid background, so the columns scrolling under them do not show through.
    // Headers and texts wrap, so the columns fit a 1366 px laptop beside the menu and none
    // hides behind the pinned actions; dates and chips keep to one line each.
    muiTableHeadCellProps: ({ column }) => ({
      sx: {
        whiteSpace: 'normal',
        verticalAlign: 'bottom',
        // MRT keeps a header under 20 characters on one line; "Type of Leave" may take two.
        '& .Mui-TableHeadCell-Content-Wrapper': { whiteSpace: 'normal' },
        ...(column.getIsPinned() ? { bgcolor: 'background.paper', zIndex: 1, opacity: 1 } : {}),
        ...(isButtonColumn(column.id) ? { px: 0.5 } : {}),
      },
    }),
    muiTableBodyCellProps: ({ column }) => ({
      sx: { whiteSpace: 'normal', fontVariantNumeric: 'tabular-nums', ...(column.getIsPinned() ? { bgcolor: 'background.paper', zIndex: 1, opacity: 1 } : {}), ...(isButtonColumn(column.id) ? { px: 0.5 } : {}) },
    }),
    displayColumnDefOptions: {
      'mrt-row-actions': { header: t`Action`, size: 100 },
      'mrt-row-expand': { size: 40 },
      'mrt-row-select': { size: 40 },
    },
  });
  if (!phone) return <MaterialReactTable table={table} />;
  // Below the small breakpoint a row does not fit across: each becomes a card.
  return (
    <DataCards<Row>
      table={table}
      label={props.label}
      loading={props.loading}
      emptyText={props.emptyText}
      testId={props.testId ?? 'request-row'}
      titleColumns={props.pinnedLeft ?? []}
      rowActions={withActions ? rowActions : undefined}
      renderDetail={props.renderDetail}
      paged={paged}
    />
  );
}
