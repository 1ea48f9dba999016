import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { MRT_RowData } from 'material-react-table';
import type { RequestFilter } from '../lib/request-filter';
import { ConfirmDialog } from './confirm-dialog';
import { PageHeader } from './page-header';
import { RequestFilterBar } from './request-filter-bar';
import { RequestTable, type RequestColumn } from './request-table';
import { requestRef } from '@portal/contracts/approvals';

type OwnRow = MRT_RowData & { recid: number; overall_status: string; current_level: number | null };

interface MyRequestsScreenProps<Row extends OwnRow> {
  title: string;
  /** "adjustment", "itinerary": names one request in buttons and dialogs. */
  noun: string;
  /** Group requests: numbered "G-12" wherever the screen names one. */
  grouped?: boolean;
  newLabel: string;
  emptyText: string;
  columns: RequestColumn<Row>[];
  hiddenColumns: string[];
  filter: { value: RequestFilter; onChange: (value: RequestFilter) => void };
  list: { rows: Row[] | undefined; loading: boolean; refreshing: boolean; refresh: () => void };
  remove: { pending: boolean; run: (recid: number) => Promise<unknown> };
  /** The create/edit dialog for a row, or for a new request when row is null. */
  renderDialog: (row: Row | null, close: () => void) => ReactNode;
  /** Group requests: members under each row, and no edit (delete and file again). */
  renderDetail?: (row: Row) => ReactNode;
  editable?: boolean;
  /** Shown above the filter: balances, a hint. */
  summary?: ReactNode;
  /** Another way to file, beside the new button (a team lead filing for a member). */
  moreActions?: ReactNode;
}

/** Untouched by every level (no one has acted yet): still the requester's to edit or delete. */
export const isUntouched = (row: OwnRow) => row.overall_status === '' && row.current_level === 1;

/** A requester's list of one request type: filter, table, new, edit and a confirmed delete. */
export function MyRequestsScreen<Row extends OwnRow>(props: MyRequestsScreenProps<Row>) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { list, remove, editable = true } = props;
  const noun = props.noun;
  const deletingRef = deleting ? requestRef(deleting.recid, props.grouped) : '';
  const refOf = (row: Row) => requestRef(row.recid, props.grouped);
  return (
    <Box>
      <PageHeader
        title={props.title}
        onRefresh={list.refresh}
        refreshing={list.refreshing}
        actions={
          <>
            {props.moreActions}
            <Button variant="contained" size="small" startIcon={<Add />} onClick={() => setEditing('new')}>
              {props.newLabel}
            </Button>
          </>
        }
      />
      {props.summary}
      <RequestFilterBar value={props.filter.value} onChange={props.filter.onChange} />
      <RequestTable<Row>
        label={props.title}
        columns={props.columns}
        hiddenColumns={props.hiddenColumns}
        rows={list.rows}
        loading={list.loading}
        emptyText={props.emptyText}
        renderDetail={props.renderDetail}
        rowActions={(row) => {
          if (!isUntouched(row)) return null;
          const ref = refOf(row);
          return (
            <Stack direction="row">
              {editable && (
                <Tooltip title={t`Edit`}>
                  <IconButton aria-label={t`Edit ${ref}`} onClick={() => setEditing(row)}>
                    <EditOutlined />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title={t`Delete`}>
                <IconButton aria-label={t`Delete ${ref}`} color="error" onClick={() => setDeleting(row)}>
                  <DeleteOutline />
                </IconButton>
              </Tooltip>
            </Stack>
          );
        }}
      />
      {editing !== null && props.renderDialog(editing === 'new' ? null : editing, () => setEditing(null))}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete ${noun} ${deletingRef}?`}
        message={t`The request is withdrawn and your approvers will no longer see it. This cannot be undone.`}
        confirmLabel={t`Delete`}
        pending={remove.pending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove.run(deleting.recid).finally(() => setDeleting(null));
        }}
      />
    </Box>
  );
}
