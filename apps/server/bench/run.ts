import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { Client as PgClient } from 'pg';
import { ADVISORY_LOCKS } from '../src/db/advisory-lock';
import { loadConfig } from '../src/config';
import { ensureCompany } from '../src/company/ensure-company';
import { connectDatabase } from '../src/db/connect';
import { ensureDatabase, findFreePort, startEmbeddedPostgres } from '../src/db/embedded';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed/demo-seed';
import { createBenchEmployees } from './bench-data';
import { LARGE_ATTENDANCE_EMPLOYEES, seedAttendanceBench } from './attendance-bench';
import { LARGE_APPROVAL_EMPLOYEES, seedApprovalBench } from './approvals-data';
import { measureLoginBundle } from './login-bundle-size';
import { seedAdminListBench } from './admin-lists-bench';
import { measureCompanyAttendance, measureReports } from './reports-bench';
import { measureBulkApprovalWithEmail } from './notifications-bench';
import { measurePunchImport } from './punch-import-bench';
import { measureEmployeeImport } from './employee-import-bench';
import { measurePayrollRun } from './payroll-bench';
import { SmtpSink } from '../test/smtp-sink';
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';
import { startCompiledProcess, startProcess, stopProcess } from './processes';
import { builtServerEntry, ensureServerBuild } from '../../../scripts/build-server.mjs';
import { measureCompiledServer } from './compiled-server-bench';
import { measureTwoNodes } from './two-nodes-bench';
import {
  CONNECTIONS,
  measureRatesInterleaved,
  timeInBurst,
  timeInBurstsInterleaved,
  type BurstFigures,
} from './throughput';

// `npm run bench`: performance figures, printed, each against a baseline measured in
// the same run on the same machine. Nothing here asserts a time; it reports one.
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TIME_IN_EMPLOYEES = 4000;
/** Each server's uncounted first time-ins, as every read rate is measured warm. */
const WARM_UP_TIME_INS = 500;

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
chmodSync(dataDir, 0o755);
const pg = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
await ensureDatabase(pg.connectionString('postgres'), 'bench');
const databaseUrl = pg.connectionString('bench');
const db = connectDatabase(databaseUrl, 5);
await migrateToLatest(db as Kysely<unknown>);
await ensureCompany(db, loadConfig({}).companyDefaults);
await seedDemoIfEmpty(db);
// Two time-in bursts (see below), each with its own portal and ceiling employees.
// BENCH_ONLY=attendance measures a company of the large attendance size alone (10,000
// people and the demo's), without the time-in bench's people, so its "everyone" is that.
const benchPeople = process.env.BENCH_ONLY === 'attendance' ? [] : await createBenchEmployees(db, 4 * TIME_IN_EMPLOYEES + 2 * WARM_UP_TIME_INS + 1);
const reader = benchPeople[4 * TIME_IN_EMPLOYEES + 2 * WARM_UP_TIME_INS]!;
const warmUpPeople = benchPeople.slice(4 * TIME_IN_EMPLOYEES, 4 * TIME_IN_EMPLOYEES + 2 * WARM_UP_TIME_INS);
// BENCH_ONLY=core measures the read path, the time-in burst and the cold start alone,
// for quick comparisons while working on them.
const reportsToo = process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === '';
// BENCH_ONLY=attendance measures the company-wide attendance figures alone.
const attendanceOnly = process.env.BENCH_ONLY === 'attendance';
// BENCH_ONLY=import measures the punch and employee imports alone.
const importOnly = process.env.BENCH_ONLY === 'import';
// BENCH_ONLY=payroll measures a payroll run of the large attendance company alone.
const payrollOnly = process.env.BENCH_ONLY === 'payroll';
const approvalData = reportsToo ? await seedApprovalBench(db) : null;
const largeApprovalData = reportsToo ? await seedApprovalBench(db, LARGE_APPROVAL_EMPLOYEES) : null;
const attendanceData = reportsToo ? await seedAttendanceBench(db) : null;
const largeAttendanceData =
  reportsToo || attendanceOnly || payrollOnly ? await seedAttendanceBench(db, LARGE_ATTENDANCE_EMPLOYEES) : null;
if (reportsToo) await seedAdminListBench(db);

// The portal's background refresh of stored days is held off (its lock taken here for
// the whole run): the figures of computed days are measured as computed, and the bench
// stores the days itself, timed, where it measures reading them stored.
const refreshHeldOff = new PgClient({ connectionString: databaseUrl });
await refreshHeldOff.connect();
await refreshHeldOff.query(`select pg_advisory_lock(${ADVISORY_LOCKS.storedDaysRefresh})`);

