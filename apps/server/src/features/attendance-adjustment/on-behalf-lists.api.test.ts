import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

// Its own app: the filing file's many logins reach the per-address login limit.
const ctx = useTestApp();
const EMPLOYEE = '00000004';

const adjustment = (trDate: string, extra: object = {}) => ({
  recid: 0,
  trDate,
  timeIn1: '08:00',
  timeOut1: '12:00',
  timeIn2: '13:00',
  timeOut2: '17:30',
  reason: 'Forgot to time out after the client call',
  ...extra,
});

async function file(cookie: string, body: object, url = '/api/v3/attendance/adjustment') {
  return call(ctx.app, { method: 'POST', url, payload: body, cookie });
}

describe('adjustments filed on behalf, in the lists', () => {
  it("lists the filing in the lead's list and in the employee's, named as filed by the lead; the lead edits it on behalf", async () => {
    await ctx.db.updateTable('company').set({ settings: JSON.stringify({ features: { teamLeadFileOnBehalf: true } }) }).execute();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const filed = await file(teamlead, { ...adjustment(manilaDay(-13)), empId: EMPLOYEE }, '/api/v3/attendance/adjustment/onbehalf');
    const { recid } = filed.json() as { recid: number };
    const leadList = (await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments', cookie: teamlead })).json() as { recid: number }[];
    expect(leadList.find((row) => row.recid === recid)).toMatchObject({ emp_id: EMPLOYEE, fullname: 'Juan dela Cruz', filed_by: '00000003', filed_by_name: 'Maria Santos' });
    const employee = await logInAs(ctx.app, 'employee');
    const ownList = (await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments', cookie: employee })).json() as { recid: number; filed_by_name: string | null }[];
    expect(ownList.find((row) => row.recid === recid)).toMatchObject({ filed_by_name: 'Maria Santos' });
    // What the employee filed themself names no filer.
    expect(ownList.filter((row) => row.recid !== recid).every((row) => row.filed_by_name === null)).toBe(true);

    // The lead edits it through the on-behalf call; the plain call is for their own days only.
    const wrongCall = await file(teamlead, { ...adjustment(manilaDay(-13)), recid, reason: 'Edited' });
    expect(wrongCall.statusCode).toBe(400);
    const edited = await file(teamlead, { ...adjustment(manilaDay(-13)), recid, reason: 'Forgot to punch out, confirmed by guard', empId: EMPLOYEE }, '/api/v3/attendance/adjustment/onbehalf');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ recid, reason: 'Forgot to punch out, confirmed by guard', filed_by_name: 'Maria Santos' });
    // Someone else in the team sees neither.
    const pedro = await logInAs(ctx.app, 'pedro');
    const pedroList = (await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments', cookie: pedro })).json() as { recid: number }[];
    expect(pedroList.some((row) => row.recid === recid)).toBe(false);
  });
});
