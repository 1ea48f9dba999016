import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { TimeFormat } from '@portal/contracts/config';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { formatDate, formatTime } from '../../../lib/time-format';
import { dayMarks } from './day-marks';
import { TimeRecordCards } from './time-record-cards';
import { exportTimeRecords, exportTimeRecordsXlsx } from './time-records-csv';
import { notify } from '../../../lib/notify';

type TimeColumn = 'timein1' | 'timeout1' | 'timein2' | 'timeout2' | 'timein3' | 'timeout3' | 'timein4' | 'timeout4';

function columnsFor(showPairs3And4: boolean): { key: TimeColumn; label: string }[] {
  const pairs = showPairs3And4 ? [1, 2, 3, 4] : [1, 2];
  return pairs.flatMap((pair) => [
    { key: `timein${pair}` as TimeColumn, label: t`Time In ${pair}` },
    { key: `timeout${pair}` as TimeColumn, label: t`Time Out ${pair}` },
  ]);
}

interface TimeRecordsTableProps {
  records: TimeRecord[] | undefined;
  loading: boolean;
  timeFormat: TimeFormat;
  showPairs3And4: boolean;
}

/**
 * trdate and the in/out pairs (spec §3); pairs 3 and 4 are hidden by the switch. On a
 * phone, one card a day (TimeRecordCards), so no pair is cut off the screen's side.
 */
export function TimeRecordsTable({ records, loading, timeFormat, showPairs3And4 }: TimeRecordsTableProps) {
  const { t } = useLingui();
  const columns = columnsFor(showPairs3And4);
  // On a phone the year goes, so the first pair fits beside the date.
  const compact = useMediaQuery('(max-width:599.95px)');
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!records?.length}
          onClick={() => exportTimeRecords(records ?? [], columns, timeFormat)}
        >
          <Trans>Export CSV</Trans>
        </Button>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={!records?.length}
          onClick={() =>
            void exportTimeRecordsXlsx(records ?? [], columns, timeFormat).catch(() =>
              notify.error(t`The Excel file could not be made. Try again, or export CSV.`),
            )
          }
        >
          <Trans>Export XLSX</Trans>
        </Button>
      </Stack>
      {compact && (records?.length ?? 0) + (loading ? 1 : 0) > 0 ? (
        <TimeRecordCards
          records={records}
          loading={loading}
          timeFormat={timeFormat}
          pairs={showPairs3And4 ? [1, 2, 3, 4] : [1, 2]}
        />
      ) : (
        <TableContainer
          component={Paper}
          tabIndex={0}
          role="region"
          aria-label={t`Time records`}
          sx={{ maxWidth: '100%' }}
        >
          <Table size="small" aria-label={t`Time records`}>
            <TableHead>
              <TableRow>
                <TableCell
                  sx={{
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                  }}
                >
                  <Trans>Date</Trans>
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading &&
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    <TableCell colSpan={columns.length + 1}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))}

              {!loading &&
                records?.map((record) => (
                  <TableRow key={record.trdate} data-testid="time-record-row">
                    <TableCell sx={{ whiteSpace: 'nowrap', position: 'sticky', left: 0, bgcolor: 'background.paper' }}>
                      {formatDate(record.trdate, { compact })}
                      {dayMarks(record).map((mark) => (
                        <Typography
                          key={mark.text}
                          variant="caption"
                          color={mark.warn ? 'warning.main' : 'text.secondary'}
                          sx={{ display: 'block' }}
                          title={mark.meaning}
                        >
                          {mark.text}
                        </Typography>
                      ))}
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.key} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                        {formatTime(record[column.key], timeFormat)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
            </TableBody>
          </Table>
          {/* Below the table rather than in a row: a row scrolls sideways with the columns on a phone. */}
          {!loading && (records === undefined || records.length === 0) && (
            <Typography color="text.secondary" sx={{ py: 3, px: 2, textAlign: 'center', position: 'sticky', left: 0 }}>
              {records === undefined
                ? t`Your time records will show once the portal can reach the server.`
                : t`No time records yet. Your punches will show here.`}
            </Typography>
          )}
        </TableContainer>
      )}
    </Box>
  );
}