// E-mail on, as a company with SMTP_URL runs it: a sink in this process takes the mail.
const mailSink = new SmtpSink();
await mailSink.start();
const portalPort = await findFreePort();
const helloPort = await findFreePort();
const ceilingPort = await findFreePort();
const portalStarting = performance.now();
// The built server with the flags `npm start` gives it (its memory is what a company
// runs), and any more for a profile (for example
// BENCH_PORTAL_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/profile").
const extraPortalFlags = process.env.BENCH_PORTAL_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
if (!ensureServerBuild()) throw new Error('the server could not be built');
const portal = await startCompiledProcess(
  builtServerEntry,
  {
    DATABASE_URL: databaseUrl,
    PORT: String(portalPort),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SMTP_URL: mailSink.url,
  },
  `http://127.0.0.1:${portalPort}/api/health`,
  [...serverNodeFlags(), ...extraPortalFlags],
);
const portalColdMs = performance.now() - portalStarting;
const helloStarting = performance.now();
const hello = await startProcess(
  'bench/hello-server.ts',
  { PORT: String(helloPort) },
  `http://127.0.0.1:${helloPort}/hello`,
);
const helloColdMs = performance.now() - helloStarting;
const ceiling = await startProcess(
  'bench/ceiling-server.ts',
  { DATABASE_URL: databaseUrl, PORT: String(ceilingPort) },
  `http://127.0.0.1:${ceilingPort}/ready`,
);

