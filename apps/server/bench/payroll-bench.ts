import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { hrCookie } from './punch-import-bench';
import { peakMemoryMb, resetPeakMemory } from './process-memory';

/** The first cut-off a month of seeded punches (ending `to`) wholly covers: 1-15 of `to`'s month, or last month's 16th on. */
function coveredCutoff(to: string): { year: number; month: number; cutoff: 1 | 2 } {
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  if (day >= 15) return { year, month, cutoff: 1 };
  return month === 1 ? { year: year - 1, month: 12, cutoff: 2 } : { year, month: month - 1, cutoff: 2 };
}

async function timed(url: string, cookie: string, init: RequestInit): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, headers: { cookie, 'content-type': 'application/json', 'x-request-id': randomBytes(8).toString('hex') } });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

/**
 * A payroll run for the large attendance company (10,000 people with a month of
 * punches, each given a monthly rate), against the hand-off of the same cut-off (the
 * attendance it is computed from), with the server's peak memory.
 */
export async function measurePayrollRun(db: Kysely<DB>, base: string, data: { to: string }, portalPid: number): Promise<[string, string][]> {
  await sql`insert into pay_rates (emp_id, effective_from, basis, rate, recorded_by)
    select emp_id, '2020-01-01', 'monthly', 22000, '00000001' from employees where emp_id >= '40000000' and emp_id < '50000000'`.execute(db);
  const cookie = await hrCookie(db);
  const key = coveredCutoff(data.to);
  const handoff = await timed(`${base}/v1/payroll/handoff?year=${key.year}&month=${key.month}&cutoff=${key.cutoff}`, cookie, { method: 'GET' });
  resetPeakMemory(portalPid);
  const run = await timed(`${base}/v1/payroll/runs`, cookie, { method: 'POST', body: JSON.stringify(key) });
  const peak = peakMemoryMb(portalPid);
  const again = await timed(`${base}/v1/payroll/runs`, cookie, { method: 'POST', body: JSON.stringify(key) });
  const answer = run.status === 200 ? (JSON.parse(run.body) as { totals: { people: number; with_problems: number } }) : null;
  const people = answer ? `${answer.totals.people} people, ${answer.totals.people - answer.totals.with_problems} computed` : run.body.slice(0, 200);
  return [
    [`payroll hand-off of the same cut-off (${key.year}-${key.month} cut-off ${key.cutoff}), ms`, `${handoff.ms.toFixed(0)} (HTTP ${handoff.status})`],
    [`payroll run, draft computed and stored, ms (goal < 5000 for 10,000 people)`, `${run.ms.toFixed(0)} (HTTP ${run.status}; ${people}); ratio to the hand-off ${(run.ms / handoff.ms).toFixed(2)}`],
    ['  server peak memory during it, MB', peak.toFixed(0)],
    ['  computed again, ms', `${again.ms.toFixed(0)} (HTTP ${again.status})`],
  ];
}
