import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();

const fileCoe = (cookie: string, body: object) => call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: body, cookie });
const request = (extra: object = {}) => ({ recid: 0, reqDate: manilaDay(0), coeType: 1, reason: 'Bank requirement', ...extra });
const get = (cookie: string, url: string) => call(ctx.app, { method: 'GET', url, cookie });
const post = (cookie: string, url: string, payload: object) => call(ctx.app, { method: 'POST', url, payload, cookie });

describe('GET /api/v1/coetypes', () => {
  it('answers the eight types in order, proof of employment first', async () => {
    const types = (await get(await logInAs(ctx.app, 'employee'), '/api/v1/coetypes')).json();
    expect(types).toHaveLength(8);
    expect(types[0]).toEqual({ coetype: 1, description: 'Proof of employment' });
    expect(types[7]).toEqual({ coetype: 8, description: 'Travel application with salary' });
  });
  it('needs a session', async () => {
    expect((await get('', '/api/v1/coetypes')).statusCode).toBe(401);
  });
});

describe('POST /api/v2/coe', () => {
  it('files a request routed to the COE approver, with the three-day clock', async () => {
    const response = await fileCoe(await logInAs(ctx.app, 'employee'), request({ coeType: 8, reason: 'Visa application' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      reqdate: manilaDay(0), coetype: 8, coe_desc: 'Travel application with salary', status: '', overall_status: '',
      approver1: 'Jose Reyes', due_date: manilaDay(3), days_left: 3, approved_date: null, valid_until: null, replaced: false,
    });
    expect(response.json().message).toMatch(/^Certificate request #\d+ \(Travel application with salary\) filed\.$/);
  });
  it('defaults to type 1 and edits your own pending request', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    const filed = (await fileCoe(cookie, { reqDate: manilaDay(1), reason: 'Proof for school' })).json();
    expect(filed.coetype).toBe(1);
    const edited = await fileCoe(cookie, request({ recid: filed.recid, coeType: 4, reason: 'Housing loan' }));
    expect(edited.json()).toMatchObject({ recid: filed.recid, coetype: 4, reason: 'Housing loan' });
    expect(edited.json().message).toMatch(/saved\.$/);
  });
  it('refuses bad input with a message per field', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const missing = await fileCoe(cookie, { coeType: 9, reason: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.split('\n')).toEqual(['Required', 'coeType must be a number from 1 to 8', 'reason is required']);
    const past = await fileCoe(cookie, request({ reqDate: manilaDay(-2) }));
    expect(past.json().message).toMatch(/cannot be in the past/);
    const far = await fileCoe(cookie, request({ reqDate: manilaDay(90) }));
    expect(far.json().message).toMatch(/at most 60 days ahead/);
  });
  it("refuses editing someone else's request (404) and needs a session (401)", async () => {
    const mine = (await fileCoe(await logInAs(ctx.app, 'grace'), request())).json();
    const other = await fileCoe(await logInAs(ctx.app, 'carlo'), request({ recid: mine.recid }));
    expect(other.statusCode).toBe(404);
    expect((await fileCoe('', request())).statusCode).toBe(401);
  });
});

describe('lists and decisions', () => {
  it('shows own requests only; for-my-approval is for COE approvers only', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const mine = (await get(employee, '/api/v1/coes')).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row: { emp_id: string }) => row.emp_id === '00000004')).toBe(true);
    expect((await get(await logInAs(ctx.app, 'liza'), '/api/v1/coes')).json()).toEqual([]);
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await get(teamlead, '/api/v1/coes/formyapproval')).statusCode).toBe(403);
    const approver = await logInAs(ctx.app, 'approver');
    const queue = (await get(approver, '/api/v1/coes/formyapproval')).json();
    expect(queue.map((row: { recid: number }) => row.recid)).toContain(mine[0].recid);
    expect((await get(approver, '/api/v1/others/forapprovalcount')).json().coe_for_approval_count).toBe(queue.length);
    expect((await get(teamlead, '/api/v1/others/forapprovalcount')).json().coe_for_approval_count).toBe(0);
    expect((await get(approver, '/api/v1/coes/formyapproval?status=X')).statusCode).toBe(400);
  });

  it('refuses the wrong approvers, then the COE approver approves and the request is locked', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const { recid } = (await fileCoe(employee, request({ reason: 'Proof for a lease' }))).json();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await post(teamlead, '/api/v1/coe/approve', { recid, emp_id: '00000004' })).statusCode).toBe(403);
    // A COE approver who is not on this request's route.
    const hr = await logInAs(ctx.app, 'hr');
    expect((await post(hr, '/api/v1/coe/approve', { recid, emp_id: '00000004' })).statusCode).toBe(403);
    const approver = await logInAs(ctx.app, 'approver');
    expect((await post(approver, '/api/v1/coe/approve', { recid, emp_id: '00000005' })).statusCode).toBe(404);
    const approved = await post(approver, '/api/v1/coe/approve', { recid, emp_id: '4' });
    expect(approved.json()).toMatchObject({ recid, overall_status: 'A' });
    expect((await post(approver, '/api/v1/coe/approve', { recid, emp_id: '00000004' })).statusCode).toBe(409);
    const row = (await get(employee, '/api/v1/coes?status=A')).json().find((r: { recid: number }) => r.recid === recid);
    expect(row).toMatchObject({ status: 'A', approved_date: manilaDay(0), valid_until: manilaDay(90) });
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/coe?recid=${recid}`, cookie: employee })).statusCode).toBe(409);
  });

  it('never lets a COE approver act on their own request', async () => {
    const approver = await logInAs(ctx.app, 'approver');
    const own = (await fileCoe(approver, request())).json();
    expect(own.approver1).toBe('Ana Garcia');
    expect((await post(approver, '/api/v1/coe/approve', { recid: own.recid, emp_id: '00000002' })).statusCode).toBe(403);
  });

  it('disapproves with remarks only, singly or in bulk', async () => {
    const ramon = await logInAs(ctx.app, 'ramon');
    const first = (await fileCoe(ramon, request())).json();
    const second = (await fileCoe(ramon, request({ coeType: 3 }))).json();
    const approver = await logInAs(ctx.app, 'approver');
    expect((await post(approver, '/api/v1/coe/disapprove', { recid: first.recid, emp_id: first.emp_id })).statusCode).toBe(400);
    const rejected = await post(approver, '/api/v1/coe/disapprove', { recid: first.recid, emp_id: first.emp_id, remarks: 'Wrong type' });
    expect(rejected.json().overall_status).toBe('D');
    const bulk = await post(approver, '/api/v3/coe/approve', { recids: [first.recid, second.recid] });
    expect(bulk.json().done).toEqual([second.recid]);
    expect(bulk.json().refused[0].recid).toBe(first.recid);
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await post(teamlead, '/api/v3/coe/approve', { recids: [second.recid] })).statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/coe', () => {
  it('deletes only your own pending request', async () => {
    const liza = await logInAs(ctx.app, 'liza');
    const { recid } = (await fileCoe(liza, request())).json();
    const carlo = await logInAs(ctx.app, 'carlo');
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/coe?recid=${recid}`, cookie: carlo })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'DELETE', url: '/api/v1/coe?recid=abc', cookie: liza })).statusCode).toBe(400);
    const ok = await call(ctx.app, { method: 'DELETE', url: `/api/v1/coe?recid=${recid}`, cookie: liza });
    expect(ok.json().message).toBe(`Certificate request #${recid} deleted.`);
  });
});

