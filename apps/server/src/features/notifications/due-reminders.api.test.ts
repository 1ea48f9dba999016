import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { ADVISORY_LOCKS } from '../../db/advisory-lock';
import { writeDueReminders } from './reminders';

// Every node looks for due reminders; one at a time does the work.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });

const dueReminders = () => ctx.db.selectFrom('notifications').select('title').where('dedupe_key', 'like', 'coe-due:%').execute();

describe('due reminders on several nodes', () => {
  it('are skipped by a node while another writes them, and written once by the one that does', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const coe = await call(ctx.app, { method: 'POST', url: '/api/v2/coe', cookie: employee, payload: { recid: 0, reqDate: manilaDay(), coeType: 4, reason: 'Bank loan application' } });
    expect(coe.statusCode, coe.body).toBe(200);
    await ctx.db.updateTable('coe_requests').set({ datefiled: sql`now() - interval '2 days'` }).where('recid', '=', (coe.json() as { recid: number }).recid).execute();

    const otherNode = new pg.Client({ connectionString: ctx.databaseUrl });
    await otherNode.connect();
    try {
      await otherNode.query('begin');
      await otherNode.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.dueReminders]);
      expect(await writeDueReminders(ctx.db)).toBeNull();
      expect(await dueReminders()).toHaveLength(0);
      await otherNode.query('commit');
    } finally {
      await otherNode.end();
    }
    expect(await writeDueReminders(ctx.db)).toBeGreaterThan(0);
    await Promise.all([writeDueReminders(ctx.db), writeDueReminders(ctx.db)]);
    expect(await dueReminders()).toHaveLength(1);
  });
});
