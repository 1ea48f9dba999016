import { describe, expect, it } from 'vitest';
import { logInAs, useTestApp } from '../../../test/test-app';
import { callJson, WRONG_USERS } from './admin-test-calls';

const ctx = useTestApp();
const url = '/api/v1/admin/leave/types';
const bereavement = {
  payitem: 'bl',
  leave_desc: 'Bereavement Leave',
  annual_hours: 24,
  carry_over_cap_hours: 0,
  sort_order: 8,
};

const auditOf = (entityId: string) =>
  ctx.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after', 'actor_emp_id'])
    .where('entity', '=', 'leave_type')
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

describe('leave types administration', () => {
  it('lists the types with their hours, carry-over cap, eligibility and use', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const types = (await callJson(ctx.app, hr, 'GET', url)).json();
    expect(types.map((type: { payitem: string }) => type.payitem)).toEqual([
      'VL',
      'SL',
      'EL',
      'ML',
      'PL',
      'SPL',
      'SIL',
    ]);
    expect(types[0]).toMatchObject({
      payitem: 'VL',
      leave_desc: 'Vacation Leave',
      annual_hours: 120,
      carry_over_cap_hours: 40,
      eligible_gender: null,
    });
    expect(types[0].entitlements).toBeGreaterThan(0);
    expect(types.find((type: { payitem: string }) => type.payitem === 'ML')).toMatchObject({ eligible_gender: 'F' });
  });

  it('adds, changes and deletes a type, auditing each with the values before and after', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const created = await callJson(ctx.app, hr, 'POST', url, bereavement);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      payitem: 'BL',
      annual_hours: 24,
      entitlements: 0,
      leaves: 0,
      message: 'Bereavement Leave (BL) added.',
    });
    expect((await callJson(ctx.app, hr, 'POST', url, bereavement)).statusCode).toBe(409);

    const changed = await callJson(ctx.app, hr, 'PUT', url, {
      ...bereavement,
      annual_hours: 40,
      carry_over_cap_hours: 8,
      eligible_gender: null,
    });
    expect(changed.json()).toMatchObject({
      annual_hours: 40,
      carry_over_cap_hours: 8,
      message: 'Bereavement Leave (BL) saved.',
    });
    const same = await callJson(ctx.app, hr, 'PUT', url, { ...bereavement, annual_hours: 40, carry_over_cap_hours: 8 });
    expect(same.json().message).toBe('Bereavement Leave (BL) is unchanged.');

    const removed = await callJson(ctx.app, hr, 'DELETE', `${url}?payitem=BL`);
    expect(removed.json().message).toBe('Bereavement Leave (BL) deleted.');
    expect(
      (await callJson(ctx.app, hr, 'GET', url)).json().some((type: { payitem: string }) => type.payitem === 'BL'),
    ).toBe(false);

    const audit = await auditOf('BL');
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({
      actor_emp_id: '00000001',
      before: { annual_hours: 24, carry_over_cap_hours: 0 },
      after: { annual_hours: 40, carry_over_cap_hours: 8 },
    });
    expect(audit[2]).toMatchObject({ before: { payitem: 'BL', annual_hours: 40 }, after: null });
  });

  it('refuses to delete a type in use, and names what uses it', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const refused = await callJson(ctx.app, hr, 'DELETE', `${url}?payitem=VL`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /Vacation Leave \(VL\) is in use by \d+ entitlement\(s\) and 0 leave\(s\).*Set its yearly hours to 0/,
    );
    expect((await callJson(ctx.app, hr, 'DELETE', `${url}?payitem=NOPE`)).statusCode).toBe(404);
    expect((await callJson(ctx.app, hr, 'PUT', url, { ...bereavement, payitem: 'NOPE' })).statusCode).toBe(404);
  });

  it('refuses bad input with a message per field', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const bad = await callJson(ctx.app, hr, 'POST', url, {
      payitem: 'far too long code',
      leave_desc: '',
      annual_hours: -1,
      carry_over_cap_hours: 0.3,
      eligible_gender: 'X',
    });
    expect(bad.statusCode).toBe(400);
    const message = bad.json().message;
    expect(message).toMatch(/payitem must be a short code/);
    expect(message).toMatch(/leave_desc is required/);
    expect(message).toMatch(/annual_hours cannot be negative/);
    expect(message).toMatch(/carry_over_cap_hours must be in half hours/);
    expect(message).toMatch(/eligible_gender must be F, M or empty/);
    expect((await callJson(ctx.app, hr, 'DELETE', `${url}?payitem=`)).statusCode).toBe(400);
  });

  it('is for HR administrators only', async () => {
    for (const username of WRONG_USERS) {
      const cookie = await logInAs(ctx.app, username);
      for (const [method, path, payload] of [
        ['GET', url],
        ['POST', url, bereavement],
        ['PUT', url, bereavement],
        ['DELETE', `${url}?payitem=EL`],
      ] as const) {
        const response = await callJson(ctx.app, cookie, method, path, payload);
        expect(response.statusCode, `${username} ${method}`).toBe(403);
      }
    }
    expect((await callJson(ctx.app, '', 'GET', url)).statusCode).toBe(401);
    expect((await callJson(ctx.app, '', 'POST', url, bereavement)).statusCode).toBe(401);
    expect((await callJson(ctx.app, '', 'DELETE', `${url}?payitem=EL`)).statusCode).toBe(401);
  });
});
