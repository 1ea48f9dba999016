import { describe, expect, it } from 'vitest';
import { EntitlementRow } from '@portal/contracts/admin-leave';
import { logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, workingDayOnOrAfter } from '../../../test/dates';
import { callJson, readSample, uploadCsv, WRONG_USERS } from './admin-test-calls';

const ctx = useTestApp();
const url = '/api/v1/admin/leave/entitlements';
const importUrl = `${url}/import`;
const year = Number(manilaDay(0).slice(0, 4));

const hoursOf = async (empId: string, payitem: string, forYear = year) =>
  Number(
    (
      await ctx.db
        .selectFrom('leave_entitlements')
        .select('entitled_hours')
        .where('emp_id', '=', empId)
        .where('payitem', '=', payitem)
        .where('year', '=', forYear)
        .executeTakeFirst()
    )?.entitled_hours,
  );
const entitlementAudits = async () =>
  (
    await ctx.db
      .selectFrom('audit_log')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('entity', '=', 'leave_entitlement')
      .executeTakeFirstOrThrow()
  ).n;

describe('GET /api/v1/admin/leave/entitlements', () => {
  it("lists a year's entitlements with used, pending and balance as the employee's balance counts them", async () => {
    // A half day needs the leave duration switch (spec §9, off by default).
    await ctx.db.updateTable('company').set({ settings: JSON.stringify({ features: { leaveDuration: true } }) }).execute();
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await callJson(ctx.app, employee, 'POST', '/api/v3/leave', {
      payItem: 'SL',
      fromDate: `${year}-12-28`,
      toDate: `${year}-12-28`,
      reason: 'Check-up',
      noOfHours: 4,
    });
    expect(filed.statusCode).toBe(200);
    const hr = await logInAs(ctx.app, 'hr');
    const rows = (await callJson(ctx.app, hr, 'GET', `${url}?year=${year}`)).json();
    expect(EntitlementRow.array().safeParse(rows).success).toBe(true);
    const juan = rows.filter((row: { emp_id: string }) => row.emp_id === '00000004');
    expect(juan.map((row: { payitem: string }) => row.payitem)).toEqual(['VL', 'SL', 'EL', 'PL', 'SIL']);
    expect(juan[1]).toMatchObject({
      fullname: 'dela Cruz, Juan',
      department: 'Operations',
      year,
      leave_desc: 'Sick Leave',
      entitled: 120,
      pending: 4,
      balance: 116,
    });
    const own = (await callJson(ctx.app, employee, 'GET', `/api/v1/leaves/balance?year=${year}`)).json();
    expect(own.find((row: { payitem: string }) => row.payitem === 'SL')).toMatchObject({
      entitled: 120,
      used: juan[1].used,
      pending: 4,
      balance: 116,
    });
    expect((await callJson(ctx.app, hr, 'GET', `${url}?year=1999`)).json().message).toMatch(
      /year must be a year from 2000 to 2100/,
    );
    expect((await callJson(ctx.app, hr, 'GET', url)).statusCode).toBe(400);
  });
});

