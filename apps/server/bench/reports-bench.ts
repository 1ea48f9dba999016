import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { REFRESHED_DAYS, refreshStoredDays } from '../src/features/attendance/stored-days-refresh';
import {
  ATTENDANCE_DAYS,
  ATTENDANCE_EMPLOYEES,
  LARGE_ATTENDANCE_EMPLOYEES,
  timePureComputation,
} from './attendance-bench';
import {
  APPROVAL_EMPLOYEES,
  BULK_RECIDS,
  LARGE_APPROVAL_EMPLOYEES,
  REQUESTS_PER_EMPLOYEE,
  measureLatency,
  type ApprovalBenchData,
} from './approvals-data';
import { ADMIN_LIST_EMPLOYEES, logInAsHr, timeList } from './admin-lists-bench';
import { measureOverview, recentCutoff, timeCall } from './overview-bench';
import { peakMemoryMb, resetPeakMemory } from './process-memory';

type AttendanceData = { cookie: string; from: string; to: string };

/** One month of staff attendance end to end (read to the last byte and parsed), with the server's peak memory. */
async function measureStaffAttendance(base: string, data: AttendanceData, portalPid: number, runs: number) {
  const url = `${base}/v2/staffattendance?from=${data.from}&to=${data.to}`;
  const timings: number[] = [];
  let rows = 0;
  let first = 0;
  resetPeakMemory(portalPid);
  const before = peakMemoryMb(portalPid);
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie: data.cookie } });
    const body = (await response.json()) as unknown[];
    if (!response.ok) throw new Error(`staff attendance answered ${response.status}`);
    if (run === 0) first = performance.now() - started;
    if (run > 0 || runs === 1) timings.push(performance.now() - started);
    rows = body.length;
  }
  timings.sort((a, b) => a - b);
  return {
    median: timings[Math.floor(timings.length / 2)]!,
    first,
    rows,
    peakMb: peakMemoryMb(portalPid),
    beforeMb: before,
  };
}

