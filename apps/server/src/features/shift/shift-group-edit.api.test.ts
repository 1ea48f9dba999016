import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';

const ctx = useTestApp();
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, Number(manilaDay().slice(0, 4)) + 1, 7);
});
const saveGroup = (cookie: string, body: object) => call(ctx.app, { method: 'POST', url: '/api/v1/shift/groupRequest', payload: body, cookie });
const removeMember = (cookie: string, recid: number, empid: string) =>
  call(ctx.app, { method: 'DELETE', url: `/api/v1/shift/groupRequest?recid=${recid}&empid=${empid}`, cookie });
const membersOf = async (cookie: string, recid: number) =>
  ((await call(ctx.app, { method: 'GET', url: `/api/v1/shift/groupRequestByRecordId?recidhdr=${recid}`, cookie })).json() as { emp_id: string; frdate: string; shift: string; reason: string }[])
    .map((row) => ({ emp_id: row.emp_id, frdate: row.frdate, shift: row.shift, reason: row.reason }))
    .sort((a, b) => a.emp_id.localeCompare(b.emp_id));

describe('editing and trimming a group shift change (POST groupRequest with its recid, DELETE with empid)', () => {
  it('changes the dates, shift, reason and members of an untouched group, then takes one member out', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const group = (await saveGroup(teamlead, { recid: 0, fromDate: monday, toDate: monday, shift: 'MID', reason: 'Inventory', empids: ['5', '9'] })).json() as { recid: number };
    const tuesday = addDays(monday, 1);
    const edited = await saveGroup(teamlead, { recid: group.recid, fromDate: tuesday, toDate: tuesday, shift: 'NIGHT', reason: 'Inventory, moved a day', empids: ['5', '8', '9'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ recid: group.recid, included: ['00000005', '00000008', '00000009'] });
    expect(await membersOf(teamlead, group.recid)).toEqual(
      ['00000005', '00000008', '00000009'].map((emp_id) => ({ emp_id, frdate: tuesday, shift: 'NIGHT', reason: 'Inventory, moved a day' })),
    );

    const removed = await removeMember(teamlead, group.recid, '00000008');
    expect(removed.statusCode).toBe(200);
    expect((await membersOf(teamlead, group.recid)).map((member) => member.emp_id)).toEqual(['00000005', '00000009']);
  });

  it('refuses bad input, and a group someone has acted on', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const day = addDays(monday, 7);
    const group = (await saveGroup(teamlead, { recid: 0, fromDate: day, toDate: day, shift: 'MID', reason: 'Audit', empids: ['5', '9'] })).json() as { recid: number };
    const reversed = await saveGroup(teamlead, { recid: group.recid, fromDate: day, toDate: addDays(day, -1), shift: 'MID', reason: 'Audit', empids: ['5'] });
    expect(reversed.statusCode).toBe(400);
    const nobody = await saveGroup(teamlead, { recid: group.recid, fromDate: day, toDate: day, shift: 'MID', reason: 'Audit', empids: [] });
    expect(nobody.statusCode).toBe(400);
    const unknownShift = await saveGroup(teamlead, { recid: group.recid, fromDate: day, toDate: day, shift: 'NOPE', reason: 'Audit', empids: ['5'] });
    expect(unknownShift.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknownShift.statusCode).toBeLessThan(500);
    const badEmpid = await removeMember(teamlead, group.recid, 'x');
    expect(badEmpid.statusCode).toBe(400);

    const approver = await logInAs(ctx.app, 'approver');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/shift/bulkChangeRequest/approve', payload: { recid: group.recid }, cookie: approver })).statusCode).toBe(200);
    const late = await saveGroup(teamlead, { recid: group.recid, fromDate: day, toDate: day, shift: 'NIGHT', reason: 'Audit (edited)', empids: ['5'] });
    expect(late.statusCode).toBe(409);
    expect((await removeMember(teamlead, group.recid, '00000005')).statusCode).toBe(409);
    expect((await membersOf(teamlead, group.recid)).map((member) => member.emp_id)).toEqual(['00000005', '00000009']);
  });

  it('is for the lead who filed it: a member cannot edit or trim it', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const day = addDays(monday, 2);
    const group = (await saveGroup(teamlead, { recid: 0, fromDate: day, toDate: day, shift: 'MID', reason: 'Offsite', empids: ['5', '9'] })).json() as { recid: number };
    const pedro = await logInAs(ctx.app, 'pedro');
    const byMember = await saveGroup(pedro, { recid: group.recid, fromDate: day, toDate: day, shift: 'NIGHT', reason: 'Mine now', empids: ['5'] });
    expect(byMember.statusCode).toBe(403);
    const removal = await removeMember(pedro, group.recid, '00000009');
    expect([403, 404]).toContain(removal.statusCode);
    expect((await membersOf(teamlead, group.recid)).map((member) => member.reason)).toEqual(['Offsite', 'Offsite']);
  });
});
