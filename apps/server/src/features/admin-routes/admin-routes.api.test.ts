import { beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
const cookies: Record<string, string> = {};
beforeAll(async () => {
  for (const username of ['hr', 'employee', 'teamlead', 'approver']) cookies[username] = await logInAs(ctx.app, username);
});

const EMPLOYEE = '00000004';
const TEAM_LEAD = '00000003';
const APPROVER = '00000002';
const HR = '00000001';

const setOwn = (cookie: string, payload: object) => call(ctx.app, { method: 'POST', url: '/api/v1/admin/routes', payload, cookie });
const setDepartment = (cookie: string, payload: object) => call(ctx.app, { method: 'POST', url: '/api/v1/admin/routes/departments', payload, cookie });

describe('GET /api/v1/admin/routes (who approves what)', () => {
  it('answers one row per active employee with, per type, the approvers and where the route comes from', async () => {
    const hr = cookies.hr!;
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/admin/routes', cookie: hr });
    expect(response.statusCode).toBe(200);
    const juan = response.json().find((row: { emp_id: string }) => row.emp_id === EMPLOYEE);
    const jose = response.json().find((row: { emp_id: string }) => row.emp_id === APPROVER);
    expect(jose.routes.overtime).toEqual({ source: 'employee', approvers: [{ emp_id: HR, name: 'Ana Garcia' }] });
    expect(juan).toMatchObject({ fullname: 'Juan dela Cruz', department: 'Operations', approver: false });
    expect(juan.routes.leave).toEqual({ source: 'department', approvers: [{ emp_id: TEAM_LEAD, name: 'Maria Santos' }, { emp_id: APPROVER, name: 'Jose Reyes' }] });
    expect(juan.routes.coe).toEqual({ source: 'department', approvers: [{ emp_id: APPROVER, name: 'Jose Reyes' }] });
  });
});

describe('POST and DELETE /api/v1/admin/routes (an employee override)', () => {
  it('sets several types at once, audits each with before and after, and clearing falls back to the department', async () => {
    const hr = cookies.hr!;
    const dept = await setDepartment(hr, { department: 'Operations', requestTypes: ['overtime'], approver1: '3' });
    expect(dept.statusCode, dept.body).toBe(200);
    const set = await setOwn(hr, { emp_id: '5', requestTypes: ['overtime', 'leave'], approver1: APPROVER, approver2: '' });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe("Pedro Bautista's own routes set: Overtime, Leave. Requests already filed keep their approvers.");
    expect(set.json().routes.overtime).toEqual({ source: 'employee', approvers: [{ emp_id: APPROVER, name: 'Jose Reyes' }] });
    const again = await setOwn(hr, { emp_id: '5', requestTypes: ['overtime', 'leave'], approver1: APPROVER });
    expect(again.json().message).toMatch(/^Nothing changed/);

    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'before', 'after', 'actor_emp_id']).where('entity', '=', 'approval_route').where('entity_id', '=', '00000005:overtime').execute();
    expect(audit).toEqual([
      {
        action: 'set-route',
        actor_emp_id: HR,
        before: null,
        after: { emp_id: '00000005', request_type: 'overtime', approver1: APPROVER, approver2: null, approver3: null },
      },
    ]);

    const cleared = await call(ctx.app, { method: 'DELETE', url: '/api/v1/admin/routes?emp_id=5&requestTypes=overtime', cookie: hr });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().routes.overtime).toEqual({ source: 'department', approvers: [{ emp_id: TEAM_LEAD, name: 'Maria Santos' }] });
    expect(cleared.json().routes.leave.source).toBe('employee');
  });

  it('refuses bad routes with every problem said, and unknown people', async () => {
    const hr = cookies.hr!;
    const bad = await setOwn(hr, { emp_id: EMPLOYEE, requestTypes: ['leave'], approver1: EMPLOYEE, approver2: '6', approver3: '6' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.split('\n')).toEqual([
      'approver1 is the employee themself; no one approves their own requests, so choose someone else',
      'approver2 Liza Mendoza (00000006) does not have the approver role needed for leave routes',
      'approver3 is the same person as approver2; each level needs a different approver',
    ]);
    const gap = await setOwn(hr, { emp_id: EMPLOYEE, requestTypes: ['leave'], approver1: APPROVER, approver3: HR });
    expect(gap.json().message).toBe('approver3 needs an approver2: fill the levels in order');
    const coe = await setOwn(hr, { emp_id: EMPLOYEE, requestTypes: ['coe'], approver1: TEAM_LEAD });
    expect(coe.json().message).toMatch(/Maria Santos \(00000003\) is not a COE approver/);
    const type = await setOwn(hr, { emp_id: EMPLOYEE, requestTypes: ['vacation'], approver1: APPROVER });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toMatch(/each request type must be one of/);
    expect((await setOwn(hr, { emp_id: EMPLOYEE, requestTypes: [], approver1: APPROVER })).json().message).toMatch(/choose at least one request type/);
    const nobody = await setOwn(hr, { emp_id: '99', requestTypes: ['leave'], approver1: APPROVER });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('There is no employee 00000099.');
    expect((await setOwn(hr, { emp_id: EMPLOYEE, requestTypes: ['leave'], approver1: '98' })).json().message).toBe('approver1 00000098 is not an employee; check the employee number');
  });
});

