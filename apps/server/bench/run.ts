import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../src/config';
import { ensureCompany } from '../src/company/ensure-company';
import { connectDatabase } from '../src/db/connect';
import { ensureDatabase, findFreePort, startEmbeddedPostgres } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed/demo-seed';
import { createBenchEmployees } from './bench-data';
import { ATTENDANCE_DAYS, ATTENDANCE_EMPLOYEES, seedAttendanceBench, timePureComputation } from './attendance-bench';
import { APPROVAL_EMPLOYEES, BULK_RECIDS, REQUESTS_PER_EMPLOYEE, measureLatency, seedApprovalBench } from './approvals-data';
import { measureLoginBundle } from './login-bundle-size';
import { ADMIN_LIST_EMPLOYEES, logInAsHr, seedAdminListBench, timeList } from './admin-lists-bench';
import { startProcess, stopProcess } from './processes';
import { CONNECTIONS, measureRatesInterleaved, timeInBurst, type BurstFigures } from './throughput';

// `npm run bench`: performance figures, printed, each against a baseline measured in
// the same run on the same machine. Nothing here asserts a time; it reports one.
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TIME_IN_EMPLOYEES = 4000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
chmodSync(dataDir, 0o755);
const pg = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
await ensureDatabase(pg.connectionString('postgres'), 'bench');
const databaseUrl = pg.connectionString('bench');
const db = connectDatabase(databaseUrl, 5);
await migrateToLatest(db as Kysely<unknown>);
await ensureCompany(db, loadConfig({}).companyDefaults);
await seedDemoIfEmpty(db);
const benchPeople = await createBenchEmployees(db, 2 * TIME_IN_EMPLOYEES + 1);
const portalPeople = benchPeople.slice(0, TIME_IN_EMPLOYEES);
const ceilingPeople = benchPeople.slice(TIME_IN_EMPLOYEES, 2 * TIME_IN_EMPLOYEES);
const reader = benchPeople[2 * TIME_IN_EMPLOYEES]!;
const approvalData = await seedApprovalBench(db);
const attendanceData = await seedAttendanceBench(db);
await seedAdminListBench(db);

const portalPort = await findFreePort();
const helloPort = await findFreePort();
const ceilingPort = await findFreePort();
const portalStarting = performance.now();
const portal = await startProcess('src/server.ts', { DATABASE_URL: databaseUrl, PORT: String(portalPort), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' }, `http://127.0.0.1:${portalPort}/api/health`);
const portalColdMs = performance.now() - portalStarting;
const helloStarting = performance.now();
const hello = await startProcess('bench/hello-server.ts', { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/hello`);
const helloColdMs = performance.now() - helloStarting;
const ceiling = await startProcess('bench/ceiling-server.ts', { DATABASE_URL: databaseUrl, PORT: String(ceilingPort) }, `http://127.0.0.1:${ceilingPort}/ready`);

const results: [string, string][] = [];
try {
  // A few punches for the reader, so GET /v2/time answers real rows.
  await sql`insert into punches (emp_id, trdate, direction, punched_at)
    select e.emp_id, d::date, dir, d + case dir when 'in' then interval '8 hours' else interval '17 hours' end
    from employees e, generate_series(current_date - 13, current_date - 1, interval '1 day') d, unnest(array['in','out']) dir
    where e.emp_id = ${reader.empId}`.execute(db);

  // Read path: the portal against hello-world and the two ceilings, in the same run.
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  const rates = await measureRatesInterleaved(
    {
      hello: { url: `http://127.0.0.1:${helloPort}/hello` },
      ceilingRow: { url: `${ceilingUrl}/row`, cookie: reader.cookie },
      ceilingTime: { url: `${ceilingUrl}/time`, cookie: reader.cookie },
      portalTime: { url: `${portalUrl}/api/v2/time`, cookie: reader.cookie },
    },
    DURATION_S,
  );
  const { hello: helloRun, ceilingRow: ceilingRowRun, ceilingTime: ceilingTimeRun, portalTime: timeRun } = rates;
  const ofHello = (rps: number) => (rps / helloRun.rps).toFixed(3);
  results.push(['hello-world Fastify, req/s', helloRun.rps.toFixed(0)]);
  results.push(['ceiling: one-row read (bare Fastify + pg), req/s, / hello', `${ceilingRowRun.rps.toFixed(0)}  ${ofHello(ceilingRowRun.rps)}`]);
  results.push(['ceiling: same 14-day body (bare Fastify + pg), req/s, / hello', `${ceilingTimeRun.rps.toFixed(0)}  ${ofHello(ceilingTimeRun.rps)}`]);
  results.push(['GET /api/v2/time (authenticated), req/s', timeRun.rps.toFixed(0)]);
  results.push(['  p99 latency, ms (ceiling 14-day p99)', `${timeRun.p99} (${ceilingTimeRun.p99})`]);
  results.push(['  ratio time / hello (goal >= 0.25; one-row ceiling above)', ofHello(timeRun.rps)]);
  results.push(['  ratio time / ceiling 14-day body', (timeRun.rps / ceilingTimeRun.rps).toFixed(3)]);

  // Approvals: "for my approval" among 100,000 requests, then one bulk approval of 500.
  const base = `http://127.0.0.1:${portalPort}/api`;
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

  // Time-in burst: the portal and the one-statement ceiling, each on its own employees.
  const portalBurst = await timeInBurst(db, `${portalUrl}/api/v2/time/in`, portalPeople);
  const ceilingBurst = await timeInBurst(db, `${ceilingUrl}/time/in`, ceilingPeople);
  const describeBurst = (burst: BurstFigures) =>
    `${burst.perSecond.toFixed(0)}/s, p99 ${burst.p99} ms, acknowledged ${burst.acknowledged} / stored ${burst.stored} (lost ${burst.acknowledged - burst.stored}), refused ${burst.refused}`;
  results.push([`ceiling: time-in as one statement, ${TIME_IN_EMPLOYEES} employees`, describeBurst(ceilingBurst)]);
  results.push([`time-ins, ${TIME_IN_EMPLOYEES} distinct employees (goal >= 2000/s, p99 < 100 ms)`, describeBurst(portalBurst)]);
  results.push(['  ratio time-ins / ceiling time-in (goal >= 0.8)', (portalBurst.perSecond / ceilingBurst.perSecond).toFixed(3)]);
  results.push(['cold start to first answer, ms: portal / hello-world', `${portalColdMs.toFixed(0)} / ${helloColdMs.toFixed(0)} (${(portalColdMs / helloColdMs).toFixed(1)}x)`]);
} finally {
  await stopProcess(portal);
  await stopProcess(hello);
  await stopProcess(ceiling);
  await db.destroy();
  await pg.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const bundle = measureLoginBundle();
results.push([
  'login route JS, gzip KB (goal <= 170)',
  bundle ? `${(bundle.gzipBytes / 1024).toFixed(1)} (${bundle.files.length} files)` : 'n/a: build the client first (npm run build)',
]);

const width = Math.max(...results.map(([label]) => label.length));
console.log(`\nBenchmark (${DURATION_S} s runs, read rates the median of 3 interleaved rounds, ${CONNECTIONS} connections, node ${process.version})`);
for (const [label, value] of results) console.log(`${label.padEnd(width)}  ${value}`);
