import { beforeAll, describe, expect, it } from 'vitest';
import { readableDate, readableDateInEach } from '../../lib/local-time';
import { renderMessage } from '../../lib/messages';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();
let hr = '';
beforeAll(async () => {
  hr = await logInAs(ctx.app, 'hr');
});

const TEAM_LEAD = '00000003';
const APPROVER = '00000002';
const create = (payload: object) => call(ctx.app, { method: 'POST', url: '/api/v1/admin/delegations', payload, cookie: hr });
const end = (id: number) => call(ctx.app, { method: 'POST', url: '/api/v1/admin/delegations/end', payload: { id }, cookie: hr });
const remove = (id: number) => call(ctx.app, { method: 'DELETE', url: `/api/v1/admin/delegations?id=${id}`, cookie: hr });

describe('POST /api/v1/admin/delegations', () => {
  it('names a delegate for a range of days, lists it as active today and audits it', async () => {
    const response = await create({ approver: '3', delegate: '8', fromDate: manilaDay(0), toDate: manilaDay(4), reason: 'Vacation leave' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      approver: TEAM_LEAD, approver_name: 'Maria Santos', delegate: '00000008', delegate_name: 'Grace Aquino',
      from_date: manilaDay(0), to_date: manilaDay(4), reason: 'Vacation leave', state: 'active', ended_at: null, created_by_name: 'Ana Garcia',
      message: `Grace Aquino acts for Maria Santos from ${readableDate(manilaDay(0))} to ${readableDate(manilaDay(4))}.`,
    });
    const list = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/delegations', cookie: hr })).json();
    expect(list.map((row: { id: number }) => row.id)).toContain(response.json().id);
    const [audit] = await ctx.db.selectFrom('audit_log').select(['action', 'actor_emp_id', 'after']).where('entity', '=', 'approval_delegation').execute();
    expect(audit).toMatchObject({ action: 'create', actor_emp_id: '00000001', after: { emp_id: TEAM_LEAD, delegate: '00000008', state: 'active' } });
  });

  it('refuses an overlapping delegation of the same approver (409), not of another', async () => {
    const overlap = await create({ approver: TEAM_LEAD, delegate: '9', fromDate: manilaDay(4), toDate: manilaDay(6) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/^This approver already has delegation #\d+ to Grace Aquino from .* which shares days with these; end or delete it first/);
    expect((await create({ approver: APPROVER, delegate: '1', fromDate: manilaDay(4), toDate: manilaDay(6) })).statusCode).toBe(200);
  });

  it('refuses bad input, each problem on its own line', async () => {
    const reversed = await create({ approver: APPROVER, delegate: '9', fromDate: manilaDay(9), toDate: manilaDay(8) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/fromDate must not be after toDate/);
    const self = await create({ approver: APPROVER, delegate: APPROVER, fromDate: manilaDay(20), toDate: manilaDay(21) });
    expect(self.json().message).toBe('the delegate must be someone other than the approver');
    const past = await create({ approver: APPROVER, delegate: '9', fromDate: manilaDay(-5), toDate: manilaDay(-1) });
    expect(past.json()).toEqual({
      message: `toDate ${readableDate(manilaDay(-1))} is already past; a delegation must cover today or later days`,
      code: 'BAD_REQUEST',
      message_code: 'routes.delegation_ended_past',
      params: { to: readableDateInEach(manilaDay(-1)) },
    });
    expect(renderMessage('routes.delegation_ended_past', past.json().params, 'fil')).toBe(
      `Lumipas na ang petsang Hanggang (${readableDateInEach(manilaDay(-1)).fil}); dapat saklaw ng delegasyon ang ngayon o ang mga susunod na araw`,
    );
    const nobody = await create({ approver: '4', delegate: '99', fromDate: manilaDay(20), toDate: manilaDay(21) });
    expect(nobody.json().message.split('\n')).toEqual([
      'approver Juan dela Cruz has no approver role, so there is nothing to delegate',
      'delegate 00000099 is not an employee; check the employee number',
    ]);
    // Several problems travel as one coded message of lines, each line in the reader's language.
    expect(nobody.json()).toMatchObject({ code: 'BAD_REQUEST', message_code: 'routes.problems' });
    expect(renderMessage('routes.problems', nobody.json().params, 'en')).toBe(nobody.json().message);
    expect(renderMessage('routes.problems', nobody.json().params, 'fil').split('\n')).toEqual([
      'Walang approver role si Juan dela Cruz, kaya walang maide-delegate',
      'Hindi empleyado ang delegate na 00000099; suriin ang employee number',
    ]);
    const long = await create({ approver: APPROVER, delegate: '9', fromDate: manilaDay(20), toDate: manilaDay(400) });
    expect(long.json().message).toMatch(/at most 366 days/);
    expect((await create({ approver: APPROVER, fromDate: manilaDay(20), toDate: manilaDay(21) })).json().message).toBe('delegate is required');
  });
});

describe('ending and deleting delegations', () => {
  it('ends an active delegation at once and keeps it listed as ended; ending twice is 409; deleting it is 409', async () => {
    const { id } = (await create({ approver: '1', delegate: '2', fromDate: manilaDay(0), toDate: manilaDay(2) })).json();
    const ended = await end(id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ state: 'ended', message: 'Delegation ended: Jose Reyes no longer acts for Ana Garcia.' });
    expect(ended.json().ended_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await end(id)).json().message).toBe(`Delegation #${id} was already ended.`);
    expect((await remove(id)).statusCode).toBe(409);
    const audit = await ctx.db.selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'approval_delegation').where('action', '=', 'end').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: { state: 'active', ended_at: null }, after: { state: 'ended' } });
  });

  it('deletes one that has not begun; ending it is refused with what to do instead', async () => {
    const { id } = (await create({ approver: '1', delegate: '2', fromDate: manilaDay(30), toDate: manilaDay(31) })).json();
    expect((await end(id)).json().message).toBe(`Delegation #${id} has not begun; delete it instead.`);
    const deleted = await remove(id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(`Delegation #${id} (Jose Reyes for Ana Garcia) deleted.`);
    expect((await remove(id)).statusCode).toBe(404);
    expect((await end(0)).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'DELETE', url: '/api/v1/admin/delegations?id=abc', cookie: hr })).json().message).toBe('id must be a number');
  });
});
