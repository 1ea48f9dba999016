import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table';
import type { LoadedReport } from '../api/get-report';
import { dataColumnsOf, type ReportTable } from '../report-columns';
import { reportTables } from '../report-definitions';
import type { ReportParams } from '../report-params';
import { describeReport } from '../report-summary';
import { PhoneSort } from './phone-sort';

interface ReportViewProps {
  loaded: LoadedReport | undefined;
  /** Why the period cannot be asked for (shown on the dates too); nothing is asked meanwhile. */
  problem: string | null;
  /** An earlier answer of the same report shows while the new filters load. */
  stale: boolean;
  failure: Error | null;
  onRetry: () => void;
  sort: ReportParams['sort'];
  onSort: (sort: { id: string; desc: boolean }) => void;
  phone: boolean;
}

/** The sort the link names, if it is one of the table's columns; else the table's own first sort. */
function sortOf(table: ReportTable, sort: ReportParams['sort']) {
  return sort && table.columns.some((column) => column.id === sort.id) ? sort : table.defaultSort;
}

/** A report's sentence and tables, with loading, failure and empty states; the last table is the list whose sort the link keeps. */
export function ReportView({ loaded, problem, stale, failure, onRetry, sort, onSort, phone }: ReportViewProps) {
  const { t } = useLingui();
  const failed = failure && (
    <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={onRetry}><Trans>Retry</Trans></Button>}>
      {failure.message || t`The report could not be loaded.`}
    </Alert>
  );
  if (problem) return <Alert severity="info">{t`${problem}: change the dates above to see the report.`}</Alert>;
  if (!loaded) {
    return (
      failed || (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t`Loading the report`}>
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="rounded" height={48} />
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={phone ? 96 : 36} />
          ))}
        </Stack>
      )
    );
  }
  const tables = reportTables(loaded);
  const main = tables[tables.length - 1]!;
  return (
    <Box>
      {failed}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
        {describeReport(loaded)}
      </Typography>
      {tables.map((table) => {
        const isMain = table === main;
        const chosen = isMain ? sortOf(table, sort) : undefined;
        return (
          <Box key={`${loaded.kind}-${table.label}`} component="section" aria-label={table.label} sx={{ mb: 3 }}>
            {tables.length > 1 && (
              <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.05rem' }}>
                {table.label}
              </Typography>
            )}
            {phone && chosen && table.rows.length > 1 && <PhoneSort columns={table.columns} sort={chosen} onSort={onSort} />}
            <DataTable
              label={table.label}
              columns={dataColumnsOf(table.columns)}
              rows={table.rows}
              loading={stale}
              emptyText={table.emptyText}
              rowId={table.rowId}
              initialSorting={[table.defaultSort]}
              {...(chosen ? { sorting: [chosen], onSortingChange: (next) => next[0] && onSort({ id: next[0].id, desc: next[0].desc }) } : {})}
              pinnedLeft={table.titleColumns}
              exportFileName={table.fileName}
              testId={isMain ? 'report-row' : 'report-summary-row'}
            />
          </Box>
        );
      })}
    </Box>
  );
}
