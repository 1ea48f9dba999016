import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();
const url = '/api/v1/admin/company';
const put = (cookie: string, payload: object) => call(ctx.app, { method: 'PUT', url, cookie, payload });
const configJson = async () => (await call(ctx.app, { method: 'GET', url: '/config.json' })).json();

describe('GET /api/v1/admin/company', () => {
  it('answers the settings with the defaults where HR has set nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const settings = (await call(ctx.app, { method: 'GET', url, cookie: hr })).json();
    expect(settings).toMatchObject({
      market_label: 'PH',
      time_zone: 'Asia/Manila',
      signatory_emp_id: '00000001',
      signatory_name: 'Ana Garcia',
      coe_validity_days: 90,
      grace_minutes: 0,
      session_idle_minutes: null,
      session_absolute_hours: null,
      session_defaults: { idle_minutes: 120, absolute_hours: 14 },
      features: { geolocation: true, teamLeadFileOnBehalf: false },
    });
    expect(settings.logo).toMatchObject({
      content_type: 'image/png',
      bytes: expect.any(Number),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(settings.signature).toMatchObject({ content_type: 'image/png' });
  });
});

describe('PUT /api/v1/admin/company', () => {
  it('changes only the fields sent, drives /config.json at once, and audits each change before and after', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const saved = await put(hr, {
      market_label: 'PH-North',
      features: { teamLeadFileOnBehalf: true },
      coe_validity_days: 30,
      website: 'https://example.ph',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      market_label: 'PH-North',
      coe_validity_days: 30,
      time_zone: 'Asia/Manila',
      features: { teamLeadFileOnBehalf: true, geolocation: true },
    });
    expect(saved.json().message).toMatch(/^Company settings saved \(.*\)\. They apply from the next call/);
    for (const field of ['market label', 'website', 'coe validity days', 'switch teamLeadFileOnBehalf'])
      expect(saved.json().message).toContain(field);
    expect(await configJson()).toMatchObject({ marketLabel: 'PH-North', features: { teamLeadFileOnBehalf: true } });

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'company')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'update',
      before: {
        market_label: 'PH',
        website: 'www.democompany.example',
        coe_validity_days: 90,
        'features.teamLeadFileOnBehalf': false,
      },
      after: {
        market_label: 'PH-North',
        website: 'https://example.ph',
        coe_validity_days: 30,
        'features.teamLeadFileOnBehalf': true,
      },
    });
    expect((await put(hr, { market_label: 'PH-North' })).json().message).toBe(
      'Nothing changed: the settings are as you sent them.',
    );
  });

  it('refuses bad values with a message per field', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const before = (await call(ctx.app, { method: 'GET', url, cookie: hr })).json();
    const bad = await put(hr, {
      name: '',
      support_email: 'help',
      time_zone: 'Mars/Olympus',
      coe_validity_days: 0,
      grace_minutes: 121,
      website: 'ftp://x',
      features: { geolocation: 'yes', warpDrive: true },
      colour: 'red',
      tin: '12-345',
    });
    expect(bad.statusCode).toBe(400);
    const message: string = bad.json().message;
    for (const expected of [
      /name is required/,
      /support_email must be an e-mail address/,
      /Time zone must be a region and city the clock knows, like Asia\/Manila/,
      /coe_validity_days must be at least 1 days/,
      /grace_minutes may be at most 120 minutes/,
      /website must be an address like www.example.com/,
      /features.geolocation must be true or false/,
      /feature switch warpDrive is not known/,
      /setting colour is not known/,
      /tin must be a TIN of 9, 12 or 14 digits, like 123-456-789-000/,
    ]) {
      expect(message).toMatch(expected);
    }
    expect((await put(hr, { signatory_emp_id: '99' })).json().message).toMatch(/there is no employee 00000099/);
    expect((await put(hr, { session_idle_minutes: 600, session_absolute_hours: 8 })).json().message).toMatch(
      /session_idle_minutes \(600\) must not be longer than the absolute timeout \(8 hours/,
    );
    expect((await call(ctx.app, { method: 'GET', url, cookie: hr })).json()).toEqual(before);
  });

  it("keeps the employer's TIN in the BIR's printed form, whatever spacing it is typed in", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const saved = await put(hr, { tin: '008 123 456 001' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ tin: '008-123-456-001' });
    expect((await put(hr, { tin: '' })).json()).toMatchObject({ tin: null });
    await put(hr, { tin: '008-123-456-000' });
  });

  it('applies a new grace period to the attendance figures at once', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const holidays = new Set(
      (await ctx.db.selectFrom('holidays').select('holiday_date').execute()).map((h) => h.holiday_date),
    );
    let day = manilaDay(-2);
    while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || holidays.has(day)) day = addDays(day, -1);
    const shift = await ctx.db
      .selectFrom('shifts')
      .select(['timein', 'timeout'])
      .where('shift', '=', 'DAY')
      .executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('punches').where('emp_id', '=', '00000004').where('trdate', '=', day).execute();
    const at = (time: string, minutes: number) =>
      sql<Date>`(${day}::date + ${time}::time + make_interval(mins => ${minutes}))::timestamp at time zone 'Asia/Manila'`;
    await ctx.db
      .insertInto('punches')
      .values([
        { emp_id: '00000004', trdate: day, direction: 'in', punched_at: at(shift.timein, 7) as never },
        { emp_id: '00000004', trdate: day, direction: 'out', punched_at: at(shift.timeout, 0) as never },
      ])
      .execute();
    const employee = await logInAs(ctx.app, 'employee');
    const tardy = async () =>
      (
        await call(ctx.app, { method: 'GET', url: `/api/v1/attendance?from=${day}&to=${day}`, cookie: employee })
      ).json()[0].tardy;
    expect(await tardy()).toBe(7);
    expect((await put(hr, { grace_minutes: 10 })).json().grace_minutes).toBe(10);
    expect(await tardy()).toBe(0);
  });

  it('applies new session timeouts to the next call, cached sessions included', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const idle = await logInAs(ctx.app, 'pedro');
    const old = await logInAs(ctx.app, 'grace');
    const time = (cookie: string) => call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie });
    // Both are cached as live now.
    expect((await time(idle)).statusCode).toBe(200);
    expect((await time(old)).statusCode).toBe(200);
    await sql`update sessions set last_seen_at = now() - interval '30 minutes' where emp_id = '00000005'`.execute(
      ctx.db,
    );
    await sql`update sessions set created_at = now() - interval '3 hours', last_seen_at = now() where emp_id = '00000008'`.execute(
      ctx.db,
    );

    const saved = await put(hr, { session_idle_minutes: 20, session_absolute_hours: 2 });
    expect(saved.json()).toMatchObject({ session_idle_minutes: 20, session_absolute_hours: 2 });
    expect((await time(idle)).statusCode).toBe(401);
    expect((await time(old)).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url, cookie: hr })).statusCode).toBe(200);

    // Back to the configured defaults: a new login lives by them again.
    expect((await put(hr, { session_idle_minutes: null, session_absolute_hours: null })).json()).toMatchObject({
      session_idle_minutes: null,
      session_absolute_hours: null,
    });
    const fresh = await logInAs(ctx.app, 'carlo');
    const [session] = await sql<{
      hours: number;
    }>`select extract(epoch from expires_at - created_at) / 3600 as hours from sessions where emp_id = '00000009' order by created_at desc limit 1`
      .execute(ctx.db)
      .then((r) => r.rows);
    expect(Math.round(Number(session?.hours))).toBe(14);
    expect((await time(fresh)).statusCode).toBe(200);
  });

  it('is for HR administrators only', async () => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      const cookie = await logInAs(ctx.app, username);
      expect((await call(ctx.app, { method: 'GET', url, cookie })).statusCode, username).toBe(403);
      const refused = await put(cookie, { market_label: 'Hacked' });
      expect(refused.statusCode, username).toBe(403);
      expect(refused.json().message).toBe('Only HR administrators can do this.');
    }
    expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
    expect((await put('', { market_label: 'Hacked' })).statusCode).toBe(401);
    expect((await configJson()).marketLabel).not.toBe('Hacked');
  });
});
