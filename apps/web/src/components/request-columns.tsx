import { t } from '@lingui/core/macro';
import Typography from '@mui/material/Typography';
import type { MRT_RowData } from 'material-react-table';
import { requestRef, type DocumentRef } from '@portal/contracts/approvals';
import { formatDate } from '../lib/time-format';
import { DocumentLinks } from './document-upload';
import type { RequestColumn } from './request-table';
import { StatusChip } from './status-chip';
import { statusLabel } from './status-label';
import type { ExportMeta } from './table-export';
import type { LaptopDetailMeta } from './data-table';

/** On a laptop these go into each row's detail, so the rest fit across (see DataTable). */
const inLaptopDetail: LaptopDetailMeta = { laptopDetail: true };

// Column builders every request list shares; each type adds its own columns between them.
// They are called as a screen renders, so their headers are in the active language.

type Row = MRT_RowData;

/** A status exports as its chip reads ("Approved"), a level without an approver as blank. */
// `status` tells the phone cards that '' is a status to show (For Approval), not a blank.
const statusText: ExportMeta<Row> & { status: true } = { csv: (value) => statusLabel(value as string | null), status: true };

/** The request's number; a group request's reads "G-12", so it is never taken for an individual one. */
export function recidColumn<R extends Row>(grouped = false): RequestColumn<R> {
  if (!grouped) return { accessorKey: 'recid', header: t`Ref #`, size: 80 };
  return { id: 'recid', accessorFn: (row: R) => requestRef(row.recid as number, true), header: t`Ref #`, size: 80 };
}

/** Where the request stands overall; on a phone it is pinned beside the reference. */
export function overallStatusColumn<R extends Row>(): RequestColumn<R> {
  return {
    accessorKey: 'overall_status',
    header: t`Status`,
    Cell: ({ cell }) => <StatusChip status={cell.getValue<string>()} />,
    meta: statusText,
  };
}

/** "Mon, Dec 7, 2026", which a narrow column may break only before the year. */
function DateText({ text }: { text: string }) {
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(0, cut + 1)}</span> <span style={{ whiteSpace: 'nowrap' }}>{text.slice(cut + 2)}</span>
    </>
  );
}

export function dateColumn<R extends Row>(key: string, header: string): RequestColumn<R> {
  return {
    accessorKey: key,
    header,
    Cell: ({ cell }) => <DateText text={formatDate(cell.getValue<string>())} />,
    // The cell draws markup (kept on one line), so the export is told the text it shows.
    meta: { csv: (value) => formatDate(value as string) } satisfies ExportMeta<Row>,
    sortingFn: 'alphanumeric',
  };
}

export function fullnameColumn<R extends Row>(): RequestColumn<R> {
  return { accessorKey: 'fullname', header: t`Employee` };
}

/** A long text cut with an ellipsis (spec §9 switch), whole on hover. */
export function textColumn<R extends Row>(key: string, header: string, ellipsis: boolean): RequestColumn<R> {
  return {
    accessorKey: key,
    header,
    enableSorting: false,
    Cell: ({ cell }) => {
      const text = cell.getValue<string | null>() ?? '';
      return ellipsis ? (
        <Typography variant="body2" title={text} sx={{ maxWidth: { xs: 220, md: 120, xl: 220 }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {text}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ whiteSpace: 'normal', minWidth: 120 }}>
          {text}
        </Typography>
      );
    },
  };
}

/** Overall statuses after which nothing waits: approved, or rejected at some level. */
const ENDED = new Set(['A', 'D', 'E']);

/**
 * A level's status as the person should read it: a level still waiting ('') on a
 * request that has ended was never reached, so it shows nothing rather than "For Approval".
 */
export function shownLevelStatus(level: string | null | undefined, overall: string | null | undefined): string | null {
  if (level === '' && overall && ENDED.has(overall)) return null;
  return level ?? null;
}

/** One status chip per approval level, named as the type's table names them. */
export function levelStatusColumns<R extends Row>(levelColumns: readonly [string, string, string]): RequestColumn<R>[] {
  return levelColumns.map((key, index) => {
    const level = index + 1;
    return {
      id: key,
      accessorFn: (row: R) => shownLevelStatus(row[key] as string | null | undefined, row.overall_status as string | null | undefined),
      header: t`Level ${level}`,
      enableSorting: false,
      Cell: ({ cell }) => <StatusChip status={cell.getValue<string | null>()} />,
      meta: { ...statusText, ...inLaptopDetail },
    };
  });
}

/** Each level's approver; where a delegate acted in their place, "Grace Aquino (for Maria Santos)". */
export function approverColumns<R extends Row>(): RequestColumn<R>[] {
  return [1, 2, 3].map((level) => ({
    id: `approver${level}`,
    header: t`Approver ${level}`,
    enableSorting: false,
    accessorFn: (row: R) => {
      const approver = row[`approver${level}`] as string | null;
      const delegate = row[`delegate${level}`] as string | null | undefined;
      return delegate && approver ? t`${delegate} (for ${approver})` : approver;
    },
    meta: inLaptopDetail,
  }));
}

/** The remarks of every level that gave one, so a rejection's reason is never hidden. */
export function remarksColumn<R extends Row>(): RequestColumn<R> {
  return {
    id: 'remarks',
    header: t`Remarks`,
    enableSorting: false,
    accessorFn: (row) => [row.remarks, row.remarks2, row.remarks3].filter(Boolean).join(' / '),
    meta: inLaptopDetail,
    Cell: ({ cell }) => (
      <Typography variant="body2" sx={{ whiteSpace: 'normal', minWidth: 100 }}>
        {cell.getValue<string>()}
      </Typography>
    ),
  };
}

export function documentsColumn<R extends Row>(): RequestColumn<R> {
  return {
    accessorKey: 'documents',
    header: t`Documents`,
    enableSorting: false,
    Cell: ({ cell }) => <DocumentLinks documents={cell.getValue<DocumentRef[]>() ?? []} />,
    meta: { csv: (value: unknown) => ((value as DocumentRef[] | null) ?? []).map((document) => document.name), ...inLaptopDetail },
  };
}