/** The company-wide figures: for-my-approval, a bulk approval, a month of staff attendance, the HR lists. */
export async function measureReports(
  db: Kysely<DB>,
  base: string,
  data: {
    approvals: ApprovalBenchData;
    largeApprovals: ApprovalBenchData;
    attendance: AttendanceData;
    largeAttendance: AttendanceData;
  },
  portalPid: number,
): Promise<[string, string][]> {
  const { approvals: approvalData, attendance: attendanceData, largeAttendance: largeAttendanceData } = data;
  const results: [string, string][] = [];
  // Approvals: "for my approval" among 100,000 requests, then one bulk approval of 500.
  const health = await measureLatency(`${base}/health`, undefined, 200);
  const queue = await measureLatency(
    `${base}/v1/attendance/adjustments/formyapproval`,
    approvalData.typicalLeadCookie,
    200,
  );
  const busyQueue = await measureLatency(
    `${base}/v1/attendance/adjustments/formyapproval`,
    approvalData.busyLeadCookie,
    100,
  );
  results.push([
    `for-my-approval among ${APPROVAL_EMPLOYEES * REQUESTS_PER_EMPLOYEE + BULK_RECIDS} requests, ${APPROVAL_EMPLOYEES} employees`,
    '',
  ]);
  results.push(['  GET /api/health (baseline) p50 / p95, ms', `${health.p50.toFixed(1)} / ${health.p95.toFixed(1)}`]);
  results.push([
    `  typical lead queue (${queue.rows} rows) p50 / p95, ms (goal p95 < 50)`,
    `${queue.p50.toFixed(1)} / ${queue.p95.toFixed(1)}`,
  ]);
  results.push(['  ratio typical queue p95 / health p95', (queue.p95 / health.p95).toFixed(1)]);
  results.push([
    `  busy lead queue (${busyQueue.rows} rows) p50 / p95, ms`,
    `${busyQueue.p50.toFixed(1)} / ${busyQueue.p95.toFixed(1)}`,
  ]);
  // The same lead's queue in a company ten times the size: it should not grow.
  const largeQueue = await measureLatency(
    `${base}/v1/attendance/adjustments/formyapproval`,
    data.largeApprovals.typicalLeadCookie,
    200,
  );
  results.push([
    `  typical lead queue with ${LARGE_APPROVAL_EMPLOYEES} employees (${largeQueue.rows} rows) p50 / p95, ms`,
    `${largeQueue.p50.toFixed(1)} / ${largeQueue.p95.toFixed(1)}`,
  ]);
  results.push([
    `  ratio p95 at ${LARGE_APPROVAL_EMPLOYEES} / at ${APPROVAL_EMPLOYEES} employees (goal <= 1.2)`,
    (largeQueue.p95 / queue.p95).toFixed(2),
  ]);
  const bulkStarted = performance.now();
  const bulkResponse = await fetch(`${base}/v3/attendance/adjustment/approve`, {
    method: 'POST',
    headers: {
      cookie: approvalData.busyLeadCookie,
      'content-type': 'application/json',
      'x-request-id': `bench-bulk-${Date.now()}`,
    },
    body: JSON.stringify({ recids: approvalData.busyLeadRecids }),
  });
  const bulkBody = (await bulkResponse.json()) as { done?: number[]; refused?: unknown[] };
  const bulkMs = performance.now() - bulkStarted;
  if (!bulkResponse.ok) throw new Error(`bulk approval answered ${bulkResponse.status}`);
  results.push([`bulk approval of ${BULK_RECIDS} recids, one call, ms (goal < 2000)`, bulkMs.toFixed(0)]);
  results.push(['  done / refused', `${bulkBody.done?.length ?? 0} / ${bulkBody.refused?.length ?? 0}`]);
  results.push([
    '  per request (ratio to one health call p50)',
    `${(bulkMs / BULK_RECIDS).toFixed(2)} ms (${(bulkMs / BULK_RECIDS / health.p50).toFixed(1)}x)`,
  ]);

  // Attendance: one month of staff attendance for 1,000 and 10,000 people, end to end,
  // with the server's peak memory (goal < 400 MB whatever the size), and the pure computation alone.
  const month = await measureStaffAttendance(base, attendanceData, portalPid, 6);
  const pure = timePureComputation();
  results.push([
    `staff attendance, ${ATTENDANCE_EMPLOYEES} people x ${ATTENDANCE_DAYS} days (${month.rows} rows), end to end, median ms (goal < 500)`,
    month.median.toFixed(0),
  ]);
  results.push([
    '  server peak memory during it, MB (at rest before)',
    `${month.peakMb.toFixed(0)} (${month.beforeMb.toFixed(0)})`,
  ]);
  results.push([`  pure computation of ${pure.rows} days, ms (goal < 100)`, pure.ms.toFixed(1)]);
  results.push(['  ratio end to end / one health call p50', (month.median / health.p50).toFixed(0)]);
  const company = await measureCompanyAttendance(db, base, largeAttendanceData, portalPid);
  results.push(...company);

  // HR administration: the employee and account lists with 10,000 more employees.
  const hrCookie = await logInAsHr(base);
  const employeeList = await timeList(`${base}/v1/admin/employees`, hrCookie);
  const accountList = await timeList(`${base}/v1/admin/accounts`, hrCookie);
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  results.push([`HR lists with ${ADMIN_LIST_EMPLOYEES} more employees, median ms incl. JSON parse (goal < 500)`, '']);
  results.push([
    `  GET /api/v1/admin/employees (${employeeList.rows} rows, ${megabytes(employeeList.bytes)} MB)`,
    `${employeeList.median.toFixed(0)} (${(employeeList.median / health.p50).toFixed(0)}x health)`,
  ]);
  results.push([
    `  GET /api/v1/admin/accounts (${accountList.rows} rows, ${megabytes(accountList.bytes)} MB)`,
    `${accountList.median.toFixed(0)} (${(accountList.median / health.p50).toFixed(0)}x health)`,
  ]);
  return results;
}

