import { describeStatus } from '@portal/contracts/approvals';
import { requestTypeLabels } from '@portal/contracts/admin-routes';
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
import { formatDate } from '../../lib/time-format';
import type { LoadedReport } from './api/get-report';
import { reportTable, type ReportColumn, type ReportTable } from './report-columns';

const dayTypeLabels: Record<OvertimeDayType, string> = {
  ordinary: 'Ordinary day',
  rest_day: 'Rest day',
  special_holiday: 'Special holiday',
  special_holiday_rest_day: 'Special holiday on a rest day',
  regular_holiday: 'Regular holiday',
  regular_holiday_rest_day: 'Regular holiday on a rest day',
};

const person = <Row extends { empid: string; fullname: string; department: string }>(): ReportColumn<Row>[] => [
  { id: 'fullname', header: 'Employee', value: (row) => row.fullname },
  { id: 'empid', header: 'Employee No.', value: (row) => row.empid },
  { id: 'department', header: 'Department', value: (row) => row.department },
];
const figure = <Row>(id: string, header: string, value: (row: Row) => number): ReportColumn<Row> => ({ id, header, value, numeric: true });
const dates = (list: string[]) => list.map((date) => formatDate(date, { compact: true })).join('; ');
const period = (from: string, to: string) => (from === to ? formatDate(from) : `${formatDate(from, { compact: true })} to ${formatDate(to)}`);
const byName = { id: 'fullname', desc: false };

/** The tables each report shows, prints and exports, from its answer. */
export function reportTables(loaded: LoadedReport): ReportTable[] {
  const range = loaded.kind === 'leave-balances' ? String(loaded.answer.year) : `${loaded.answer.from}-to-${loaded.answer.to}`;
  const common = { rowId: (row: { empid: string }) => row.empid, titleColumns: ['fullname'], fileName: `${loaded.kind}-${range}.csv` };
  switch (loaded.kind) {
    case 'leave-balances':
      return [
        reportTable<LeaveBalanceReportRow>({
          ...common,
          label: 'Leave balances',
          rows: loaded.answer.rows,
          rowId: (row) => `${row.empid}-${row.payitem}`,
          columns: [
            ...person<LeaveBalanceReportRow>(),
            { id: 'leave_desc', header: 'Leave type', value: (row) => row.leave_desc },
            figure('entitled', 'Entitled hrs', (row) => row.entitled),
            figure('used', 'Used hrs', (row) => row.used),
            figure('pending', 'Pending hrs', (row) => row.pending),
            figure('balance', 'Balance hrs', (row) => row.balance),
          ],
          titleColumns: ['fullname', 'leave_desc'],
          defaultSort: byName,
          emptyText: 'Nobody here has leave entitlements in this year.',
        }),
      ];
    case 'overtime':
      return [
        reportTable<OvertimeReportRow>({
          ...common,
          label: 'Overtime',
          rows: loaded.answer.rows,
          columns: [
            ...person<OvertimeReportRow>(),
            figure('rendered_total', 'Rendered hrs', (row) => row.rendered_total),
            figure('approved_total', 'Approved hrs', (row) => row.approved_total),
            figure('unapproved_total', 'Not approved hrs', (row) => row.unapproved_total),
            ...overtimeDayTypes.flatMap((type) => [
              figure<OvertimeReportRow>(`rendered_${type}`, `${dayTypeLabels[type]}: rendered hrs`, (row) => row.rendered[type]),
              figure<OvertimeReportRow>(`approved_${type}`, `${dayTypeLabels[type]}: approved hrs`, (row) => row.approved[type]),
            ]),
          ],
          defaultSort: { id: 'rendered_total', desc: true },
          emptyText: 'Nobody worked overtime in these days.',
        }),
      ];
    case 'tardiness':
      return [
        reportTable<TardinessReportRow>({
          ...common,
          label: 'Tardiness and undertime',
          rows: loaded.answer.rows,
          columns: [
            ...person<TardinessReportRow>(),
            figure('late_days', 'Days late', (row) => row.late_days),
            figure('tardy_minutes', 'Minutes late', (row) => row.tardy_minutes),
            figure('undertime_days', 'Days with undertime', (row) => row.undertime_days),
            figure('undertime_minutes', 'Minutes undertime', (row) => row.undertime_minutes),
            figure('total_minutes', 'Total minutes', (row) => row.total_minutes),
          ],
          defaultSort: { id: 'total_minutes', desc: true },
          emptyText: 'Nobody was late or left early in these days.',
        }),
      ];
    case 'absences':
      return [
        reportTable<AbsencesReportRow>({
          ...common,
          label: 'Absences and incomplete days',
          rows: loaded.answer.rows,
          columns: [
            ...person<AbsencesReportRow>(),
            figure('absences', 'Absences', (row) => row.absences),
            { id: 'absent_dates', header: 'Absent on', wide: true, value: (row) => row.absent_dates.join('; '), text: (row) => dates(row.absent_dates) },
            figure('incomplete_days', 'Days without time-out', (row) => row.incomplete_days),
            { id: 'incomplete_dates', header: 'No time-out on', wide: true, value: (row) => row.incomplete_dates.join('; '), text: (row) => dates(row.incomplete_dates) },
          ],
          defaultSort: { id: 'absences', desc: true },
          emptyText: 'No absences and no missing time-outs in these days.',
        }),
      ];
    case 'requests':
      return [
        reportTable<RequestSummaryRow>({
          label: 'Requests by type, status and days open',
          rows: loaded.answer.summary,
          rowId: (row) => `${row.request_type}-${row.overall_status}`,
          columns: [
            { id: 'request_type', header: 'Request', value: (row) => requestTypeLabels[row.request_type] },
            { id: 'overall_status', header: 'Status', value: (row) => describeStatus(row.overall_status) },
            figure('count', 'Requests', (row) => row.count),
            ...requestAgeBuckets.map((bucket, index) => figure<RequestSummaryRow>(`age_${index}`, bucket.label, (row) => row.ages[index] ?? 0)),
          ],
          titleColumns: ['request_type', 'overall_status'],
          defaultSort: { id: 'count', desc: true },
          emptyText: 'No requests were filed in these days.',
          fileName: `requests-summary-${range}.csv`,
        }),
        reportTable<RequestReportRow>({
          label: 'Requests',
          rows: loaded.answer.rows,
          rowId: (row) => `${row.request_type}-${row.recid}`,
          columns: [
            { id: 'request_type', header: 'Request', value: (row) => requestTypeLabels[row.request_type] },
            figure('recid', 'No.', (row) => row.recid),
            ...person<RequestReportRow>(),
            // Not `datefiled`: request lists move a column of that name into the row's detail on a laptop.
            { id: 'filed_on', header: 'Filed', value: (row) => row.datefiled, text: (row) => formatDate(row.datefiled) },
            { id: 'from_date', header: 'For', value: (row) => row.from_date, text: (row) => period(row.from_date, row.to_date) },
            { id: 'overall_status', header: 'Status', value: (row) => describeStatus(row.overall_status) },
            figure('days_open', 'Days open', (row) => row.days_open),
            { id: 'waiting_for', header: 'Waiting for', value: (row) => row.waiting_for ?? '' },
          ],
          titleColumns: ['request_type', 'fullname'],
          defaultSort: { id: 'days_open', desc: true },
          emptyText: 'No requests were filed in these days.',
          fileName: `requests-${range}.csv`,
        }),
      ];
  }
}
