import { t } from '@lingui/core/macro';
import type { TimeFormat } from '@portal/contracts/config';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { downloadText, toCsv } from '../../../lib/csv';
import { cellOf, downloadXlsx } from '../../../lib/xlsx';
import { formatDate, formatTime } from '../../../lib/time-format';
import { dayMarks } from './day-marks';

type Columns = { key: keyof TimeRecord; label: string }[];

/** The header and rows the table shows; the date is given as stored and as shown, for each format to take its own. */
function shownRecords(records: TimeRecord[], columns: Columns, timeFormat: TimeFormat) {
  // The marks the table shows under each date, in a column of their own when any day has one.
  const flagged = records.some((record) => dayMarks(record).length > 0);
  const header = [t`Date`, ...columns.map((column) => column.label), ...(flagged ? [t`Note`] : [])];
  const rows = records.map((record) => ({
    date: record.trdate,
    cells: [...columns.map((column) => formatTime(record[column.key] as string | null, timeFormat)), ...(flagged ? [dayMarks(record).map((mark) => mark.text).join('; ')] : [])],
  }));
  const days = records.map((record) => record.trdate).sort();
  return { header, rows, baseName: `time-records-${days[0]}-to-${days.at(-1)}` };
}

/** The time records as the table shows them: the same columns, dates and times in the person's format. */
export function exportTimeRecords(records: TimeRecord[], columns: Columns, timeFormat: TimeFormat): void {
  const { header, rows, baseName } = shownRecords(records, columns, timeFormat);
  downloadText(`${baseName}.csv`, toCsv(header, rows.map((row) => [formatDate(row.date), ...row.cells])));
}

/** The same as an Excel workbook, the date a date cell and the times as shown. */
export function exportTimeRecordsXlsx(records: TimeRecord[], columns: Columns, timeFormat: TimeFormat): Promise<void> {
  const { header, rows, baseName } = shownRecords(records, columns, timeFormat);
  return downloadXlsx(`${baseName}.xlsx`, t`Time records`, header, rows.map((row) => [cellOf(row.date, row.date), ...row.cells.map((cell) => cellOf(cell, cell))]));
}
