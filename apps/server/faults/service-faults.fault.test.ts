import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded';
import { chmodSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expectAnsweredAndStoredAsAnswered, expectEachStoredOnce, tally } from './checks';
import {
  createPortalHome,
  isRunning,
  killEverything,
  probe,
  portalOutput,
  portalProcesses,
  postmasterPid,
  serverPid,
  signal,
  startPortal,
  waitForNoPortalProcess,
  waitUntilReady,
  type PortalHome,
  type RunningPortal,
} from './portal-process';
import { burst, createEmployees, queryPortal, timeIn, timeInUntilAnswered, type Employee } from './time-in-load';

// The portal started as `npm start` starts it, faulted in the ways a server meets,
// with real processes, signals and connections. The scenarios run in order on one
// data directory: each one's next start is the previous one's "start again".
// PORTAL_ROOT=<another checkout> runs them against another build of the portal.

const BURST = 39;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let home: PortalHome;
let portal: RunningPortal;
/** Every employee whose time-in was acknowledged, checked once more at the end. */
const acknowledged: Employee[] = [];

async function startAndWait(): Promise<RunningPortal> {
  const started = startPortal(home);
  await waitUntilReady(home);
  return started;
}

/** A clean start: ready, and it neither stopped a leftover database nor printed an error. */
function expectCleanStart(run: RunningPortal): void {
  const output = portalOutput(home, run);
  expect(output).not.toMatch(/undefined|left running|could not start|"level":50|"level":60/);
}

/** The portal stopped as one: nothing of it is left, and PostgreSQL shut down cleanly (no pid file). */
async function expectFullyStopped(): Promise<void> {
  const left = await waitForNoPortalProcess(home, 20_000);
  expect(left.map((entry) => `${entry.pid} ${entry.command}`)).toEqual([]);
}

/** Sends a burst of single time-ins, then the stop, and checks every call was answered. */
async function stopUnderLoad(send: () => void): Promise<void> {
  const employees = await createEmployees(home, BURST);
  const calls = burst(employees, (employee) => timeIn(home, employee));
  await sleep(40);
  const signalledAt = Date.now();
  send();
  const outcomes = await calls;
  await expectFullyStopped();
  console.log(`${expect.getState().currentTestName}: answers ${JSON.stringify(tally(outcomes))}, every process gone ${Date.now() - signalledAt} ms after the signal`);
  expect(postmasterPid(home), 'PostgreSQL removed its pid file: a clean shutdown').toBeNull();
  portal = await startAndWait();
  expectCleanStart(portal);
  await expectAnsweredAndStoredAsAnswered(home, employees, outcomes);
  // They were in flight before the stop, and the database stays up until the drain
  // ends: every one is served, not merely answered with an error.
  expect(tally(outcomes), 'every time-in in flight is served').toEqual({ '200': BURST });
  employees.forEach((employee, index) => {
    if ((outcomes[index] as { status?: number }).status === 200) acknowledged.push(employee);
  });
}

beforeAll(async () => {
  home = createPortalHome(await findFreePort());
  // The first start builds the web client when it is missing or stale, as npm start does.
  portal = startPortal(home);
  await waitUntilReady(home, 280_000);
}, 300_000);

// Each scenario starts from a serving portal, so one scenario's failure does not
// decide the next one's.
beforeEach(async () => {
  const serving = isRunning(portal.topPid) && [200, 404].includes((await probe(home, '/api/ready')) ?? 0) && (await probe(home, '/api/health')) === 200;
  if (serving) return;
  await killEverything(home);
  portal = await startAndWait();
}, 120_000);

afterAll(async () => {
  await killEverything(home);
  rmSync(path.dirname(home.dataDir), { recursive: true, force: true });
});

