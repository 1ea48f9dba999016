import { ATTENDANCE_DAYS, ATTENDANCE_EMPLOYEES, timePureComputation } from './attendance-bench';
import { APPROVAL_EMPLOYEES, BULK_RECIDS, REQUESTS_PER_EMPLOYEE, measureLatency, type ApprovalBenchData } from './approvals-data';
import { ADMIN_LIST_EMPLOYEES, logInAsHr, timeList } from './admin-lists-bench';

/** The company-wide figures: for-my-approval, a bulk approval, a month of staff attendance, the HR lists. */
export async function measureReports(
  base: string,
  approvalData: ApprovalBenchData,
  attendanceData: { cookie: string; from: string; to: string },
): Promise<[string, string][]> {
  const results: [string, string][] = [];
  // Approvals: "for my approval" among 100,000 requests, then one bulk approval of 500.
  const health = await measureLatency(`${base}/health`, undefined, 200);
  const queue = await measureLatency(`${base}/v1/attendance/adjustments/formyapproval`, approvalData.typicalLeadCookie, 200);
  const busyQueue = await measureLatency(`${base}/v1/attendance/adjustments/formyapproval`, approvalData.busyLeadCookie, 100);
  results.push([`for-my-approval among ${APPROVAL_EMPLOYEES * REQUESTS_PER_EMPLOYEE + BULK_RECIDS} requests, ${APPROVAL_EMPLOYEES} employees`, '']);
  results.push(['  GET /api/health (baseline) p50 / p95, ms', `${health.p50.toFixed(1)} / ${health.p95.toFixed(1)}`]);
  results.push([`  typical lead queue (${queue.rows} rows) p50 / p95, ms (goal p95 < 50)`, `${queue.p50.toFixed(1)} / ${queue.p95.toFixed(1)}`]);
  results.push(['  ratio typical queue p95 / health p95', (queue.p95 / health.p95).toFixed(1)]);
  results.push([`  busy lead queue (${busyQueue.rows} rows) p50 / p95, ms`, `${busyQueue.p50.toFixed(1)} / ${busyQueue.p95.toFixed(1)}`]);
  const bulkStarted = performance.now();
  const bulkResponse = await fetch(`${base}/v3/attendance/adjustment/approve`, {
    method: 'POST',
    headers: { cookie: approvalData.busyLeadCookie, 'content-type': 'application/json', 'x-request-id': `bench-bulk-${Date.now()}` },
    body: JSON.stringify({ recids: approvalData.busyLeadRecids }),
  });
  const bulkBody = (await bulkResponse.json()) as { done?: number[]; refused?: unknown[] };
  const bulkMs = performance.now() - bulkStarted;
  if (!bulkResponse.ok) throw new Error(`bulk approval answered ${bulkResponse.status}`);
  results.push([`bulk approval of ${BULK_RECIDS} recids, one call, ms (goal < 2000)`, bulkMs.toFixed(0)]);
  results.push(['  done / refused', `${bulkBody.done?.length ?? 0} / ${bulkBody.refused?.length ?? 0}`]);
  results.push(['  per request (ratio to one health call p50)', `${(bulkMs / BULK_RECIDS).toFixed(2)} ms (${(bulkMs / BULK_RECIDS / health.p50).toFixed(1)}x)`]);

  // Attendance: one month of staff attendance for 1,000 people, end to end, and the pure computation alone.
  const monthUrl = `${base}/v2/staffattendance?from=${attendanceData.from}&to=${attendanceData.to}`;
  const timings: number[] = [];
  let monthRows = 0;
  for (let run = 0; run < 6; run++) {
    const started = performance.now();
    const response = await fetch(monthUrl, { headers: { cookie: attendanceData.cookie } });
    const body = (await response.json()) as unknown[];
    if (!response.ok) throw new Error(`staff attendance answered ${response.status}`);
    if (run > 0) timings.push(performance.now() - started);
    monthRows = body.length;
  }
  timings.sort((a, b) => a - b);
  const pure = timePureComputation();
  results.push([`staff attendance, ${ATTENDANCE_EMPLOYEES} people x ${ATTENDANCE_DAYS} days (${monthRows} rows), end to end, median ms (goal < 500)`, timings[Math.floor(timings.length / 2)]!.toFixed(0)]);
  results.push([`  pure computation of ${pure.rows} days, ms (goal < 100)`, pure.ms.toFixed(1)]);
  results.push(['  ratio end to end / one health call p50', (timings[Math.floor(timings.length / 2)]! / health.p50).toFixed(0)]);

  // HR administration: the employee and account lists with 10,000 more employees.
  const hrCookie = await logInAsHr(base);
  const employeeList = await timeList(`${base}/v1/admin/employees`, hrCookie);
  const accountList = await timeList(`${base}/v1/admin/accounts`, hrCookie);
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  results.push([`HR lists with ${ADMIN_LIST_EMPLOYEES} more employees, median ms incl. JSON parse (goal < 500)`, '']);
  results.push([`  GET /api/v1/admin/employees (${employeeList.rows} rows, ${megabytes(employeeList.bytes)} MB)`, `${employeeList.median.toFixed(0)} (${(employeeList.median / health.p50).toFixed(0)}x health)`]);
  results.push([`  GET /api/v1/admin/accounts (${accountList.rows} rows, ${megabytes(accountList.bytes)} MB)`, `${accountList.median.toFixed(0)} (${(accountList.median / health.p50).toFixed(0)}x health)`]);
  return results;
}
