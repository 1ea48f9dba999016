import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { renderMessage } from '../../lib/messages';

const ctx = useTestApp();

describe('GET /api/v1/others/employeesbyteamlead', () => {
  it("lists the team lead's own team, 'last, first' sortable", async () => {
    const cookie = await logInAs(ctx.app, 'teamlead');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/others/employeesbyteamlead', cookie });
    expect(response.statusCode).toBe(200);
    const team = response.json() as { empid: string; fullname: string }[];
    expect(team.length).toBeGreaterThanOrEqual(5);
    expect(team.map((m) => m.fullname)).toContain('Juan dela Cruz');
    expect(team.map((m) => m.empid)).not.toContain('00000002');
  });

  it('refuses an employee who leads no team (403)', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/others/employeesbyteamlead', cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only team leads have a team list.', code: 'FORBIDDEN', message_code: 'team.leads_only', params: {} });
    expect(renderMessage('team.leads_only', response.json().params, 'fil')).toBe('Team lead lang ang may listahan ng team.');
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/others/employeesbyteamlead' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/others/empsearch', () => {
  it('finds team members by name or id, and nobody outside the team', async () => {
    const cookie = await logInAs(ctx.app, 'teamlead');
    const byName = await call(ctx.app, { method: 'GET', url: '/api/v1/others/empsearch?searchkey=cruz', cookie });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([{ empid: '00000004', firstname: 'Juan', lastname: 'dela Cruz', fullname: 'Juan dela Cruz' }]);
    const byId = await call(ctx.app, { method: 'GET', url: '/api/v1/others/empsearch?searchkey=00000005', cookie });
    expect(byId.json()).toHaveLength(1);
    const outsider = await call(ctx.app, { method: 'GET', url: '/api/v1/others/empsearch?searchkey=Reyes', cookie });
    expect(outsider.json()).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    const cookie = await logInAs(ctx.app, 'teamlead');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/others/empsearch?searchkey=%25', cookie });
    expect(response.json()).toEqual([]);
  });

  it('lets HR search everyone', async () => {
    const cookie = await logInAs(ctx.app, 'hr');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/others/empsearch?searchkey=Reyes', cookie });
    expect(response.json()).toHaveLength(1);
  });

  it('refuses a missing search key (400) and an ordinary employee (403)', async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    const missing = await call(ctx.app, { method: 'GET', url: '/api/v1/others/empsearch', cookie: lead });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/searchkey/);
    const employee = await logInAs(ctx.app, 'employee');
    const refused = await call(ctx.app, { method: 'GET', url: '/api/v1/others/empsearch?searchkey=a', cookie: employee });
    expect(refused.statusCode).toBe(403);
  });
});
