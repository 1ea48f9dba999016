import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MRT_RowData } from 'material-react-table';
import type { BulkDecision } from '../lib/bulk-decision';
import { getRuntimeConfig } from '../lib/runtime-config';
import { useStoredUser } from '../lib/stored-user';
import { ApprovalActions } from './approval-actions';
import { PageHeader } from './page-header';
import type { RequestFilter } from '../lib/request-filter';
import { RequestFilterBar } from './request-filter-bar';
import { RequestTable, type RequestColumn } from './request-table';

interface ApprovalScreenProps<Row extends MRT_RowData & { recid: number; current_level: number | null }> {
  title: string;
  /** "attendance adjustments", for the table's name and empty state. */
  noun: string;
  columns: RequestColumn<Row>[];
  hiddenColumns?: string[];
  rows: Row[] | undefined;
  loading: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  decide: { pending: boolean; run: (decision: BulkDecision) => Promise<unknown> };
  /** History mode: everything routed to me, filtered; otherwise only what waits for me. */
  filter?: { value: RequestFilter; onChange: (value: RequestFilter) => void };
}

type ApprovalRow = MRT_RowData & { recid: number; current_level: number | null };

/** Whether a row still waits for this person (history rows may already be decided). */
function awaits(row: ApprovalRow, empId: string | undefined): boolean {
  return row.current_level !== null && empId !== undefined && row[`approver${row.current_level}_empid`] === empId;
}

/** The approver's screen for any request type: select, approve, disapprove with remarks. */
export function ApprovalScreen<Row extends MRT_RowData & { recid: number; current_level: number | null }>(props: ApprovalScreenProps<Row>) {
  const multiSelect = getRuntimeConfig().features.multiSelectApproval;
  const empId = useStoredUser()?.empid;
  const awaitsMe = (row: Row) => awaits(row, empId);
  const { decide } = props;
  return (
    <Box>
      <PageHeader title={props.title} onRefresh={props.onRefresh} refreshing={props.refreshing} />
      {props.filter ? (
        <RequestFilterBar value={props.filter.value} onChange={props.filter.onChange} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          These {props.noun} wait for your decision at your level.
        </Typography>
      )}
      <RequestTable<Row>
        label={props.title}
        columns={props.columns}
        hiddenColumns={props.hiddenColumns}
        rows={props.rows}
        loading={props.loading}
        emptyText={props.filter ? `No ${props.noun} routed to you match these filters.` : `Nothing waits for your approval. You are all caught up.`}
        selectable={multiSelect ? awaitsMe : undefined}
        rowActions={(row) => (awaitsMe(row) ? <ApprovalActions compact recids={[row.recid]} pending={decide.pending} onDecide={decide.run} /> : null)}
        toolbarActions={
          multiSelect
            ? (selected, table) => (
                <ApprovalActions recids={selected.map((row) => row.recid)} pending={decide.pending} onDecide={decide.run} onDone={() => table.resetRowSelection()} />
              )
            : undefined
        }
      />
    </Box>
  );
}
