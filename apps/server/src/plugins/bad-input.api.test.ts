import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { call, logInAs, useTestApp } from '../../test/test-app';
import { importCsv } from '../features/admin-calendar/admin-calendar.test-support';

// The malformed input of issue 15's findings 1 to 4, each once by hand: every one
// answered 500 before; each must be a 400 that names its field.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });

function expectBadRequest(response: LightMyRequestResponse, field: string | RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const { message, code } = response.json() as { message: string; code: string };
  expect(code).toBe('BAD_REQUEST');
  expect(message).toMatch(typeof field === 'string' ? new RegExp(`\\b${field}\\b`) : field);
}

const TOO_BIG = 2147483648;

describe('ids beyond the integer columns (finding 1)', () => {
  it('are refused on delete, approve, disapprove, group details and certificates', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const approver = await logInAs(ctx.app, 'approver');
    expectBadRequest(await call(ctx.app, { method: 'DELETE', url: `/api/v1/leave?recid=${TOO_BIG}`, cookie: employee }), 'recid');
    expectBadRequest(await call(ctx.app, { method: 'DELETE', url: `/api/v1/overtime?recid=${TOO_BIG}`, cookie: employee }), 'recid');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v3/leaves/approve', cookie: approver, payload: { recids: [TOO_BIG] } }), 'recid');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v3/overtime/disapprove', cookie: approver, payload: { recids: [TOO_BIG], remarks: 'no' } }), 'recid');
    expectBadRequest(await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/groupRequestByRecordId?recidhdr=${TOO_BIG}`, cookie: employee }), 'recidhdr');
    expectBadRequest(await call(ctx.app, { method: 'GET', url: `/api/v1/coe/${TOO_BIG}`, cookie: employee }), 'id');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v3/leave', cookie: employee, payload: { recid: 2 ** 53 - 1, payItem: 'VL', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'x' } }), 'recid');
  });
});

describe('a NUL byte in text (finding 2)', () => {
  it('is refused at login, without a session, naming the field', async () => {
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'a\u0000b', password: 'x' } }), 'username');
  });
  it('is refused in a search, a leave type, a certificate reason, a shift code and admin names', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const hr = await logInAs(ctx.app, 'hr');
    expectBadRequest(await call(ctx.app, { method: 'GET', url: '/api/v1/others/empsearch?searchkey=%00', cookie: teamlead }), 'searchkey');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v3/leave', cookie: employee, payload: { payItem: 'V\u0000L', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'x' } }), 'payItem');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v2/coe', cookie: employee, payload: { reqDate: '2026-12-01', coeType: 1, reason: 'for a\u0000 loan' } }), 'reason');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v1/shift', cookie: employee, payload: { empid: '1', fromDate: '2026-12-01', toDate: '2026-12-01', shift: 'D\u0000AY' } }), 'shift');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v1/admin/shifts', cookie: hr, payload: { shift: 'NUL1', shiftdesc: 'a\u0000b', timein: '08:00', timeout: '17:00' } }), 'shiftdesc');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v1/admin/leave/types', cookie: hr, payload: { payitem: 'NL', leave_desc: 'Nul\u0000 leave', annual_hours: 8 } }), 'leave_desc');
  });
  it('is refused in a CSV import cell, naming row and column', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const response = await importCsv(ctx.app, hr, '/api/v1/admin/holidays/import', 'date,name,type\n2027-06-12,Independence\u0000 Day,LH\n');
    expectBadRequest(response, /Row 2: name must not contain a NUL character/);
  });
});

describe('a lone surrogate in text (finding 3)', () => {
  it('is refused in a certificate reason, a shift and a leave type description', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const hr = await logInAs(ctx.app, 'hr');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v2/coe', cookie: employee, payload: { reqDate: '2026-12-01', coeType: 1, reason: 'a\ud800b' } }), 'reason');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v1/admin/shifts', cookie: hr, payload: { shift: 'SUR1', shiftdesc: 'x\udc00', timein: '08:00', timeout: '17:00' } }), 'shiftdesc');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v1/admin/leave/types', cookie: hr, payload: { payitem: 'SL2', leave_desc: '\ud83d', annual_hours: 8 } }), 'leave_desc');
  });
});

describe('years 0000 and 9999 (finding 4)', () => {
  it('are refused in list filters, adjustments, overtime and the holiday import', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const hr = await logInAs(ctx.app, 'hr');
    expectBadRequest(await call(ctx.app, { method: 'GET', url: '/api/v1/leaves?fromDate=0000-01-01', cookie: employee }), 'fromDate');
    expectBadRequest(await call(ctx.app, { method: 'GET', url: '/api/v2/overtimes?toDate=9999-12-31', cookie: employee }), 'toDate');
    expectBadRequest(await call(ctx.app, { method: 'POST', url: '/api/v3/attendance/adjustment', cookie: employee, payload: { trDate: '0000-01-01', timeIn1: '08:00', reason: 'x' } }), 'trDate');
    expectBadRequest(
      await call(ctx.app, { method: 'POST', url: '/api/v2/overtime', cookie: employee, payload: { otDate: '9999-12-31', fromTime: '18:00', toTime: '19:00', reason: 'x', noOfHours: 1 } }),
      'otDate',
    );
    expectBadRequest(await importCsv(ctx.app, hr, '/api/v1/admin/holidays/import', 'date,name,type\n0000-01-01,Year zero,LH\n'), /Row 2: date must be a date between 1900 and 2100/);
  });
  it('leaves impossible days refused as before', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    expectBadRequest(await call(ctx.app, { method: 'GET', url: '/api/v1/leaves?fromDate=2026-02-30', cookie: employee }), 'fromDate');
  });
});
