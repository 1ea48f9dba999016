import type { TimeFormat } from '@portal/contracts/config';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { downloadText, toCsv } from '../../../lib/csv';
import { formatDate, formatTime } from '../../../lib/time-format';
import { dayMarks } from './day-marks';

/** The time records as the table shows them: the same columns, dates and times in the person's format. */
export function exportTimeRecords(records: TimeRecord[], columns: { key: keyof TimeRecord; label: string }[], timeFormat: TimeFormat): void {
  // The marks the table shows under each date, in a column of their own when any day has one.
  const flagged = records.some((record) => dayMarks(record).length > 0);
  const header = ['Date', ...columns.map((column) => column.label), ...(flagged ? ['Note'] : [])];
  const rows = records.map((record) => [
    formatDate(record.trdate),
    ...columns.map((column) => formatTime(record[column.key] as string | null, timeFormat)),
    ...(flagged ? [dayMarks(record).map((mark) => mark.text).join('; ')] : []),
  ]);
  const days = records.map((record) => record.trdate).sort();
  downloadText(`time-records-${days[0]}-to-${days.at(-1)}.csv`, toCsv(header, rows));
}
