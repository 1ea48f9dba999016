import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import type { MRT_RowData, MRT_SortingState } from 'material-react-table';
import type { RouteDefinition } from '@portal/contracts/http';
import { ConfirmDialog } from './confirm-dialog';
import { CsvImportDialog } from './csv-import-dialog';
import { DataTable, type DataColumn, type DataTableProps } from './data-table';
import { PageHeader } from './page-header';

interface AdminListScreenProps<Row extends MRT_RowData> {
  title: string;
  /** Above the table: filters, a note. */
  intro?: ReactNode;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  rowId: (row: Row) => string;
  initialSorting: MRT_SortingState;
  pinnedLeft?: string[];
  emptyText: string;
  exportFileName: string;
  newLabel?: string;
  onNew?: () => void;
  importing?: { route: RouteDefinition; columns: readonly string[]; title: string };
  /** Per-row actions of the page's own; without them, Edit and Delete from onEdit and removing. */
  rowActions?: (row: Row) => ReactNode;
  onEdit?: (row: Row) => void;
  /** Delete behind a confirmation that says what deleting this row does. */
  removing?: { title: (row: Row) => string; message: (row: Row) => string; pending: boolean; remove: (row: Row) => Promise<unknown> };
  /** Multi-select, for acting on many rows at once (see DataTable). */
  selectable?: (row: Row) => boolean;
  /** Buttons over the table that act on the selected rows. */
  toolbarActions?: DataTableProps<Row>['toolbarActions'];
  renderDetail?: (row: Row) => ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/**
 * One HR administration list: searchable, sortable, paged, exported as CSV, with
 * New and Import CSV. Every admin area uses it, on the same table as the requests.
 */
export function AdminListScreen<Row extends MRT_RowData>(props: AdminListScreenProps<Row>) {
  const { t } = useLingui();
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { onEdit, removing } = props;
  const editAndDelete =
    onEdit || removing
      ? (row: Row) => (
          <Stack direction="row" spacing={1}>
            {onEdit && (
              <Button size="small" onClick={() => onEdit(row)}>
                <Trans>Edit</Trans>
              </Button>
            )}
            {removing && (
              <Button size="small" color="error" onClick={() => setDeleting(row)}>
                <Trans>Delete</Trans>
              </Button>
            )}
          </Stack>
        )
      : undefined;
  return (
    <Box>
      <PageHeader
        title={props.title}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing}
        actions={
          <Stack direction="row" spacing={1}>
            {props.importing && (
              <Button size="small" variant="outlined" startIcon={<UploadFile />} onClick={() => setImportOpen(true)}>
                <Trans>Import CSV</Trans>
              </Button>
            )}
            {props.onNew && (
              <Button size="small" variant="contained" startIcon={<Add />} onClick={props.onNew}>
                {props.newLabel ?? t`New`}
              </Button>
            )}
          </Stack>
        }
      />
      {props.intro}
      <DataTable<Row>
        label={props.title}
        columns={props.columns}
        rows={props.rows}
        loading={props.loading}
        emptyText={props.emptyText}
        rowId={props.rowId}
        initialSorting={props.initialSorting}
        pinnedLeft={props.pinnedLeft}
        rowActions={props.rowActions ?? editAndDelete}
        selectable={props.selectable}
        toolbarActions={props.toolbarActions}
        renderDetail={props.renderDetail}
        searchable
        exportFileName={props.exportFileName}
        testId="admin-row"
      />
      {importOpen && props.importing && (
        <CsvImportDialog title={props.importing.title} route={props.importing.route} columns={props.importing.columns} onClose={() => setImportOpen(false)} onImported={props.onRefresh} />
      )}
      {removing && (
        <ConfirmDialog
          open={deleting !== null}
          title={deleting ? removing.title(deleting) : ''}
          message={deleting ? removing.message(deleting) : ''}
          confirmLabel={t`Delete`}
          pending={removing.pending}
          onConfirm={() => {
            if (deleting) void removing.remove(deleting).finally(() => setDeleting(null));
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {props.children}
    </Box>
  );
}