/**
 * A month of everyone's attendance at company size (10,000 people): staff attendance
 * end to end with the server's peak memory, and the whole-picture screens computed;
 * then every recent day stored (the background refresh's work, timed) and the
 * tardiness report again, summed by the database over the stored days.
 */
export async function measureCompanyAttendance(
  db: Kysely<DB>,
  base: string,
  data: AttendanceData,
  portalPid: number,
): Promise<[string, string][]> {
  const health = await measureLatency(`${base}/health`, undefined, 200);
  const large = await measureStaffAttendance(base, data, portalPid, 4);
  const computed = await measureOverview(base, { leadCookie: data.cookie, from: data.from, to: data.to }, health.p50);
  const refreshStarted = performance.now();
  let people = 0;
  for (let turnStarted = performance.now(), turn = await refreshStoredDays(db); turn > 0; turnStarted = performance.now(), turn = await refreshStoredDays(db)) {
    people += turn;
    if (process.env.BENCH_DEBUG) console.error(`refresh turn: ${turn} people, ${(performance.now() - turnStarted).toFixed(0)} ms`);
  }
  const refreshMs = performance.now() - refreshStarted;
  // As autovacuum leaves a table after a bulk write: its statistics and visibility map current.
  await sql`vacuum analyze daily_attendance, attendance_spans`.execute(db);
  const { rows } = await sql<{
    days: number;
  }>`select count(*)::int as days from daily_attendance where computed is not null`.execute(db);
  const hr = await logInAsHr(base);
  const tardinessUrl = `${base}/v1/reports/tardiness?from=${data.from}&to=${data.to}`;
  const stored = await timeCall(tardinessUrl, hr);
  const storedDashboard = await timeCall(`${base}/v1/dashboard/attendance`, hr, 3);
  const storedHandoff = await timeCall(`${base}/v1/payroll/handoff?${recentCutoff(new Date())}`, hr, 3);
  return [
    [
      `staff attendance, ${LARGE_ATTENDANCE_EMPLOYEES} people x ${ATTENDANCE_DAYS} days (${large.rows} rows), end to end, median ms (goal < 1000)`,
      `${large.median.toFixed(0)} (${(large.median / health.p50).toFixed(0)}x health)`,
    ],
    [
      '  server peak memory during it, MB (goal < 300; at rest before)',
      `${large.peakMb.toFixed(0)} (${large.beforeMb.toFixed(0)})`,
    ],
    ...computed.lines,
    [
      `stored days: the background refresh of ${people} people's last ${REFRESHED_DAYS} days, ms (${rows[0]!.days} days stored)`,
      `${refreshMs.toFixed(0)} (${((rows[0]!.days / refreshMs) * 1000).toFixed(0)} days/s)`,
    ],
    [
      `  tardiness report over stored days, everyone, median ms (goal < 500)`,
      `${stored.median.toFixed(0)} (${(stored.median / health.p50).toFixed(0)}x health)`,
    ],
    ['  ratio stored / computed tardiness report', (stored.median / computed.tardinessMs).toFixed(2)],
    [
      `  dashboard: attendance by week and overtime by month over stored days, everyone, median ms (goal < 300)`,
      `${storedDashboard.median.toFixed(0)} (${(storedDashboard.median / health.p50).toFixed(0)}x health)`,
    ],
    ['  ratio stored / computed dashboard attendance', (storedDashboard.median / computed.dashboardMs).toFixed(2)],
    [
      `  payroll hand-off over stored days, one cut-off, everyone, median ms (goal < 500)`,
      `${storedHandoff.median.toFixed(0)} (${(storedHandoff.median / health.p50).toFixed(0)}x health)`,
    ],
    ['  ratio stored / computed payroll hand-off', (storedHandoff.median / computed.handoffMs).toFixed(2)],
  ];
}
