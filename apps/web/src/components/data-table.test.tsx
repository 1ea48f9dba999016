import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import Button from '@mui/material/Button';
import { DataTable, type DataColumn } from './data-table';
import { StatusChip } from './status-chip';
import { moneyColumn } from './money-column';

interface Row {
  recid: number;
  overall_status: string;
  fullname: string;
  reason: string | null;
  status2: string | null;
  tardy: number;
}

const columns: DataColumn<Row>[] = [
  { accessorKey: 'recid', header: 'Ref #' },
  { accessorKey: 'overall_status', header: 'Status', meta: { status: true }, Cell: ({ cell }) => <StatusChip status={cell.getValue<string>()} /> },
  { accessorKey: 'fullname', header: 'Employee' },
  { accessorKey: 'reason', header: 'Reason' },
  { accessorKey: 'status2', header: 'Level 2', meta: { status: true }, Cell: ({ cell }) => <StatusChip status={cell.getValue<string | null>()} /> },
  { accessorKey: 'tardy', header: 'Tardy (min)' },
  { id: 'certificate', header: 'Certificate', Cell: ({ row }) => <Button>View #{row.original.recid}</Button> },
];

const rows: Row[] = [
  { recid: 7, overall_status: '', fullname: 'Juan dela Cruz', reason: 'Enrolment day', status2: '', tardy: 12 },
  { recid: 8, overall_status: 'A', fullname: 'Grace Aquino', reason: null, status2: null, tardy: 0 },
];

function renderTable() {
  return render(
    <DataTable<Row>
      label="Leaves for Approval"
      columns={columns}
      rows={rows}
      loading={false}
      emptyText="Nothing here."
      rowId={(row) => String(row.recid)}
      initialSorting={[{ id: 'recid', desc: true }]}
      pinnedLeft={['recid', 'overall_status']}
      selectable={(row) => row.overall_status === ''}
      rowActions={(row) => <Button>Approve #{row.recid}</Button>}
      toolbarActions={(selected) => <span data-testid="selected">{selected.map((row) => row.recid).join(',')}</span>}
      renderDetail={(row) => <p>Members of #{row.recid}</p>}
    />,
  );
}

afterEach(cleanup);

/** As in the app: every screen is inside the language's provider. */
const inLanguage = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactNode) => renderBare(<>{ui}</>, { wrapper: inLanguage });

/** The test window's size, which the media queries read (happy-dom). */
function setViewport(width: number, height: number): void {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height });
}

describe('DataTable on a phone', () => {
  beforeEach(() => {
    setViewport(390, 844);
  });

  it('shows each row as a card: the reference and status on top, every column with a value, the actions', () => {
    renderTable();
    const cards = within(screen.getByRole('list', { name: 'Leaves for Approval' })).getAllByTestId('request-row');
    expect(cards.map((card) => card.textContent?.slice(0, 3))).toEqual(['#8A', '#7F']);
    const juan = within(cards[1]!);
    expect(juan.getByText('Employee').tagName).toBe('DT');
    expect(juan.getByText('Enrolment day').closest('dd')).toBeTruthy();
    // '' is For Approval at a level, so it stays; an empty reason or a null level is left off.
    expect(juan.getByText('Level 2')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Reason')).toBeNull();
    expect(within(cards[0]!).queryByText('Level 2')).toBeNull();
    expect(juan.getByText('Tardy (min)')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Tardy (min)')).toBeNull();
    expect(juan.getByRole('button', { name: 'Approve #7' })).toBeTruthy();
    // A column that only renders (no value of its own) is always on the card.
    expect(juan.getByRole('button', { name: 'View #7' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('leaves a zero amount off a card, unless the column says a zero is the answer', () => {
    type Line = { id: number; label: string; amount: number };
    const lines: Line[] = [{ id: 1, label: 'Tax withheld', amount: 0 }];
    const table = (showZero: boolean) => (
      <DataTable<Line>
        label="Lines"
        columns={[{ accessorKey: 'label', header: 'Line' }, moneyColumn<Line>('amount', 'Amount', (line) => line.amount, { showZero })]}
        rows={lines}
        loading={false}
        emptyText="Nothing here."
        rowId={(line) => String(line.id)}
        initialSorting={[]}
      />
    );
    const { rerender } = render(table(false));
    expect(screen.queryByText('Amount')).toBeNull();
    rerender(table(true));
    expect(screen.getByText('Amount')).toBeTruthy();
    expect(screen.getByText('Php 0.00')).toBeTruthy();
  });

  it("opens a row's detail from its card", () => {
    renderTable();
    const juan = within(screen.getAllByTestId('request-row')[1]!);
    fireEvent.click(juan.getByRole('button', { name: /expand/i }));
    expect(juan.getByText('Members of #7')).toBeTruthy();
  });

  it('keeps selection for bulk work, one card at a time or all at once', () => {
    renderTable();
    expect(screen.getByTestId('selected').textContent).toBe('');
    fireEvent.click(screen.getByLabelText('Select all'));
    expect(screen.getByTestId('selected').textContent).toBe('7');
  });
});

describe('DataTable on a laptop', () => {
  beforeEach(() => {
    setViewport(1366, 768);
  });

  it('is a table named by its label', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Leaves for Approval' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Leaves for Approval' })).toBeNull();
  });

  it("moves a request's level columns into each row's detail, and shows them across on a wide screen", () => {
    const levelled = columns.map((column) => (column.header === 'Level 2' ? { ...column, meta: { status: true, laptopDetail: true } } : column));
    const view = render(
      <DataTable<Row> label="Leaves for Approval" columns={levelled} rows={rows} loading={false} emptyText="Nothing here." rowId={(row) => String(row.recid)} initialSorting={[{ id: 'recid', desc: true }]} />,
    );
    const table = screen.getByRole('table', { name: 'Leaves for Approval' });
    expect(within(table).queryByRole('columnheader', { name: /Level 2/ })).toBeNull();
    // Juan's row (#7, second: newest first) opens to show its level.
    fireEvent.click(within(table).getAllByRole('button', { name: 'Expand' })[1]!);
    const detail = within(table).getByText('Level 2').closest('dl')!;
    expect(within(detail as HTMLElement).getByText('For Approval')).toBeTruthy();
    view.unmount();

    setViewport(1920, 1080);
    renderTable();
    expect(within(screen.getByRole('table', { name: 'Leaves for Approval' })).getByRole('columnheader', { name: /Level 2/ })).toBeTruthy();
  });
});
