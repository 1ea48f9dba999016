import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { overtimeDayTypes, type OvertimeDayType } from '@portal/contracts/payroll-handoff';
import {
  requestAgeBuckets,
  type AbsencesReportRow,
  type LeaveBalanceReportRow,
  type OvertimeReportRow,
  type RequestReportRow,
  type RequestSummaryRow,
  type TardinessReportRow,
} from '@portal/contracts/reports';
import { statusLabel } from '../../components/status-label';
import { i18n } from '../../lib/i18n';
import { formatDate } from '../../lib/time-format';
import type { LoadedReport } from './api/get-report';
import { reportTable, type ReportColumn, type ReportTable } from './report-columns';
import { requestTypeLabel } from '../../components/request-type-words';

const dayTypeLabels: Record<OvertimeDayType, MessageDescriptor> = {
  ordinary: msg`Ordinary day`,
  rest_day: msg`Rest day`,
  special_holiday: msg`Special holiday`,
  special_holiday_rest_day: msg`Special holiday on a rest day`,
  regular_holiday: msg`Regular holiday`,
  regular_holiday_rest_day: msg`Regular holiday on a rest day`,
};


/** The days-open buckets' headings, in the order of the contracts' requestAgeBuckets (whose labels they are in English). */
const ageBucketLabels: MessageDescriptor[] = [msg`0–1 days`, msg`2–3 days`, msg`4–7 days`, msg`8–14 days`, msg`15–30 days`, msg`Over 30 days`];
const ageBucketLabel = (index: number, english: string) => {
  const label = ageBucketLabels[index];
  return label ? i18n._(label) : english;
};

const person = <Row extends { empid: string; fullname: string; department: string }>(): ReportColumn<Row>[] => [
  { id: 'fullname', header: i18n._(msg`Employee`), value: (row) => row.fullname },
  { id: 'empid', header: i18n._(msg`Employee No.`), value: (row) => row.empid },
  { id: 'department', header: i18n._(msg`Department`), value: (row) => row.department },
];
const figure = <Row>(id: string, header: string, value: (row: Row) => number): ReportColumn<Row> => ({ id, header, value, numeric: true });
const dates = (list: string[]) => list.map((date) => formatDate(date, { compact: true })).join('; ');
function period(from: string, to: string): string {
  if (from === to) return formatDate(from);
  const fromDate = formatDate(from, { compact: true });
  const toDate = formatDate(to);
  return i18n._(msg`${fromDate} to ${toDate}`);
}
const byName = { id: 'fullname', desc: false };
/** "Rest day: rendered hrs", a column of a day type's overtime. */
function dayTypeHeader(type: OvertimeDayType, which: 'rendered' | 'approved'): string {
  const dayType = i18n._(dayTypeLabels[type]);
  return which === 'rendered' ? i18n._(msg`${dayType}: rendered hrs`) : i18n._(msg`${dayType}: approved hrs`);
}