describe('department routes', () => {
  it('lists every department with its routes, sets and clears them', async () => {
    const hr = cookies.hr!;
    const set = await setDepartment(hr, { department: 'Human Resources', requestTypes: ['leave', 'shift'], approver1: APPROVER, approver2: HR });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ department: 'Human Resources', employees: 1, message: "The Human Resources department's routes set: Leave, Shift change. Requests already filed keep their approvers." });
    expect(set.json().routes.leave).toEqual({ source: 'department', approvers: [{ emp_id: APPROVER, name: 'Jose Reyes' }, { emp_id: HR, name: 'Ana Garcia' }] });
    const list = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/routes/departments', cookie: hr })).json();
    expect(list.map((row: { department: string }) => row.department)).toEqual(['Human Resources', 'Operations']);
    const cleared = await call(ctx.app, { method: 'DELETE', url: `/api/v1/admin/routes/departments?department=${encodeURIComponent('Human Resources')}&requestTypes=leave,shift`, cookie: hr });
    expect(cleared.json().routes.leave).toBeNull();
    expect(cleared.json().routes.coe).not.toBeNull();
    expect(cleared.json().message).toBe("The Human Resources department's routes removed: Leave, Shift change. Requests already filed keep their approvers.");
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('entity', '=', 'department_route').where('entity_id', '=', 'Human Resources:leave').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['set-route', 'remove-route']);
    expect(audit[1]).toMatchObject({ before: { department: 'Human Resources', approver1: APPROVER }, after: null });
  });

  it('refuses a department no employee is in, and a blank one', async () => {
    const hr = cookies.hr!;
    const typo = await setDepartment(hr, { department: 'Opertions', requestTypes: ['leave'], approver1: APPROVER });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe('No employee is in the department "Opertions"; check its spelling as the employees\' records have it.');
    expect((await setDepartment(hr, { department: ' ', requestTypes: ['leave'], approver1: APPROVER })).json().message).toBe('department is required');
  });
});

describe('every routes and delegations call is for HR administrators only', () => {
  const calls = [
    { method: 'GET', url: '/api/v1/admin/routes' },
    { method: 'POST', url: '/api/v1/admin/routes', payload: { emp_id: EMPLOYEE, requestTypes: ['leave'], approver1: APPROVER } },
    { method: 'DELETE', url: `/api/v1/admin/routes?emp_id=${EMPLOYEE}` },
    { method: 'GET', url: '/api/v1/admin/routes/departments' },
    { method: 'POST', url: '/api/v1/admin/routes/departments', payload: { department: 'Operations', requestTypes: ['leave'], approver1: APPROVER } },
    { method: 'DELETE', url: '/api/v1/admin/routes/departments?department=Operations' },
    { method: 'POST', url: '/api/v1/admin/routes/import?dryRun=true', payload: {} },
    { method: 'GET', url: '/api/v1/admin/delegations' },
    { method: 'POST', url: '/api/v1/admin/delegations', payload: { approver: TEAM_LEAD, delegate: '8', fromDate: '2030-01-01', toDate: '2030-01-02' } },
    { method: 'POST', url: '/api/v1/admin/delegations/end', payload: { id: 1 } },
    { method: 'DELETE', url: '/api/v1/admin/delegations?id=1' },
  ] as const;

  it.each(calls.map((request) => [`${request.method} ${request.url}`, request] as const))('%s: 403 for employee, team lead and approver; 401 without a session', async (_name, request) => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      const response = await call(ctx.app, { ...request, cookie: cookies[username]! });
      expect(response.statusCode, username).toBe(403);
      expect(response.json().message).toBe('Only HR administrators can do this.');
    }
    expect((await call(ctx.app, { ...request })).statusCode).toBe(401);
  });
});
