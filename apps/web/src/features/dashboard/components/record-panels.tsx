import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Dashboard } from '@portal/contracts/dashboard';
import { i18n } from '../../../lib/i18n';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { dateOfInstant } from '../../../lib/time-format';
import { approvalListOf, monthLabel, shortDate } from '../dashboard-format';
import { DashboardPanel } from './dashboard-panel';
import { FigureTable } from './figure-table';
import { CertificatesChart, HeadcountChart, LeaveChart, WaitingChart } from './lazy-charts';
import { barsHeight, panelState } from './panel-state';
import { requestTypeLabel } from '../../../components/request-type-words';

// The figures read straight from the records: one call answers all four panels.

interface RecordPanelProps {
  query: UseQueryResult<Dashboard>;
}

const retry = (query: UseQueryResult<Dashboard>) => () => void query.refetch();
/** The company's calendar day of a filing instant. */
const filedDay = (instant: string | null) => (instant ? dateOfInstant(new Date(instant), getRuntimeConfig().timeZone) : '');
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

export function HeadcountPanel({ query }: RecordPanelProps) {
  const { t } = useLingui();
  const rows = query.data?.headcount ?? [];
  const total = rows.reduce((sum, row) => sum + row.employees, 0);
  const height = barsHeight(rows.length, 32);
  const shownTotal = query.data ? String(total) : '–';
  const departments = rows.length;
  return (
    <DashboardPanel
      title={t`Headcount by department`}
      caption={t`Active employees now: ${shownTotal}.`}
      state={panelState(query, (data) => data.headcount.length === 0)}
      emptyText={t`No active employees in this department.`}
      errorText={t`The headcount could not be loaded.`}
      onRetry={retry(query)}
      chartSummary={t`Bar chart of active employees by department, ${departments} departments, ${total} employees in all.`}
      chartHeight={height}
      chart={<HeadcountChart rows={rows} height={height} />}
      table={
        <FigureTable
          label={t`Headcount by department`}
          rowKey={(row) => row.department}
          rows={rows}
          fileName={`headcount-${query.data?.today ?? ''}`}
          columns={[
            { header: t`Department`, value: (row) => row.department },
            { header: t`Active employees`, value: (row) => row.employees, numeric: true },
          ]}
        />
      }
      links={[{ label: t`Employees`, to: '/admin/employees' }]}
    />
  );
}

export function LeavePanel({ query }: RecordPanelProps) {
  const { t } = useLingui();
  const rows = query.data?.leave ?? [];
  const year = query.data?.today.slice(0, 4) ?? '';
  const height = barsHeight(rows.length, 44);
  const byType = rows
    .map((row) => {
      const leaveType = row.leave_desc;
      const used = row.used_hours;
      const entitled = row.entitled_hours;
      return t`${leaveType}: ${used} of ${entitled} used`;
    })
    .join('; ');
  return (
    <DashboardPanel
      title={t`Leave used against entitlement`}
      caption={
        year
          ? t`Hours of leave starting in ${year}, approved and waiting, against the year's entitlements.`
          : t`Hours of leave starting in this year, approved and waiting, against the year's entitlements.`
      }
      state={panelState(query, (data) => data.leave.length === 0)}
      emptyText={t`No leave entitled or taken this year.`}
      errorText={t`The leave figures could not be loaded.`}
      onRetry={retry(query)}
      chartSummary={t`Bar chart of leave hours by type for ${year}: entitled against used and waiting. ${byType}.`}
      chartHeight={height}
      chart={<LeaveChart rows={rows} height={height} />}
      table={
        <FigureTable
          label={t`Leave used against entitlement, ${year}`}
          rowKey={(row) => row.payitem}
          rows={rows}
          fileName={`leave-use-${year}`}
          columns={[
            { header: t`Leave type`, value: (row) => row.leave_desc },
            { header: t`Entitled (h)`, value: (row) => row.entitled_hours, numeric: true },
            { header: t`Used (h)`, value: (row) => row.used_hours, numeric: true },
            { header: t`Waiting (h)`, value: (row) => row.pending_hours, numeric: true },
            { header: t`Used %`, value: (row) => percent(row.used_hours, row.entitled_hours), numeric: true },
          ]}
        />
      }
      links={[
        { label: t`Leave administration`, to: '/admin/leave' },
        { label: i18n._(approvalListOf.leave.label), to: approvalListOf.leave.path },
      ]}
    />
  );
}

