import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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

type ApprovalRow = MRT_RowData & { recid: number; current_level: number | null; awaits_you?: boolean };

interface ApprovalScreenProps<Row extends ApprovalRow> {
  title: string;
  /** "attendance adjustments", for the table's name and empty state. */
  noun: string;
  /** One of them, "attendance adjustment", for the approval confirmation. */
  nounOne?: string;
  /** Group requests: numbered "G-12" wherever the screen names one. */
  grouped?: boolean;
  /** What an approver sees before approving one request: a leave's balance, who else is away. */
  renderContext?: (recid: number) => ReactNode;
  columns: RequestColumn<Row>[];
  hiddenColumns?: string[];
  rows: Row[] | undefined;
  loading: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  decide: { pending: boolean; run: (decision: BulkDecision) => Promise<unknown> };
  /** More sections under the table (a type's group requests). */
  children?: ReactNode;
  /** Members of a group request, under its row. */
  renderDetail?: (row: Row) => ReactNode;
  /** History mode: everything routed to me, filtered; otherwise only what waits for me. */
  filter?: { value: RequestFilter; onChange: (value: RequestFilter) => void };
}


/**
 * Whether a row still waits for this person (history rows may already be decided):
 * the server says so (it knows delegations), else the current level names them.
 */
function awaits(row: ApprovalRow, empId: string | undefined): boolean {
  if (typeof row.awaits_you === 'boolean') return row.awaits_you;
  return row.current_level !== null && empId !== undefined && row[`approver${row.current_level}_empid`] === empId;
}

interface ApprovalTableProps<Row extends ApprovalRow> {
  label: string;
  /** Group requests: numbered "G-12" wherever the table names one. */
  grouped?: boolean;
  /** A heading above the table, for a second section such as the group requests. */
  heading?: string;
  noun: string;
  nounOne?: string;
  renderContext?: (recid: number) => ReactNode;
  columns: RequestColumn<Row>[];
  hiddenColumns?: string[];
  rows: Row[] | undefined;
  loading: boolean;
  decide: { pending: boolean; run: (decision: BulkDecision) => Promise<unknown> };
  history?: boolean;
  renderDetail?: (row: Row) => ReactNode;
}

/** An approver's table of one request type: rows that wait for them can be selected, approved, disapproved. */
export function ApprovalTable<Row extends ApprovalRow>(props: ApprovalTableProps<Row>) {
  const { t } = useLingui();
  const multiSelect = getRuntimeConfig().features.multiSelectApproval;
  const empId = useStoredUser()?.empid;
  const awaitsMe = (row: Row) => awaits(row, empId);
  const { decide } = props;
  const noun = { one: props.nounOne ?? t`request`, many: props.nounOne ? props.noun : t`requests`, grouped: props.grouped ?? false };
  const many = props.noun;
  const table = (
    <RequestTable<Row>
      label={props.label}
      columns={props.columns}
      hiddenColumns={props.hiddenColumns}
      rows={props.rows}
      loading={props.loading}
      emptyText={props.history ? t`No ${many} routed to you match these filters.` : t`No ${many} wait for your approval. You are all caught up.`}
      selectable={multiSelect ? awaitsMe : undefined}
      renderDetail={props.renderDetail}
      rowActions={(row) => (awaitsMe(row) ? <ApprovalActions compact recids={[row.recid]} pending={decide.pending} onDecide={decide.run} noun={noun} renderContext={props.renderContext} /> : null)}
      toolbarActions={
        multiSelect
          ? (selected, instance) => (
              <ApprovalActions
                recids={selected.map((row) => row.recid)}
                pending={decide.pending}
                onDecide={decide.run}
                onDone={() => instance.resetRowSelection()}
                noun={noun}
                renderContext={props.renderContext}
              />
            )
          : undefined
      }
    />
  );
  if (!props.heading) return table;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {props.heading}
      </Typography>
      {table}
    </>
  );
}

/** The approver's screen for any request type: select, approve, disapprove with remarks. */
export function ApprovalScreen<Row extends ApprovalRow>(props: ApprovalScreenProps<Row>) {
  const noun = props.noun;
  return (
    <Box>
      <PageHeader title={props.title} onRefresh={props.onRefresh} refreshing={props.refreshing} />
      {props.filter ? (
        <RequestFilterBar value={props.filter.value} onChange={props.filter.onChange} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>These {noun} wait for your decision at your level.</Trans>
        </Typography>
      )}
      <ApprovalTable<Row>
        label={props.title}
        grouped={props.grouped}
        noun={props.noun}
        nounOne={props.nounOne}
        renderContext={props.renderContext}
        columns={props.columns}
        hiddenColumns={props.hiddenColumns}
        rows={props.rows}
        loading={props.loading}
        decide={props.decide}
        history={props.filter !== undefined}
        renderDetail={props.renderDetail}
      />
      {props.children}
    </Box>
  );
}
