import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';

const ctx = useTestApp();
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, Number(manilaDay().slice(0, 4)) + 1, 5, 14);
});
const saveGroup = (cookie: string, body: object) => call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: body, cookie });
const membersOf = async (cookie: string, recid: number) =>
  ((await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/groupRequestByRecordId?recidhdr=${recid}`, cookie })).json() as { emp_id: string; frdate: string; reason: string }[])
    .map((row) => ({ emp_id: row.emp_id, frdate: row.frdate, reason: row.reason }))
    .sort((a, b) => a.emp_id.localeCompare(b.emp_id));

describe('editing a group leave (POST groupRequest with its recid)', () => {
  it('changes the dates, reason and members of an untouched group in one go', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const group = (await saveGroup(teamlead, { recid: 0, payItem: 'VL', fromDate: monday, toDate: monday, reason: 'Team building', empids: ['5', '9'] })).json() as { recid: number };
    const tuesday = addDays(monday, 1);
    const edited = await saveGroup(teamlead, { recid: group.recid, payItem: 'VL', fromDate: tuesday, toDate: tuesday, reason: 'Team building, moved a day', empids: ['5', '8'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ recid: group.recid });
    expect(await membersOf(teamlead, group.recid)).toEqual([
      { emp_id: '00000005', frdate: tuesday, reason: 'Team building, moved a day' },
      { emp_id: '00000008', frdate: tuesday, reason: 'Team building, moved a day' },
    ]);
  });

  it('refuses bad input, and a group someone has acted on', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const day = addDays(monday, 7);
    const group = (await saveGroup(teamlead, { recid: 0, payItem: 'VL', fromDate: day, toDate: day, reason: 'Seminar', empids: ['5'] })).json() as { recid: number };
    const reversed = await saveGroup(teamlead, { recid: group.recid, payItem: 'VL', fromDate: day, toDate: addDays(day, -1), reason: 'Seminar', empids: ['5'] });
    expect(reversed.statusCode).toBe(400);
    const nobody = await saveGroup(teamlead, { recid: group.recid, payItem: 'VL', fromDate: day, toDate: day, reason: 'Seminar', empids: [] });
    expect(nobody.statusCode).toBe(400);
    const approver = await logInAs(ctx.app, 'approver');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest/approve', payload: { recid: group.recid }, cookie: approver })).statusCode).toBe(200);
    const late = await saveGroup(teamlead, { recid: group.recid, payItem: 'VL', fromDate: day, toDate: day, reason: 'Seminar (edited)', empids: ['5'] });
    expect(late.statusCode).toBe(409);
    const lateRemoval = await call(ctx.app, { method: 'DELETE', url: `/api/v1/leaves/groupRequest?recid=${group.recid}&empid=00000005`, cookie: teamlead });
    expect(lateRemoval.statusCode).toBe(409);
  });

  it('is for the lead who filed it: a member or another lead cannot edit or trim it', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const day = addDays(monday, 2);
    const group = (await saveGroup(teamlead, { recid: 0, payItem: 'VL', fromDate: day, toDate: day, reason: 'Offsite', empids: ['5', '9'] })).json() as { recid: number };
    const pedro = await logInAs(ctx.app, 'pedro');
    const byMember = await saveGroup(pedro, { recid: group.recid, payItem: 'VL', fromDate: day, toDate: day, reason: 'Mine now', empids: ['5'] });
    expect(byMember.statusCode).toBe(403);
    const removal = await call(ctx.app, { method: 'DELETE', url: `/api/v1/leaves/groupRequest?recid=${group.recid}&empid=00000009`, cookie: pedro });
    expect([403, 404]).toContain(removal.statusCode);
    expect((await membersOf(teamlead, group.recid)).map((member) => member.reason)).toEqual(['Offsite', 'Offsite']);
  });
});
