import type { TimeFormat } from '@portal/contracts/config';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { downloadText, toCsv } from '../../../lib/csv';
import { formatDate, formatTime } from '../../../lib/time-format';

/** The time records as the table shows them: the same columns, dates and times in the person's format. */
export function exportTimeRecords(records: TimeRecord[], columns: { key: keyof TimeRecord; label: string }[], timeFormat: TimeFormat): void {
  const flagged = records.some((record) => record.outside_geofence);
  const header = ['Date', ...columns.map((column) => column.label), ...(flagged ? ['Note'] : [])];
  const rows = records.map((record) => [
    formatDate(record.trdate),
    ...columns.map((column) => formatTime(record[column.key] as string | null, timeFormat)),
    ...(flagged ? [record.outside_geofence ? 'Outside office area' : ''] : []),
  ]);
  const days = records.map((record) => record.trdate).sort();
  downloadText(`time-records-${days[0]}-to-${days.at(-1)}.csv`, toCsv(header, rows));
}
