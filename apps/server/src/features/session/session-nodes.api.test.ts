import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, logInAs, useSecondNode, useTestApp } from '../../../test/test-app';

// Every call reads its session, its account's state and its employee's roles as they
// are now: a change made anywhere, by any path (statements typed by hand included),
// counts on the other node from its very next call. Nothing here waits.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const second = useSecondNode(ctx);
const PEDRO = '00000005';

const adminOffices = (node: FastifyInstance, cookie: string) => call(node, { method: 'GET', url: '/api/v1/admin/offices', cookie });

describe('sessions on another node', () => {
  it('follow roles changed by a statement typed by hand', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await adminOffices(second.app, pedro)).statusCode).toBe(403);
    await ctx.db.updateTable('employees').set({ hradmin: true }).where('emp_id', '=', PEDRO).execute();
    try {
      expect((await adminOffices(second.app, pedro)).statusCode).toBe(200);
    } finally {
      await ctx.db.updateTable('employees').set({ hradmin: false }).where('emp_id', '=', PEDRO).execute();
    }
    expect((await adminOffices(second.app, pedro)).statusCode).toBe(403);
  });

  it('follow a separation and a must-change flag set by hand', async () => {
    const liza = await logInAs(ctx.app, 'liza');
    const time = () => call(second.app, { method: 'GET', url: '/api/v2/time', cookie: liza });
    expect((await time()).statusCode).toBe(200);
    await ctx.db.updateTable('user_accounts').set({ must_change_password: true }).where('username', '=', 'liza').execute();
    try {
      expect((await time()).statusCode).toBe(403);
    } finally {
      await ctx.db.updateTable('user_accounts').set({ must_change_password: false }).where('username', '=', 'liza').execute();
    }
    expect((await time()).statusCode).toBe(200);
    await ctx.db.updateTable('employees').set({ active: false }).where('emp_id', '=', '00000006').execute();
    try {
      expect((await time()).statusCode).toBe(401);
    } finally {
      await ctx.db.updateTable('employees').set({ active: true }).where('emp_id', '=', '00000006').execute();
    }
  });

  it('end on every node when logged out through one', async () => {
    const grace = await logInAs(ctx.app, 'grace');
    expect((await call(second.app, { method: 'GET', url: '/api/v2/time', cookie: grace })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/logout', cookie: grace })).statusCode).toBe(200);
    expect((await call(second.app, { method: 'GET', url: '/api/v2/time', cookie: grace })).statusCode).toBe(401);
  });
});

describe('the account lock-out on several nodes', () => {
  it('counts failures on every node: the fifth locks, wherever the right password comes next', async () => {
    const attempt = (node: FastifyInstance, password: string) =>
      call(node, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'carlo', password } });
    const statuses = [];
    for (const node of [ctx.app, second.app, ctx.app, second.app, ctx.app]) statuses.push((await attempt(node, 'wrong-password')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await attempt(second.app, DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/locked/);
  });
});
