import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactionRetries } from '../db/connect';
import { addDays } from '../lib/local-time';
import { manilaDay, quietMonday } from '../../test/dates';
import { call, logInAs, useTestApp } from '../../test/test-app';

// Every pair of the write paths that touch one request, run at the same moment on a
// freshly filed leave, again and again: the requester's edit, delete and a second
// filing, and the approver's approve and disapprove, one at a time and in bulk.
// Each pair must end in one consistent outcome with no 5xx, and no transaction may
// need the deadlock retry: the write paths share one lock order
// (approvals/lock-order.ts), and a path that took its locks in another order
// deadlocks here (the retry hides that from a person, not from this test).

const ctx = useTestApp();
const ROUNDS_PER_PAIR = 3;
const REQUESTER = '00000004';
let employee = '';
let teamlead = '';
let day = '';

type Path = 'edit' | 'delete' | 'fileAnother' | 'approve' | 'disapprove' | 'bulkApprove' | 'bulkDisapprove';
const PATHS: Path[] = ['edit', 'delete', 'fileAnother', 'approve', 'disapprove', 'bulkApprove', 'bulkDisapprove'];
const DECISIONS: Path[] = ['approve', 'disapprove', 'bulkApprove', 'bulkDisapprove'];

const leave = (recid: number, fromDate: string, reason: string) => ({ recid, payItem: 'VL', fromDate, toDate: fromDate, reason });

function send(path: Path, recid: number): Promise<LightMyRequestResponse> {
  const post = (url: string, payload: object, cookie: string) => call(ctx.app, { method: 'POST', url, payload, cookie });
  switch (path) {
    case 'edit':
      return post('/api/v3/leave', leave(recid, day, 'Edited while it was decided'), employee);
    case 'delete':
      return call(ctx.app, { method: 'DELETE', url: `/api/v1/leave?recid=${recid}`, cookie: employee });
    case 'fileAnother':
      return post('/api/v3/leave', leave(0, addDays(day, 1), 'Another day off'), employee);
    case 'approve':
      return post('/api/v1/leave/approve', { recid, emp_id: REQUESTER }, teamlead);
    case 'disapprove':
      return post('/api/v1/leave/disapprove', { recid, emp_id: REQUESTER, remarks: 'Peak season' }, teamlead);
    case 'bulkApprove':
      return post('/api/v3/leaves/approve', { recids: [recid] }, teamlead);
    case 'bulkDisapprove':
      return post('/api/v3/leaves/disapprove', { recids: [recid], remarks: 'Peak season' }, teamlead);
  }
}

/** Whether the call did what it asked for this request (a bulk call answers 200 with the request among those refused). */
function succeeded(path: Path, recid: number, response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 200) return false;
  if (path === 'bulkApprove' || path === 'bulkDisapprove') return (response.json() as { done: number[] }).done.includes(recid);
  return true;
}

beforeAll(async () => {
  day = await quietMonday(ctx.db, Number(manilaDay().slice(0, 4)) + 1, 6);
  employee = await logInAs(ctx.app, 'employee');
  teamlead = await logInAs(ctx.app, 'teamlead');
});

describe('every pair of write paths on one request, at the same moment', () => {
  it(`ends consistently, with no 5xx and no deadlock, ${ROUNDS_PER_PAIR} times for each pair`, { timeout: 120_000 }, async () => {
    const deadlocksBefore = transactionRetries['40P01'] ?? 0;
    const problems: string[] = [];
    for (const [index, first] of PATHS.entries()) {
      for (const second of PATHS.slice(index)) {
        for (let round = 0; round < ROUNDS_PER_PAIR; round += 1) {
          // A clean slate: no leave of the requester's, so the balance and the overlap rules never refuse.
          await ctx.db.deleteFrom('leaves').where('emp_id', '=', REQUESTER).execute();
          const filed = await send('fileAnother', 0).then(() => call(ctx.app, { method: 'POST', url: '/api/v3/leave', payload: leave(0, day, 'Family trip to Bohol'), cookie: employee }));
          expect(filed.statusCode, filed.body).toBe(200);
          const recid = (filed.json() as { recid: number }).recid;
          const pair = `${first} + ${second}`;
          const [a, b] = await Promise.all([send(first, recid), send(second, recid)]);
          const answers: [Path, LightMyRequestResponse][] = [[first, a], [second, b]];
          for (const [path, response] of answers) if (response.statusCode >= 500) problems.push(`${pair}: ${path} answered ${response.statusCode} ${response.body.slice(0, 120)}`);
          const row = await ctx.db.selectFrom('leaves').select(['reason', 'status as stats', 'overall_status']).where('recid', '=', recid).executeTakeFirst();
          const decided = answers.filter(([path, response]) => DECISIONS.includes(path) && succeeded(path, recid, response));
          const deleted = answers.some(([path, response]) => path === 'delete' && succeeded(path, recid, response));
          const edited = answers.some(([path, response]) => path === 'edit' && succeeded(path, recid, response));
          if (decided.length > 1) problems.push(`${pair}: both decisions succeeded`);
          if (deleted && (row || decided.length > 0)) problems.push(`${pair}: deleted, yet ${row ? 'still stored' : 'also decided'}`);
          if (!deleted && !row) problems.push(`${pair}: gone without a delete`);
          if (row && edited && row.reason !== 'Edited while it was decided') problems.push(`${pair}: the edit was acknowledged and lost`);
          if (row && decided.length === 1) {
            const approved = decided[0]![0].toLowerCase().includes('approve') && !decided[0]![0].toLowerCase().includes('disapprove');
            if (row.stats !== (approved ? 'A' : 'D')) problems.push(`${pair}: decided ${decided[0]![0]}, stored level 1 as "${row.stats}"`);
          }
          if (row && decided.length === 0 && row.stats !== '') problems.push(`${pair}: level 1 is "${row.stats}" with no decision acknowledged`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect((transactionRetries['40P01'] ?? 0) - deadlocksBefore, 'transactions ended by a deadlock and run again').toBe(0);
  });
});