describe('GET /api/v1/coe/employeeinfo', () => {
  it("answers every certificate field of your own; the approver a request is routed to reads its requester's", async () => {
    const info = (await get(await logInAs(ctx.app, 'employee'), '/api/v1/coe/employeeinfo?emp_id=4')).json();
    expect(Object.keys(info).sort()).toEqual([
      'annual_salary', 'benefits_coverage', 'company_address2', 'company_name', 'company_website', 'designation', 'emailadd',
      'employee_name_with_prefix', 'employment_status', 'firstname', 'gender', 'hire_date', 'home_address', 'lastname',
      'monthly_salary', 'monyl_allowances', 'office_location', 'signatory', 'signatory_designation', 'telno', 'work_shift',
    ]);
    expect(info).toMatchObject({ employee_name_with_prefix: 'Mr. Juan dela Cruz', signatory: 'Ana Garcia', signatory_designation: 'HR Manager', company_name: 'Demo Company Inc.' });
    expect(info.annual_salary).toBe(info.monthly_salary * 13);
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: { reqDate: manilaDay(0), coeType: 1, reason: 'Bank' }, cookie: pedro })).statusCode).toBe(200);
    const approver = await logInAs(ctx.app, 'approver');
    expect((await get(approver, '/api/v1/coe/employeeinfo?emp_id=00000005')).statusCode).toBe(200);
  });
  it("refuses another employee's information, a bad id, and an unknown one", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    expect((await get(employee, '/api/v1/coe/employeeinfo?emp_id=00000005')).statusCode).toBe(403);
    expect((await get(employee, '/api/v1/coe/employeeinfo?emp_id=abc')).statusCode).toBe(400);
    expect((await get(await logInAs(ctx.app, 'hr'), '/api/v1/coe/employeeinfo?emp_id=99999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/coe/signature', () => {
  it("gives the signatory's image to COE approvers and HR only", async () => {
    const response = await get(await logInAs(ctx.app, 'approver'), '/api/v1/coe/signature?emp_id=00000001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const employee = await logInAs(ctx.app, 'employee');
    expect((await get(employee, '/api/v1/coe/signature?emp_id=00000001')).statusCode).toBe(404);
    expect((await get(employee, '/api/v1/coe/signature?emp_id=x')).statusCode).toBe(400);
    expect((await get('', '/api/v1/coe/signature?emp_id=00000001')).statusCode).toBe(401);
  });
});