export function WaitingPanel({ query }: RecordPanelProps) {
  const { t } = useLingui();
  const rows = query.data?.requests_waiting ?? [];
  const waiting = rows.reduce((sum, row) => sum + row.waiting, 0);
  const height = barsHeight(rows.length, 34);
  const shownWaiting = query.data ? String(waiting) : '–';
  const byType = rows
    .map((row) => {
      const requestType = requestTypeLabel(row.request_type);
      const count = row.waiting;
      const overThree = row.over_3_days;
      return t`${requestType}: ${count}, ${overThree} over 3 days`;
    })
    .join('; ');
  return (
    <DashboardPanel
      title={t`Requests waiting, by age`}
      caption={t`In an approver's queue now: ${shownWaiting}, counted by days since filing.`}
      state={panelState(query, (data) => data.requests_waiting.every((row) => row.waiting === 0))}
      emptyText={t`No request is waiting for approval.`}
      errorText={t`The requests waiting could not be loaded.`}
      onRetry={retry(query)}
      chartSummary={t`Stacked bar chart of requests waiting by type and age. ${byType}.`}
      chartHeight={height}
      chart={<WaitingChart rows={rows} height={height} />}
      table={
        <FigureTable
          label={t`Requests waiting by age`}
          rowKey={(row) => row.request_type}
          rows={rows}
          fileName={`requests-waiting-${query.data?.today ?? ''}`}
          columns={[
            {
              header: t`Request type`,
              value: (row) => requestTypeLabel(row.request_type),
              render: (row) => (
                <Link component={RouterLink} to={approvalListOf[row.request_type].path}>
                  {requestTypeLabel(row.request_type)}
                </Link>
              ),
            },
            { header: t`Waiting`, value: (row) => row.waiting, numeric: true },
            { header: t`Over 1 day`, value: (row) => row.over_1_day, numeric: true },
            { header: t`Over 3 days`, value: (row) => row.over_3_days, numeric: true },
            { header: t`Over 7 days`, value: (row) => row.over_7_days, numeric: true },
            { header: t`Oldest filed`, value: (row) => filedDay(row.oldest_filed), render: (row) => (row.oldest_filed ? shortDate(filedDay(row.oldest_filed)) : '') },
          ]}
        />
      }
      // The lists where something waits; every list while nothing does.
      links={(waiting > 0 ? rows.filter((row) => row.waiting > 0).map((row) => approvalListOf[row.request_type]) : Object.values(approvalListOf)).map((list) => ({ label: i18n._(list.label), to: list.path }))}
    />
  );
}

export function CertificatesPanel({ query }: RecordPanelProps) {
  const { t } = useLingui();
  const certificates = query.data?.certificates;
  const months = certificates?.months ?? [];
  const issued = months.reduce((sum, month) => sum + month.issued, 0);
  const onTime = months.reduce((sum, month) => sum + month.on_time, 0);
  const height = 240;
  const onTimePercent = percent(onTime, issued);
  const waitingNow = certificates?.waiting ?? 0;
  const pastDue = certificates?.overdue ?? 0;
  const byMonth = months
    .map((month) => {
      const monthName = monthLabel(month.month);
      const inTime = month.on_time;
      const monthIssued = month.issued;
      return t`${monthName}: ${inTime} of ${monthIssued} on time`;
    })
    .join('; ');
  return (
    <DashboardPanel
      title={t`Certificates issued within 3 days`}
      caption={
        certificates
          ? issued > 0
            ? t`${onTimePercent}% of ${issued} issued on time in six months (DOLE: within 3 days of the request). Waiting now: ${waitingNow}, past due: ${pastDue}.`
            : t`None issued in six months (DOLE: within 3 days of the request). Waiting now: ${waitingNow}, past due: ${pastDue}.`
          : t`Certificates of employment by month of approval, against the 3-day clock.`
      }
      state={panelState(query, (data) => data.certificates.months.every((month) => month.issued === 0) && data.certificates.waiting === 0)}
      emptyText={t`No certificate was issued in six months, and none is waiting.`}
      errorText={t`The certificate figures could not be loaded.`}
      onRetry={retry(query)}
      chartSummary={t`Stacked bar chart of certificates issued by month, within 3 days and late. ${byMonth}.`}
      chartHeight={height}
      chart={<CertificatesChart months={months} height={height} />}
      table={
        <FigureTable
          label={t`Certificates issued by month`}
          rowKey={(month) => month.month}
          rows={months}
          fileName={`certificates-issued-${query.data?.today ?? ''}`}
          columns={[
            { header: t`Month`, value: (month) => monthLabel(month.month) },
            { header: t`Issued`, value: (month) => month.issued, numeric: true },
            { header: t`Within 3 days`, value: (month) => month.on_time, numeric: true },
            { header: t`Late`, value: (month) => month.late, numeric: true },
            { header: t`On time %`, value: (month) => percent(month.on_time, month.issued), numeric: true },
          ]}
        />
      }
      links={[{ label: i18n._(approvalListOf.coe.label), to: approvalListOf.coe.path }]}
    />
  );
}
