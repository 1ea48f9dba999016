import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Dashboard } from '@portal/contracts/dashboard';
import { requestTypeLabels } from '@portal/contracts/admin-routes';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { dateOfInstant } from '../../../lib/time-format';
import { approvalListOf, monthLabel, shortDate } from '../dashboard-format';
import { DashboardPanel } from './dashboard-panel';
import { FigureTable } from './figure-table';
import { CertificatesChart, HeadcountChart, LeaveChart, WaitingChart } from './lazy-charts';
import { barsHeight, panelState } from './panel-state';

// The figures read straight from the records: one call answers all four panels.

interface RecordPanelProps {
  query: UseQueryResult<Dashboard>;
}

const retry = (query: UseQueryResult<Dashboard>) => () => void query.refetch();
/** The company's calendar day of a filing instant. */
const filedDay = (instant: string | null) => (instant ? dateOfInstant(new Date(instant), getRuntimeConfig().timeZone) : '');
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

export function HeadcountPanel({ query }: RecordPanelProps) {
  const rows = query.data?.headcount ?? [];
  const total = rows.reduce((sum, row) => sum + row.employees, 0);
  const height = barsHeight(rows.length, 32);
  return (
    <DashboardPanel
      title="Headcount by department"
      caption={`Active employees now: ${query.data ? total : '–'}.`}
      state={panelState(query, (data) => data.headcount.length === 0)}
      emptyText="No active employees in this department."
      errorText="The headcount could not be loaded."
      onRetry={retry(query)}
      chartSummary={`Bar chart of active employees by department, ${rows.length} departments, ${total} employees in all.`}
      chartHeight={height}
      chart={<HeadcountChart rows={rows} height={height} />}
      table={
        <FigureTable
          label="Headcount by department"
          rowKey={(row) => row.department}
          rows={rows}
          fileName={`headcount-${query.data?.today ?? ''}`}
          columns={[
            { header: 'Department', value: (row) => row.department },
            { header: 'Active employees', value: (row) => row.employees, numeric: true },
          ]}
        />
      }
      links={[{ label: 'Employees', to: '/admin/employees' }]}
    />
  );
}

export function LeavePanel({ query }: RecordPanelProps) {
  const rows = query.data?.leave ?? [];
  const year = query.data?.today.slice(0, 4) ?? '';
  const height = barsHeight(rows.length, 44);
  return (
    <DashboardPanel
      title="Leave used against entitlement"
      caption={`Hours of leave starting in ${year || 'this year'}, approved and waiting, against the year's entitlements.`}
      state={panelState(query, (data) => data.leave.length === 0)}
      emptyText="No leave entitled or taken this year."
      errorText="The leave figures could not be loaded."
      onRetry={retry(query)}
      chartSummary={`Bar chart of leave hours by type for ${year}: entitled against used and waiting. ${rows.map((row) => `${row.leave_desc}: ${row.used_hours} of ${row.entitled_hours} used`).join('; ')}.`}
      chartHeight={height}
      chart={<LeaveChart rows={rows} height={height} />}
      table={
        <FigureTable
          label={`Leave used against entitlement, ${year}`}
          rowKey={(row) => row.payitem}
          rows={rows}
          fileName={`leave-use-${year}`}
          columns={[
            { header: 'Leave type', value: (row) => row.leave_desc },
            { header: 'Entitled (h)', value: (row) => row.entitled_hours, numeric: true },
            { header: 'Used (h)', value: (row) => row.used_hours, numeric: true },
            { header: 'Waiting (h)', value: (row) => row.pending_hours, numeric: true },
            { header: 'Used %', value: (row) => percent(row.used_hours, row.entitled_hours), numeric: true },
          ]}
        />
      }
      links={[
        { label: 'Leave administration', to: '/admin/leave' },
        { label: approvalListOf.leave.label, to: approvalListOf.leave.path },
      ]}
    />
  );
}

