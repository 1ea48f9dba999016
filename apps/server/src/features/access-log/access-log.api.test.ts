import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_DENIED, type AccessLogRow, type AdminAccessLog } from '@portal/contracts/access-log';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const mine = async (cookie: string) =>
  (await call(ctx.app, { method: 'GET', url: '/api/v1/profile/access-log', cookie })).json().rows as AccessLogRow[];
const everyone = (cookie: string | undefined, query: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/admin/access-log?${query}`, cookie });
const today = manilaDay(0);

describe('who saw my data', () => {
  it("lists each read of a person's data by someone else, newest first, and never their own", async () => {
    const juan = await logInAs(ctx.app, 'employee');
    expect(await mine(juan)).toEqual([]);

    const hr = await logInAs(ctx.app, 'hr');
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/payroll/paydata?empid=4', cookie: hr })).statusCode,
    ).toBe(200);
    // Juan's own certificate, read by himself (not recorded) and by HR, who approves certificates (recorded).
    const filed = await call(ctx.app, {
      method: 'POST',
      url: '/api/v2/coe',
      payload: { reqDate: today, coeType: 1, reason: 'Bank loan' },
      cookie: juan,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const recid = filed.json().recid as number;
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/coe/${recid}`, cookie: juan })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/coe/${recid}`, cookie: hr })).statusCode).toBe(200);
    // Everyone's records with their ID numbers: Juan's among them.
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/employees', cookie: hr })).statusCode).toBe(200);

    const reads = await mine(juan);
    expect(reads.map((read) => [read.actor_name, read.subject_empid, read.what, read.detail])).toEqual([
      [
        'Ana Garcia',
        null,
        'government IDs',
        "Everyone's employee records, with their TIN, SSS, PhilHealth and Pag-IBIG numbers",
      ],
      ['Ana Garcia', '00000004', 'certificate', `Certificate of employment #${recid}`],
      ['Ana Garcia', '00000004', 'pay data', 'Pay data of 00000004: rates and recurring items'],
    ]);
    expect(reads[0]).not.toHaveProperty('address');

    // Pedro sees the list of everyone's, never what was read of Juan's alone.
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await mine(pedro)).map((read) => read.what)).toEqual(['government IDs']);
    // HR's own reads of everyone's are not reads of HR's data by someone else.
    expect(await mine(hr)).toEqual([]);
  });

  it("gives HR everyone's reads in a period, by the account that read or whose data, with where from", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const byHr = await everyone(hr, `from=${today}&to=${today}&actor=1`);
    expect(byHr.statusCode, byHr.body).toBe(200);
    const rows = (byHr.json() as AdminAccessLog).rows;
    expect(rows.map((row) => row.what)).toEqual(['government IDs', 'certificate', 'pay data']);
    expect(rows.every((row) => row.actor_empid === '00000001' && typeof row.address === 'string')).toBe(true);
    // Pedro's data: the list of everyone's holds his; Juan's own reads are not his.
    const ofPedro = (await everyone(hr, `from=${today}&to=${today}&subject=5`)).json() as AdminAccessLog;
    expect(ofPedro.rows.map((row) => row.what)).toEqual(['government IDs']);
    expect(((await everyone(hr, `from=2001-01-01&to=2001-01-31`)).json() as AdminAccessLog).rows).toEqual([]);
  });

  it("refuses bad input, anyone but HR, and a call without a session; nobody reads another's log", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const backwards = await everyone(hr, `from=${today}&to=2001-01-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/to must be on or after from/);
    expect((await everyone(hr, 'from=yesterday&to=today')).statusCode).toBe(400);
    for (const username of ['employee', 'teamlead', 'approver']) {
      const refused = await everyone(await logInAs(ctx.app, username), `from=${today}&to=${today}&subject=4`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ACCESS_LOG_DENIED);
    }
    // Only one's own: the call takes no one else's number.
    const juan = await logInAs(ctx.app, 'employee');
    const other = await call(ctx.app, { method: 'GET', url: '/api/v1/profile/access-log?empid=5', cookie: juan });
    expect(
      (other.json().rows as AccessLogRow[]).every(
        (read) => read.subject_empid === '00000004' || read.subject_empid === null,
      ),
    ).toBe(true);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/profile/access-log' })).statusCode).toBe(401);
    expect((await everyone(undefined, `from=${today}&to=${today}`)).statusCode).toBe(401);
  });
});