describe('the portal as a service', () => {
  it('answers a burst of time-ins while every database backend is terminated, and stays up', async () => {
    const employees = await createEmployees(home, BURST);
    const results = burst(employees, (employee) => timeInUntilAnswered(home, employee));
    for (let round = 0; round < 5; round++) {
      await sleep(30);
      await queryPortal(home, `select pg_terminate_backend(pid) from pg_stat_activity where datname = 'portal' and pid <> pg_backend_pid()`);
    }
    const settled = await results;
    console.log(`backends terminated: answers ${JSON.stringify(tally(settled.flatMap((result) => result.outcomes)))}`);
    await expectEachStoredOnce(home, settled);
    expect(isRunning(portal.topPid), 'the portal is still running').toBe(true);
    await waitUntilReady(home, 10_000);
    acknowledged.push(...employees);
  });

  it('restarts its embedded PostgreSQL when it is killed alone, and answers 503 meanwhile', async () => {
    const killed = postmasterPid(home)!;
    const employees = await createEmployees(home, BURST);
    const results = burst(employees, (employee) => timeInUntilAnswered(home, employee));
    await sleep(30);
    signal(killed, 'SIGKILL');
    const backAfter = await waitUntilReady(home, 30_000);
    expect(postmasterPid(home)).not.toBe(killed);
    expect(isRunning(portal.topPid), 'the same portal serves again').toBe(true);
    const settled = await results;
    console.log(`PostgreSQL killed: ready again after ${backAfter} ms; answers ${JSON.stringify(tally(settled.flatMap((result) => result.outcomes)))}`);
    await expectEachStoredOnce(home, settled);
    acknowledged.push(...employees);
  });

  it('exits non-zero for its supervisor when PostgreSQL cannot be restarted', async () => {
    // PostgreSQL cannot enter its data directory, so every restart attempt fails.
    chmodSync(home.postgresDir, 0o000);
    try {
      signal(postmasterPid(home)!, 'SIGKILL');
      const exitCode = await Promise.race([portal.exited, sleep(60_000).then(() => 'still running')]);
      expect(exitCode).toBe(1);
      expect(portalOutput(home, portal)).toMatch(/PostgreSQL could not be restarted: its restart budget \(5 attempts\) is spent/);
    } finally {
      chmodSync(home.postgresDir, 0o700);
    }
    await expectFullyStopped();
  });

  it('drains and stops as one on SIGTERM to the top PID under load', async () => {
    await stopUnderLoad(() => signal(portal.topPid, 'SIGTERM'));
  });

  it('drains and stops as one on SIGINT to the top PID under load', async () => {
    await stopUnderLoad(() => signal(portal.topPid, 'SIGINT'));
  });

  it("drains before its database stops on a terminal's Ctrl-C (SIGINT to the whole foreground group)", async () => {
    await stopUnderLoad(() => signal(-portal.group, 'SIGINT'));
  });

  it('starts again after the server alone was killed with -9, stopping the PostgreSQL it left', async () => {
    const leftPostgres = postmasterPid(home)!;
    signal(serverPid(portal), 'SIGKILL');
    await sleep(500);
    portal = await startAndWait();
    expect(isRunning(leftPostgres), 'the leftover PostgreSQL was stopped').toBe(false);
    expect(portalOutput(home, portal)).not.toMatch(/undefined/);
  });

  it('starts again after the whole tree was killed with -9, leaving a stale pid file', async () => {
    const postmaster = postmasterPid(home)!;
    for (const entry of portalProcesses(home)) signal(entry.pid, 'SIGKILL');
    expect(await waitForNoPortalProcess(home, 10_000)).toEqual([]);
    expect(postmasterPid(home), 'the stale pid file is still there').toBe(postmaster);
    portal = await startAndWait();
    expectCleanStart(portal);
  });

  it('says in one line why a data directory in use cannot be used', async () => {
    const second = startPortal(home);
    const startedAt = Date.now();
    while (isRunning(second.topPid) && Date.now() - startedAt < 60_000) await sleep(200);
    const output = portalOutput(home, second);
    expect(output).toMatch(/could not start: .* is in use by another running portal .*stop it first, or set DATA_DIR to another directory/);
    expect(output).not.toMatch(/undefined/);
    await waitUntilReady(home, 5_000);
  });

  it('kept every acknowledged time-in exactly once, and stops leaving nothing behind', async () => {
    const rows = await queryPortal<{ emp_id: string; count: string }>(
      home,
      `select emp_id, count(*) as count from punches where direction = 'in' and emp_id = any($1::text[]) group by emp_id`,
      [acknowledged.map((employee) => employee.empId)],
    );
    expect(rows.length).toBe(acknowledged.length);
    expect(rows.filter((row) => row.count !== '1')).toEqual([]);
    signal(portal.topPid, 'SIGTERM');
    await expectFullyStopped();
  });
});