export function WaitingPanel({ query }: RecordPanelProps) {
  const rows = query.data?.requests_waiting ?? [];
  const waiting = rows.reduce((sum, row) => sum + row.waiting, 0);
  const height = barsHeight(rows.length, 34);
  return (
    <DashboardPanel
      title="Requests waiting, by age"
      caption={`In an approver's queue now: ${query.data ? waiting : '–'}, counted by days since filing.`}
      state={panelState(query, (data) => data.requests_waiting.every((row) => row.waiting === 0))}
      emptyText="No request is waiting for approval."
      errorText="The requests waiting could not be loaded."
      onRetry={retry(query)}
      chartSummary={`Stacked bar chart of requests waiting by type and age. ${rows.map((row) => `${requestTypeLabels[row.request_type]}: ${row.waiting}, ${row.over_3_days} over 3 days`).join('; ')}.`}
      chartHeight={height}
      chart={<WaitingChart rows={rows} height={height} />}
      table={
        <FigureTable
          label="Requests waiting by age"
          rowKey={(row) => row.request_type}
          rows={rows}
          fileName={`requests-waiting-${query.data?.today ?? ''}`}
          columns={[
            {
              header: 'Request type',
              value: (row) => requestTypeLabels[row.request_type],
              render: (row) => (
                <Link component={RouterLink} to={approvalListOf[row.request_type].path}>
                  {requestTypeLabels[row.request_type]}
                </Link>
              ),
            },
            { header: 'Waiting', value: (row) => row.waiting, numeric: true },
            { header: 'Over 1 day', value: (row) => row.over_1_day, numeric: true },
            { header: 'Over 3 days', value: (row) => row.over_3_days, numeric: true },
            { header: 'Over 7 days', value: (row) => row.over_7_days, numeric: true },
            { header: 'Oldest filed', value: (row) => filedDay(row.oldest_filed), render: (row) => (row.oldest_filed ? shortDate(filedDay(row.oldest_filed)) : '') },
          ]}
        />
      }
      // The lists where something waits; every list while nothing does.
      links={(waiting > 0 ? rows.filter((row) => row.waiting > 0).map((row) => approvalListOf[row.request_type]) : Object.values(approvalListOf)).map((list) => ({ label: list.label, to: list.path }))}
    />
  );
}

export function CertificatesPanel({ query }: RecordPanelProps) {
  const certificates = query.data?.certificates;
  const months = certificates?.months ?? [];
  const issued = months.reduce((sum, month) => sum + month.issued, 0);
  const onTime = months.reduce((sum, month) => sum + month.on_time, 0);
  const height = 240;
  return (
    <DashboardPanel
      title="Certificates issued within 3 days"
      caption={
        certificates
          ? `${issued > 0 ? `${percent(onTime, issued)}% of ${issued} issued on time in six months` : 'None issued in six months'} (DOLE: within 3 days of the request). Waiting now: ${certificates.waiting}, past due: ${certificates.overdue}.`
          : 'Certificates of employment by month of approval, against the 3-day clock.'
      }
      state={panelState(query, (data) => data.certificates.months.every((month) => month.issued === 0) && data.certificates.waiting === 0)}
      emptyText="No certificate was issued in six months, and none is waiting."
      errorText="The certificate figures could not be loaded."
      onRetry={retry(query)}
      chartSummary={`Stacked bar chart of certificates issued by month, within 3 days and late. ${months.map((month) => `${monthLabel(month.month)}: ${month.on_time} of ${month.issued} on time`).join('; ')}.`}
      chartHeight={height}
      chart={<CertificatesChart months={months} height={height} />}
      table={
        <FigureTable
          label="Certificates issued by month"
          rowKey={(month) => month.month}
          rows={months}
          fileName={`certificates-issued-${query.data?.today ?? ''}`}
          columns={[
            { header: 'Month', value: (month) => monthLabel(month.month) },
            { header: 'Issued', value: (month) => month.issued, numeric: true },
            { header: 'Within 3 days', value: (month) => month.on_time, numeric: true },
            { header: 'Late', value: (month) => month.late, numeric: true },
            { header: 'On time %', value: (month) => percent(month.on_time, month.issued), numeric: true },
          ]}
        />
      }
      links={[{ label: approvalListOf.coe.label, to: approvalListOf.coe.path }]}
    />
  );
}
