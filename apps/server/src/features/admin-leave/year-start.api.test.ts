import { describe, expect, it } from 'vitest';
import { logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { callJson, WRONG_USERS } from './admin-test-calls';

const ctx = useTestApp();
const url = '/api/v1/admin/leave/yearstart';
// The demo seeds this year and next; the year after next is empty, its year before full.
const seeded = Number(manilaDay(0).slice(0, 4)) + 1;
const year = seeded + 1;

const entitlementsOf = async (forYear: number) =>
  ctx.db
    .selectFrom('leave_entitlements')
    .select(['emp_id', 'payitem', 'entitled_hours'])
    .where('year', '=', forYear)
    .orderBy('emp_id')
    .orderBy('payitem')
    .execute();
const hoursOf = async (empId: string, payitem: string) =>
  Number((await entitlementsOf(year)).find((row) => row.emp_id === empId && row.payitem === payitem)?.entitled_hours);

describe('POST /api/v1/admin/leave/yearstart', () => {
  it('shows in a dry run what it would create and writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const plan = await callJson(ctx.app, hr, 'POST', url, { year, dryRun: true });
    expect(plan.statusCode).toBe(200);
    // Nine people, seven types, less maternity for the five men, paternity for all but
    // the two married men, and solo parent leave for all but the two solo parents.
    expect(plan.json()).toMatchObject({ dryRun: true, year, created: 44, kept: 0, keptRows: [] });
    expect(plan.json().byType.find((type: { payitem: string }) => type.payitem === 'VL')).toEqual({
      payitem: 'VL',
      leave_desc: 'Vacation Leave',
      created: 9,
      kept: 0,
      carried_hours: 360,
    });
    expect(plan.json().message).toMatch(
      /^Starting \d{4} would create 44 entitlements \(360 hours carried over from \d{4}\)\. Nothing has been written yet\.$/,
    );
    expect(await entitlementsOf(year)).toEqual([]);
  });

  it("creates each type's hours plus last year's unused hours up to the cap, keeps what HR set, and changes nothing the second time", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    // Juan used 100 of his VL last year: 20 unused carry over (cap 40). Pedro's EL for the new year was set by HR.
    await ctx.db
      .insertInto('leaves')
      .values({
        emp_id: '00000004',
        filed_by: '00000004',
        payitem: 'VL',
        frdate: `${seeded}-03-02`,
        todate: `${seeded}-03-13`,
        noofhours: 100,
        reason: 'Holiday',
        overall_status: 'A',
      } as never)
      .execute();
    expect(
      (
        await callJson(ctx.app, hr, 'PUT', '/api/v1/admin/leave/entitlements', {
          emp_id: '5',
          year,
          payitem: 'EL',
          hours: 16,
        })
      ).statusCode,
    ).toBe(200);

    const started = await callJson(ctx.app, hr, 'POST', url, { year, dryRun: false });
    expect(started.json()).toMatchObject({
      dryRun: false,
      created: 43,
      kept: 1,
      keptRows: [{ emp_id: '00000005', payitem: 'EL', hours: 16, fullname: 'Bautista, Pedro' }],
    });
    expect(started.json().message).toMatch(
      /^\d{4} started: 43 entitlements created \(340 hours carried over from \d{4}\); 1 already set for \d{4} is left as they are\.$/,
    );
    expect(await hoursOf('00000004', 'VL')).toBe(140);
    expect(await hoursOf('00000005', 'VL')).toBe(160);
    expect(await hoursOf('00000004', 'SL')).toBe(120);
    expect(await hoursOf('00000005', 'EL')).toBe(16);
    expect(await hoursOf('00000004', 'ML')).toBeNaN();
    expect(await hoursOf('00000008', 'ML')).toBe(840);
    expect(await hoursOf('00000005', 'PL')).toBeNaN(); // Pedro is single
    expect(await hoursOf('00000007', 'SPL')).toBe(56); // Ramon has a solo-parent ID

    const [audit] = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', `00000004/${year}/VL`)
      .execute();
    expect(audit).toMatchObject({
      action: 'year-start',
      before: null,
      after: { hours: 140, annual_hours: 120, carried_over_hours: 20 },
    });
    const summary = await ctx.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('entity', '=', 'leave_entitlements')
      .where('entity_id', '=', String(year))
      .executeTakeFirstOrThrow();
    expect(summary.after).toMatchObject({ created: 43, kept: 1 });

    const before = await entitlementsOf(year);
    const again = await callJson(ctx.app, hr, 'POST', url, { year, dryRun: false });
    expect(again.json()).toMatchObject({ created: 0, kept: 44 });
    expect(await entitlementsOf(year)).toEqual(before);
  });

  it('refuses a year that is not one', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const bad = await callJson(ctx.app, hr, 'POST', url, { year: 1999, dryRun: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/year must be a year from 2000 to 2100[\s\S]*dryRun must be true or false/);
    expect((await callJson(ctx.app, hr, 'POST', url, {})).json().message).toMatch(/year must be a year like 2027/);
  });

  it('is for HR administrators only', async () => {
    for (const username of WRONG_USERS) {
      const response = await callJson(ctx.app, await logInAs(ctx.app, username), 'POST', url, {
        year: year + 1,
        dryRun: false,
      });
      expect(response.statusCode, username).toBe(403);
    }
    expect(await entitlementsOf(year + 1)).toEqual([]);
    expect((await callJson(ctx.app, '', 'POST', url, { year: year + 1 })).statusCode).toBe(401);
  });
});