/** The tables each report shows, prints and exports, from its answer. */
export function reportTables(loaded: LoadedReport): ReportTable[] {
  const range = loaded.kind === 'leave-balances' ? String(loaded.answer.year) : `${loaded.answer.from}-to-${loaded.answer.to}`;
  const common = { rowId: (row: { empid: string }) => row.empid, titleColumns: ['fullname'], fileName: `${loaded.kind}-${range}.csv` };
  switch (loaded.kind) {
    case 'leave-balances':
      return [
        reportTable<LeaveBalanceReportRow>({
          ...common,
          label: i18n._(msg`Leave balances`),
          rows: loaded.answer.rows,
          rowId: (row) => `${row.empid}-${row.payitem}`,
          columns: [
            ...person<LeaveBalanceReportRow>(),
            { id: 'leave_desc', header: i18n._(msg`Leave type`), value: (row) => row.leave_desc },
            figure('entitled', i18n._(msg`Entitled hrs`), (row) => row.entitled),
            figure('used', i18n._(msg`Used hrs`), (row) => row.used),
            figure('pending', i18n._(msg`Pending hrs`), (row) => row.pending),
            figure('balance', i18n._(msg`Balance hrs`), (row) => row.balance),
          ],
          titleColumns: ['fullname', 'leave_desc'],
          defaultSort: byName,
          emptyText: i18n._(msg`Nobody here has leave entitlements in this year.`),
        }),
      ];
    case 'overtime':
      return [
        reportTable<OvertimeReportRow>({
          ...common,
          label: i18n._(msg`Overtime`),
          rows: loaded.answer.rows,
          columns: [
            ...person<OvertimeReportRow>(),
            figure('rendered_total', i18n._(msg`Rendered hrs`), (row) => row.rendered_total),
            figure('approved_total', i18n._(msg`Approved hrs`), (row) => row.approved_total),
            figure('unapproved_total', i18n._(msg`Not approved hrs`), (row) => row.unapproved_total),
            ...overtimeDayTypes.flatMap((type) => [
              figure<OvertimeReportRow>(`rendered_${type}`, dayTypeHeader(type, 'rendered'), (row) => row.rendered[type]),
              figure<OvertimeReportRow>(`approved_${type}`, dayTypeHeader(type, 'approved'), (row) => row.approved[type]),
            ]),
          ],
          defaultSort: { id: 'rendered_total', desc: true },
          emptyText: i18n._(msg`Nobody worked overtime in these days.`),
        }),
      ];
    case 'tardiness':
      return [
        reportTable<TardinessReportRow>({
          ...common,
          label: i18n._(msg`Tardiness and undertime`),
          rows: loaded.answer.rows,
          columns: [
            ...person<TardinessReportRow>(),
            figure('late_days', i18n._(msg`Days late`), (row) => row.late_days),
            figure('tardy_minutes', i18n._(msg`Minutes late`), (row) => row.tardy_minutes),
            figure('undertime_days', i18n._(msg`Days with undertime`), (row) => row.undertime_days),
            figure('undertime_minutes', i18n._(msg`Minutes undertime`), (row) => row.undertime_minutes),
            figure('total_minutes', i18n._(msg`Total minutes`), (row) => row.total_minutes),
          ],
          defaultSort: { id: 'total_minutes', desc: true },
          emptyText: i18n._(msg`Nobody was late or left early in these days.`),
        }),
      ];
    case 'absences':
      return [
        reportTable<AbsencesReportRow>({
          ...common,
          label: i18n._(msg`Absences and incomplete days`),
          rows: loaded.answer.rows,
          columns: [
            ...person<AbsencesReportRow>(),
            figure('absences', i18n._(msg`Absences`), (row) => row.absences),
            { id: 'absent_dates', header: i18n._(msg`Absent on`), wide: true, value: (row) => row.absent_dates.join('; '), text: (row) => dates(row.absent_dates) },
            figure('incomplete_days', i18n._(msg`Days without time-out`), (row) => row.incomplete_days),
            { id: 'incomplete_dates', header: i18n._(msg`No time-out on`), wide: true, value: (row) => row.incomplete_dates.join('; '), text: (row) => dates(row.incomplete_dates) },
          ],
          defaultSort: { id: 'absences', desc: true },
          emptyText: i18n._(msg`No absences and no missing time-outs in these days.`),
        }),
      ];
    case 'requests':
      return [
        reportTable<RequestSummaryRow>({
          label: i18n._(msg`Requests by type, status and days open`),
          rows: loaded.answer.summary,
          rowId: (row) => `${row.request_type}-${row.overall_status}`,
          columns: [
            { id: 'request_type', header: i18n._(msg`Request`), value: (row) => requestTypeLabel(row.request_type) },
            { id: 'overall_status', header: i18n._(msg`Status`), value: (row) => statusLabel(row.overall_status) },
            figure('count', i18n._(msg`Requests`), (row) => row.count),
            ...requestAgeBuckets.map((bucket, index) => figure<RequestSummaryRow>(`age_${index}`, ageBucketLabel(index, bucket.label), (row) => row.ages[index] ?? 0)),
          ],
          titleColumns: ['request_type', 'overall_status'],
          defaultSort: { id: 'count', desc: true },
          emptyText: i18n._(msg`No requests were filed in these days.`),
          fileName: `requests-summary-${range}.csv`,
        }),
        reportTable<RequestReportRow>({
          label: i18n._(msg`Requests`),
          rows: loaded.answer.rows,
          rowId: (row) => `${row.request_type}-${row.recid}`,
          columns: [
            { id: 'request_type', header: i18n._(msg`Request`), value: (row) => requestTypeLabel(row.request_type) },
            figure('recid', i18n._(msg`No.`), (row) => row.recid),
            ...person<RequestReportRow>(),
            // Not `datefiled`: request lists move a column of that name into the row's detail on a laptop.
            { id: 'filed_on', header: i18n._(msg`Filed`), value: (row) => row.datefiled, text: (row) => formatDate(row.datefiled) },
            { id: 'from_date', header: i18n._(msg`For`), value: (row) => row.from_date, text: (row) => period(row.from_date, row.to_date) },
            { id: 'overall_status', header: i18n._(msg`Status`), value: (row) => statusLabel(row.overall_status) },
            figure('days_open', i18n._(msg`Days open`), (row) => row.days_open),
            { id: 'waiting_for', header: i18n._(msg`Waiting for`), value: (row) => row.waiting_for ?? '' },
          ],
          titleColumns: ['request_type', 'fullname'],
          defaultSort: { id: 'days_open', desc: true },
          emptyText: i18n._(msg`No requests were filed in these days.`),
          fileName: `requests-${range}.csv`,
        }),
      ];
  }
}
