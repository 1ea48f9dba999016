import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();
const audit = (cookie: string, query = '') => call(ctx.app, { method: 'GET', url: `/api/v1/admin/audit${query}`, cookie });

describe('GET /api/v1/admin/audit', () => {
  it('lists changes newest first with who acted and the values before and after, filtered by person, type and day', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: { reqDate: manilaDay(0), reason: 'Lease' }, cookie: employee });
    const hr = await logInAs(ctx.app, 'hr');
    const rows = (await audit(hr, `?empId=4&entity=coe&fromDate=${manilaDay(0)}&toDate=${manilaDay(0)}`)).json();
    expect(rows[0]).toMatchObject({ actor_emp_id: '00000004', actor_name: 'Juan dela Cruz', action: 'file', entity: 'coe', entity_id: String(filed.json().recid) });
    expect(rows[0].after).toMatchObject({ reason: 'Lease', coetype: 1 });
    expect(rows[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect((await audit(hr, `?entity=coe&toDate=${manilaDay(-1)}`)).json()).toEqual([]);
    expect((await audit(hr, '?empId=5&entity=coe')).json()).toEqual([]);
    const entities = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/audit/entities', cookie: hr })).json();
    expect(entities).toContain('coe');
  });

  it('refuses bad filters', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect((await audit(hr, '?fromDate=2026-13-01')).statusCode).toBe(400);
    expect((await audit(hr, '?fromDate=2026-02-02&toDate=2026-02-01')).json().message).toMatch(/fromDate must not be after toDate/);
    expect((await audit(hr, '?limit=0')).statusCode).toBe(400);
  });

  it('is for HR administrators only', async () => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      const response = await audit(await logInAs(ctx.app, username));
      expect(response.statusCode, username).toBe(403);
      expect(response.json().message).toBe('Only HR administrators can do this.');
    }
    expect((await audit('')).statusCode).toBe(401);
    // The role is checked before the input: a wrong user learns nothing of its shape.
    expect((await audit(await logInAs(ctx.app, 'employee'), '?limit=0')).statusCode).toBe(403);
  });
});
