import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Print from '@mui/icons-material/Print';
import { MaterialReactTable, useMaterialReactTable, type MRT_TableInstance } from 'material-react-table';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { TimeFormat } from '@portal/contracts/config';
import { downloadText, toCsv } from '../../../lib/csv';
import { notify } from '../../../lib/notify';
import { cellOf, downloadXlsx } from '../../../lib/xlsx';
import { DataCards } from '../../../components/data-cards';
import { ExportButtons } from '../../../components/export-buttons';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { attendanceColumns } from './attendance-columns';

/** The rows as shown: the visible columns in order, the rows in the current sort, flags as Y, and the other entries last. */
function shownCells(table: MRT_TableInstance<AttendanceRow>): { header: string[]; rows: unknown[][] } {
  const columns = table.getVisibleLeafColumns().filter((column) => !column.id.startsWith('mrt-'));
  const header = [...columns.map((column) => String(column.columnDef.header)), t`Other Entries`];
  const rows = table.getPrePaginationRowModel().rows.map((row) => [
    ...columns.map((column) => {
      const value = row.getValue(column.id);
      return typeof value === 'boolean' ? (value ? 'Y' : '') : value;
    }),
    row.original.otherentries,
  ]);
  return { header, rows };
}

function exportShown(table: MRT_TableInstance<AttendanceRow>, fileName: string): void {
  const { header, rows } = shownCells(table);
  downloadText(fileName, toCsv(header, rows));
}

/** The same as an Excel workbook: dates as dates, hours and minutes as numbers, times as text. */
function exportShownXlsx(table: MRT_TableInstance<AttendanceRow>, fileName: string, label: string): Promise<void> {
  const { header, rows } = shownCells(table);
  return downloadXlsx(fileName.replace(/\.csv$/i, '.xlsx'), label, header, rows.map((cells) => cells.map((cell) => cellOf(cell, cell))));
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- colours, not words
const tint: Record<string, string> = { absent: 'rgba(211, 47, 47, 0.08)', incomplete: 'rgba(237, 108, 2, 0.12)', holiday: 'rgba(2, 136, 209, 0.08)', rest: 'rgba(0, 0, 0, 0.04)' };

function rowTint(row: AttendanceRow): string | undefined {
  if (row.absent) return tint.absent;
  if (row.incomplete) return tint.incomplete;
  if (row.holiday) return tint.holiday;
  if (row.daycd === 'RD') return tint.rest;
  return undefined;
}

interface AttendanceTableProps {
  label: string;
  rows: AttendanceRow[] | undefined;
  loading: boolean;
  timeFormat: TimeFormat;
  withName: boolean;
  fileName: string;
}

/** Days with the spec's columns: sortable, absences and flags tinted, extra punches under the row, CSV and print. */
export function AttendanceTable({ label, rows, loading, timeFormat, withName, fileName }: AttendanceTableProps) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const phone = useMediaQuery('(max-width:599.95px)');
  const otherEntries = (row: AttendanceRow) =>
    row.otherentries.length > 0 ? (
      <Box sx={{ py: 1 }}>
        <Typography variant="subtitle2">
          <Trans>Other entries</Trans>
        </Typography>
        <Typography variant="body2">{row.otherentries.join(' · ')}</Typography>
      </Box>
    ) : null;
  const hidden: Record<string, boolean> = features.showTimeEntries3And4 ? {} : { timein3: false, timeout3: false, timein4: false, timeout4: false };
  const table = useMaterialReactTable<AttendanceRow>({
    columns: attendanceColumns(timeFormat, withName),
    data: rows ?? [],
    getRowId: (row) => `${row.empid}-${row.trdate}`,
    enableExpanding: true,
    getRowCanExpand: (row) => row.original.otherentries.length > 0,
    renderDetailPanel: ({ row }) => otherEntries(row.original),
    renderTopToolbarCustomActions: ({ table: instance }) => (
      <Stack direction="row" spacing={1} sx={{ displayPrint: 'none' }}>
        <ExportButtons
          verb="Download"
          compact={phone}
          disabled={!rows?.length}
          onCsv={() => exportShown(instance, fileName)}
          onXlsx={() => void exportShownXlsx(instance, fileName, label).catch(() => notify.error(t`The Excel file could not be made. Try again, or download CSV.`))}
        />
        <Button size="small" variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
      </Stack>
    ),
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enablePagination: (rows?.length ?? 0) > 100,
    enableBottomToolbar: (rows?.length ?? 0) > 100,
    layoutMode: 'semantic',
    // The date (and name) stay in view while the figures scroll sideways on a phone.
    enableColumnPinning: true,
    defaultColumn: { size: 40, minSize: 40 },
    initialState: {
      density: 'compact',
      columnVisibility: hidden,
      columnPinning: { left: ['mrt-row-expand', ...(withName ? ['fullname'] : []), 'trdate'] },
      pagination: { pageIndex: 0, pageSize: 100 },
    },
    // The progress bar, not MRT's skeleton rows, whose sort buttons have no name while they show.
    state: { showProgressBars: loading },
    localization: { noRecordsToDisplay: loading ? t`Loading…` : t`No days in this range.` },
    muiTableProps: { 'aria-label': label },
    muiTablePaperProps: { variant: 'outlined' },
    // Wider than a laptop beside the menu: it scrolls, and a keyboard can scroll it.
    muiTableContainerProps: { tabIndex: 0, role: 'region', 'aria-label': label } as object,
    muiLinearProgressProps: { 'aria-label': t`Loading ${label}` },
    muiTableBodyRowProps: ({ row, isDetailPanel }) => (isDetailPanel ? {} : ({ 'data-testid': 'attendance-row', sx: { backgroundColor: rowTint(row.original) } } as object)),
    muiTableHeadCellProps: ({ column }) => ({ sx: { whiteSpace: 'nowrap', ...(column.getIsPinned() ? { bgcolor: 'background.paper', zIndex: 1, opacity: 1 } : {}) } }),
    muiTableBodyCellProps: ({ column }) => ({
      sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...(column.getIsPinned() ? { bgcolor: 'background.paper', zIndex: 1, opacity: 1 } : {}) },
    }),
  });
  if (!phone) return <MaterialReactTable table={table} />;
  // On a phone each day is a card, as every other list (components/data-cards).
  return (
    <DataCards<AttendanceRow>
      table={table}
      label={label}
      loading={loading}
      emptyText={t`No days in this range.`}
      testId="attendance-row"
      titleColumns={[...(withName ? ['fullname'] : []), 'trdate']}
      renderDetail={(row) => (row.otherentries.length > 0 ? otherEntries(row) : null)}
      paged={(rows?.length ?? 0) > 100}
    />
  );
}
