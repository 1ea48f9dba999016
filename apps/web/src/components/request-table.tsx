import type { ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MRT_RowData, MRT_TableInstance } from 'material-react-table';
import { getRuntimeConfig } from '../lib/runtime-config';
import { serverNow } from '../lib/server-clock';
import { dateOfInstant } from '../lib/time-format';
import { DataTable, type DataColumn } from './data-table';

export type RequestColumn<Row extends MRT_RowData> = DataColumn<Row>;

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
  /** Every request list exports what it shows; a table inside another row's panel need not. */
  exportable?: boolean;
}

/** "My Leaves" on 23 November 2026 exports as my-leaves-2026-11-23.csv. */
export function exportFileNameFor(label: string, today: string): string {
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'requests'}-${today}.csv`;
}

/**
 * The table every request list uses: the shared DataTable keyed and sorted by
 * recid, newest first, with the reference (and on a phone the status) pinned.
 */
export function RequestTable<Row extends MRT_RowData & { recid: number }>(props: RequestTableProps<Row>) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const { exportable = true, ...tableProps } = props;
  const today = dateOfInstant(serverNow(), getRuntimeConfig().timeZone);
  return (
    <DataTable<Row>
      {...tableProps}
      exportFileName={exportable ? exportFileNameFor(props.label, today) : undefined}
      rowId={(row) => String(row.recid)}
      initialSorting={[{ id: 'recid', desc: true }]}
      pinnedLeft={['recid', ...(phone ? ['overall_status'] : [])]}
    />
  );
}
