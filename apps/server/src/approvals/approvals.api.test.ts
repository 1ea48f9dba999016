import { describe, expect, it } from 'vitest';
import { forApprovalCountKeys } from '@portal/contracts/for-approval-count';
import { call, logInAs, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('GET /api/v1/others/forapprovalcount', () => {
  it('answers the six counts as numbers', async () => {
    const cookie = await logInAs(ctx.app, 'approver');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount', cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([...forApprovalCountKeys].sort());
    for (const key of forApprovalCountKeys) expect(typeof body[key]).toBe('number');
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount' })).statusCode).toBe(401);
  });
});