describe('PUT /api/v1/admin/leave/entitlements', () => {
  it('sets one entitlement, audits the hours before and after, and leaves an identical one alone', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const set = await callJson(ctx.app, hr, 'PUT', url, { emp_id: '5', year, payitem: 'el', hours: 40 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      emp_id: '00000005',
      payitem: 'EL',
      entitled: 40,
      balance: 40,
      message: `Emergency Leave of Bautista, Pedro for ${year} set to 40 hours (balance 40).`,
    });
    const [audit] = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', `00000005/${year}/EL`)
      .execute();
    expect(audit).toMatchObject({ action: 'set', before: { hours: 24 }, after: { hours: 40 } });
    const before = await entitlementAudits();
    expect(
      (await callJson(ctx.app, hr, 'PUT', url, { emp_id: '5', year, payitem: 'EL', hours: 40 })).json().message,
    ).toMatch(/is already 40 hours/);
    expect(await entitlementAudits()).toBe(before);
  });

  it('refuses an unknown employee or type, bad hours, and fewer hours than already filed', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect(
      (await callJson(ctx.app, hr, 'PUT', url, { emp_id: '99', year, payitem: 'VL', hours: 8 })).json(),
    ).toEqual({ code: 'NOT_FOUND', message: 'There is no employee 00000099.', message_code: 'admin_leave.no_employee', params: { empId: '00000099' } });
    expect(
      (await callJson(ctx.app, hr, 'PUT', url, { emp_id: '4', year, payitem: 'XX', hours: 8 })).json().message,
    ).toMatch(/payitem XX is not a leave type \(the types are VL, SL/);
    const bad = await callJson(ctx.app, hr, 'PUT', url, { emp_id: 'abc', year: 20, payitem: 'VL', hours: 1.25 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(
      /emp_id must be an employee number[\s\S]*year must be a year[\s\S]*hours must be in half hours/,
    );
    const employee = await logInAs(ctx.app, 'employee');
    // A working day of this year whatever the year: 29 December falls on a weekend in some.
    const day = await workingDayOnOrAfter(ctx.db, `${year}-12-01`);
    const filed = await callJson(ctx.app, employee, 'POST', '/api/v3/leave', { payItem: 'EL', fromDate: day, toDate: day, reason: 'Family', noOfHours: 8 });
    expect(filed.statusCode, filed.body).toBe(200);
    const below = await callJson(ctx.app, hr, 'PUT', url, { emp_id: '4', year, payitem: 'EL', hours: 4 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(
      `00000004 has already used or filed 8 hours of EL in ${year}; hours cannot be less than that.`,
    );
  });
});

describe('POST /api/v1/admin/leave/entitlements/import', () => {
  it('checks the sample file, imports it, and changes nothing the second time', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const sample = readSample('entitlements.csv').replaceAll(',2026,', `,${year},`);
    const check = await uploadCsv(ctx.app, hr, `${importUrl}?dryRun=true`, sample);
    expect(check.json()).toMatchObject({ dryRun: true, rows: 4, added: 0, unchanged: 1, errors: [] });
    expect(await hoursOf('00000004', 'VL')).toBe(120);

    const imported = await uploadCsv(ctx.app, hr, importUrl, sample);
    expect(imported.json()).toMatchObject({
      dryRun: false,
      rows: 4,
      unchanged: 1,
      message: expect.stringMatching(/^4 entitlements imported/),
    });
    expect(await hoursOf('00000004', 'VL')).toBe(160);
    expect(await hoursOf('00000008', 'SIL')).toBe(48);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', `00000004/${year}/VL`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'import', before: { hours: 120 }, after: { hours: 160 } });

    const audits = await entitlementAudits();
    const again = await uploadCsv(ctx.app, hr, importUrl, sample);
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 4 });
    expect(await entitlementAudits()).toBe(audits);
  });

  it('adds entitlements that are not there yet', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const added = await uploadCsv(ctx.app, hr, importUrl, `emp_id,year,payitem,hours\n9,${year + 3},VL,120\n`);
    expect(added.json()).toMatchObject({ added: 1, changed: 0, unchanged: 0 });
    expect(await hoursOf('00000009', 'VL', year + 3)).toBe(120);
  });

  it('lists every problem by row in a dry run, and a real import with problems writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = [
      'emp_id,year,payitem,hours',
      `4,${year},VL,100`,
      `99,${year},VL,8`,
      `4,${year},ZZ,8`,
      `4,${year},VL,90`,
      `5,${year},SL,`,
      `5,1999,SL,abc`,
    ].join('\n');
    const check = (await uploadCsv(ctx.app, hr, `${importUrl}?dryRun=true`, csv)).json();
    // Every problem in one pass: the shape of each cell and what the database says.
    expect(check.errors).toEqual([
      'Row 3: there is no employee 00000099',
      'Row 4: payitem ZZ is not a leave type (the types are VL, SL, EL, ML, PL, SPL, SIL)',
      `Row 5: 00000004 VL ${year} is already on row 2; keep one row per employee, type and year`,
      'Row 6: hours is required',
      'Row 7: year must be a year from 2000 to 2100',
      'Row 7: hours must be a number of hours',
    ]);
    const fixedShape = csv.replace(`5,${year},SL,\n5,1999,SL,abc`, `5,${year},SL,8`);
    const deeper = (await uploadCsv(ctx.app, hr, `${importUrl}?dryRun=true`, fixedShape)).json();
    expect(deeper.errors).toEqual([
      'Row 3: there is no employee 00000099',
      'Row 4: payitem ZZ is not a leave type (the types are VL, SL, EL, ML, PL, SPL, SIL)',
      `Row 5: 00000004 VL ${year} is already on row 2; keep one row per employee, type and year`,
    ]);
    const audits = await ctx.db
      .selectFrom('audit_log')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await uploadCsv(ctx.app, hr, importUrl, fixedShape);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^Nothing was imported: the file has 3 problems\.\nRow 3: there is no employee 00000099/,
    );
    expect(await hoursOf('00000004', 'VL')).not.toBe(100);
    expect(await hoursOf('00000005', 'SL')).toBe(120);
    expect(
      await ctx.db
        .selectFrom('audit_log')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(audits);
    const unknownColumn = (
      await uploadCsv(ctx.app, hr, `${importUrl}?dryRun=true`, 'emp_id,year,leave,hours\n4,2026,VL,8\n')
    ).json();
    expect(unknownColumn.errors[0]).toMatch(/^Row 1: "leave" is not an? (entitlement )?column/);
  });
});

describe('entitlement calls', () => {
  it('are for HR administrators only', async () => {
    const csv = `emp_id,year,payitem,hours\n4,${year},VL,8\n`;
    for (const username of WRONG_USERS) {
      const cookie = await logInAs(ctx.app, username);
      expect((await callJson(ctx.app, cookie, 'GET', `${url}?year=${year}`)).statusCode, username).toBe(403);
      expect(
        (await callJson(ctx.app, cookie, 'PUT', url, { emp_id: '4', year, payitem: 'VL', hours: 8 })).statusCode,
        username,
      ).toBe(403);
      expect((await uploadCsv(ctx.app, cookie, `${importUrl}?dryRun=true`, csv)).statusCode, username).toBe(403);
    }
    expect(await hoursOf('00000004', 'VL')).not.toBe(8);
    expect((await callJson(ctx.app, '', 'GET', `${url}?year=${year}`)).statusCode).toBe(401);
    expect((await callJson(ctx.app, '', 'PUT', url, {})).statusCode).toBe(401);
    expect((await uploadCsv(ctx.app, '', importUrl, csv)).statusCode).toBe(401);
  });
});
