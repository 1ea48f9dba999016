import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
  type MRT_VisibilityState,
} from 'material-react-table';

export type RequestColumn<Row extends MRT_RowData> = MRT_ColumnDef<Row>;

interface RequestTableProps<Row extends MRT_RowData & { recid: number }> {
  /** Names the table for screen readers: "My attendance adjustments". */
  label: string;
  columns: RequestColumn<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  emptyText: string;
  /** Columns hidden by the company's switches (spec §9). */
  hiddenColumns?: string[];
  /** Multi-select (spec §9 switch), limited to the rows this returns true for. */
  selectable?: (row: Row) => boolean;
  rowActions?: (row: Row) => ReactNode;
  toolbarActions?: (selected: Row[], table: MRT_TableInstance<Row>) => ReactNode;
  /** An expandable panel under each row (a group's members). */
  renderDetail?: (row: Row) => ReactNode;
}

/**
 * The one table every request list uses: sortable recid, dates and names, a
 * multi-select for approvers, per-row actions, and loading and empty states.
 */
export function RequestTable<Row extends MRT_RowData & { recid: number }>({
  label,
  columns,
  rows,
  loading,
  emptyText,
  hiddenColumns = [],
  selectable,
  rowActions,
  toolbarActions,
  renderDetail,
}: RequestTableProps<Row>) {
  // On a phone the filing date goes, so the request's own dates and statuses come sooner.
  const phone = useMediaQuery('(max-width:599.95px)');
  const columnVisibility: MRT_VisibilityState = Object.fromEntries([...hiddenColumns, ...(phone ? ['datefiled'] : [])].map((column) => [column, false]));
  const paged = (rows?.length ?? 0) > 25;
  // No action column when no row has an action (decided requests): its width is better spent.
  const withActions = rowActions !== undefined && (rows ?? []).some((row) => rowActions(row) !== null);
  const table = useMaterialReactTable<Row>({
    columns,
    data: rows ?? [],
    getRowId: (row) => String(row.recid),
    enableRowSelection: selectable ? (row: MRT_Row<Row>) => selectable(row.original) : false,
    enableRowActions: withActions,
    positionActionsColumn: 'last',
    renderRowActions: rowActions ? ({ row }) => rowActions(row.original) : undefined,
    renderTopToolbarCustomActions: toolbarActions ? ({ table: instance }) => toolbarActions(instance.getSelectedRowModel().rows.map((row) => row.original), instance) : undefined,
    renderDetailPanel: renderDetail ? ({ row }) => renderDetail(row.original) : undefined,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
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
      sorting: [{ id: 'recid', desc: true }],
      columnVisibility,
      columnPinning: { left: ['mrt-row-expand', 'mrt-row-select', 'recid', ...(phone ? ['overall_status'] : [])], right: ['mrt-row-actions'] },
      pagination: { pageIndex: 0, pageSize: 25 },
    },
    state: { isLoading: loading, showProgressBars: loading },
    localization: { noRecordsToDisplay: emptyText },
    renderEmptyRowsFallback: () => (
      // Kept in view at the left of a table wider than the screen, and wrapped.
      <Typography
        color="text.secondary"
        sx={{ py: 4, px: 2, position: 'sticky', left: 0, whiteSpace: 'normal', maxWidth: { xs: 'calc(100vw - 56px)', md: 'calc(100vw - 340px)' } }}
      >
        {emptyText}
      </Typography>
    ),
    muiTableProps: { 'aria-label': label },
    muiTablePaperProps: { variant: 'outlined', sx: { borderRadius: 1 } },
    muiTableBodyRowProps: ({ isDetailPanel }) => (isDetailPanel ? {} : ({ 'data-testid': 'request-row' } as object)),
    defaultColumn: { size: 40, minSize: 40 },
    // Pinned cells get a solid background, so the columns scrolling under them do not show through.
    muiTableHeadCellProps: ({ column }) => ({ sx: { whiteSpace: 'nowrap', ...(column.getIsPinned() ? { bgcolor: 'background.paper', zIndex: 1, opacity: 1 } : {}) } }),
    muiTableBodyCellProps: ({ column }) => ({
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...(column.getIsPinned() ? { bgcolor: 'background.paper', zIndex: 1, opacity: 1 } : {}) },
    }),
    displayColumnDefOptions: { 'mrt-row-actions': { header: 'Action', size: 100 } },
  });
  return <MaterialReactTable table={table} />;
}