const results: [string, string][] = [];
try {
  if (payrollOnly && largeAttendanceData) {
    results.push(...(await measurePayrollRun(db, `http://127.0.0.1:${portalPort}/api`, largeAttendanceData, portal.pid!)));
  } else if (importOnly) {
    results.push(...(await measurePunchImport(db, `http://127.0.0.1:${portalPort}/api`, benchPeople.map((person) => person.empId), portal.pid!)));
    results.push(...(await measureEmployeeImport(db, `http://127.0.0.1:${portalPort}/api`, portal.pid!)));
  } else if (attendanceOnly && largeAttendanceData) {
    results.push(
      ...(await measureCompanyAttendance(db, `http://127.0.0.1:${portalPort}/api`, largeAttendanceData, portal.pid!)),
    );
  } else {
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
    results.push([
      'ceiling: one-row read (bare Fastify + pg), req/s, / hello',
      `${ceilingRowRun.rps.toFixed(0)}  ${ofHello(ceilingRowRun.rps)}`,
    ]);
    results.push([
      'ceiling: same 14-day body (bare Fastify + pg), req/s, / hello',
      `${ceilingTimeRun.rps.toFixed(0)}  ${ofHello(ceilingTimeRun.rps)}`,
    ]);
    results.push(['GET /api/v2/time (authenticated), req/s', timeRun.rps.toFixed(0)]);
    results.push(['  p99 latency, ms (ceiling 14-day p99)', `${timeRun.p99} (${ceilingTimeRun.p99})`]);
    results.push(['  ratio time / hello (goal >= 0.25; one-row ceiling above)', ofHello(timeRun.rps)]);
    results.push(['  ratio time / ceiling 14-day body', (timeRun.rps / ceilingTimeRun.rps).toFixed(3)]);
    // Several nodes: the same read through HAProxy to this node alone, then to it and a second one.
    results.push(...(await measureTwoNodes(databaseUrl, portalPort, reader.cookie, DURATION_S)));

    const base = `http://127.0.0.1:${portalPort}/api`;
    if (approvalData && largeApprovalData && attendanceData && largeAttendanceData) {
      results.push(
        ...(await measureReports(
          db,
          base,
          {
            approvals: approvalData,
            largeApprovals: largeApprovalData,
            attendance: attendanceData,
            largeAttendance: largeAttendanceData,
          },
          portal.pid!,
        )),
      );
      // The first company's bulk is approved above; its 500 are approved again here only
      // if still waiting, so this uses the two other busy queues: none is approved twice.
      results.push(...(await measureBulkApprovalWithEmail(db, base, mailSink, approvalData, largeApprovalData)));
    }

    // Time-in bursts: the portal and the one-statement ceiling, each on its own
    // employees, interleaved. As at 8:00: everyone last seen long ago, so each session
    // lookup is due a touch. First as the phone does it, opening the time clock (the
    // day's records) before tapping Time In, then with the time-in as the session's
    // first call on the node (a new node behind the proxy), each on fresh employees.
    const describeBurst = (burst: BurstFigures) =>
      `${burst.perSecond.toFixed(0)}/s, p99 ${burst.p99} ms, acknowledged ${burst.acknowledged} / stored ${burst.stored} (lost ${burst.acknowledged - burst.stored}), refused ${burst.refused}`;
    await sql`update sessions set last_seen_at = now() - interval '10 minutes' where emp_id = any(${benchPeople.map((person) => person.empId)}::text[])`.execute(
      db,
    );
    // The time-in path is warmed up as the read path is (JIT, each pooled connection's
    // plan of the punch): a few hundred uncounted time-ins on each server first.
    await timeInBurst(db, `${portalUrl}/api/v2/time/in`, warmUpPeople.slice(0, WARM_UP_TIME_INS));
    await timeInBurst(db, `${ceilingUrl}/time/in`, warmUpPeople.slice(WARM_UP_TIME_INS));
    for (const [label, opened, offset] of [
      ['after opening the time clock', true, 0],
      ['as the first call of the session', false, 2 * TIME_IN_EMPLOYEES],
    ] as const) {
      const portalPeople = benchPeople.slice(offset, offset + TIME_IN_EMPLOYEES);
      const ceilingPeople = benchPeople.slice(offset + TIME_IN_EMPLOYEES, offset + 2 * TIME_IN_EMPLOYEES);
      const { portal: portalBurst, ceiling: ceilingBurst, plain: plainBurst } = await timeInBurstsInterleaved(db, {
        portal: {
          url: `${portalUrl}/api/v2/time/in`,
          ...(opened ? { openUrl: `${portalUrl}/api/v2/time` } : {}),
          people: portalPeople,
        },
        ceiling: {
          url: `${ceilingUrl}/time/in`,
          ...(opened ? { openUrl: `${ceilingUrl}/time` } : {}),
          people: ceilingPeople,
        },
        // The same people (sessions already known): the plain table keeps no state between time-ins.
        plain: { url: `${ceilingUrl}/time/in/plain`, people: ceilingPeople, table: 'ceiling_punches' },
      });
      results.push([`ceiling: time-in as one plain insert into a table of its own, ${label}`, describeBurst(plainBurst)]);
      results.push([
        `ceiling: time-in as one statement, ${TIME_IN_EMPLOYEES} employees, ${label}`,
        describeBurst(ceilingBurst),
      ]);
      results.push([
        `time-ins, ${TIME_IN_EMPLOYEES} distinct employees, ${label} (goal >= 2000/s, p99 < 100 ms)`,
        describeBurst(portalBurst),
      ]);
      results.push([
        '  ratio time-ins / ceiling time-in (goal >= 0.8)',
        (portalBurst.perSecond / ceilingBurst.perSecond).toFixed(3),
      ]);
      results.push(['  ratio time-ins / plain insert (goal >= 0.6)', (portalBurst.perSecond / plainBurst.perSecond).toFixed(3)]);
    }
    // Last: it adds past days' punches to the first bench employees.
    results.push(
      ...(await measurePunchImport(
        db,
        base,
        benchPeople.map((person) => person.empId),
        portal.pid!,
      )),
    );
    results.push([
      'cold start to first answer, ms: portal (built) / hello-world (tsx)',
      `${portalColdMs.toFixed(0)} / ${helloColdMs.toFixed(0)} (${(portalColdMs / helloColdMs).toFixed(1)}x)`,
    ]);
    // npm start runs the compiled server; npm run dev and the tests run it through tsx.
    results.push(...(await measureCompiledServer(databaseUrl, reader.cookie)));
  }
} finally {
  await stopProcess(portal);
  await stopProcess(hello);
  await stopProcess(ceiling);
  await mailSink.stop();
  await refreshHeldOff.end();
  await db.destroy();
  await pg.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const bundle = measureLoginBundle();
results.push([
  'login route JS, gzip KB (goal <= 170)',
  bundle
    ? `${(bundle.gzipBytes / 1024).toFixed(1)} (${bundle.files.length} files)`
    : 'n/a: build the client first (npm run build)',
]);

const width = Math.max(...results.map(([label]) => label.length));
console.log(
  `\nBenchmark (${DURATION_S} s runs, read rates the median of 3 interleaved rounds, ${CONNECTIONS} connections, node ${process.version})`,
);
for (const [label, value] of results) console.log(`${label.padEnd(width)}  ${value}`);
