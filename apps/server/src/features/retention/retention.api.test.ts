import { sql } from 'kysely';
import { RETENTION_KINDS } from '@portal/contracts/retention';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { disposeExpiredData } from './disposal';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const today = manilaDay(0);

async function separate(empId: string, years: number) {
  await ctx.db
    .updateTable('employees')
    // By the database's calendar: a leap day less years is the 28th, never a 29th that does not exist.
    .set({
      hire_date: '2010-01-04',
      separation_date: sql<string>`(${today}::date - make_interval(years => ${years}))::date`,
      active: false,
    })
    .where('emp_id', '=', empId)
    .execute();
}
const count = async (table: 'punches' | 'payslips' | 'user_accounts' | 'leaves' | 'sessions', empId: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where emp_id = ${empId}`.execute(ctx.db))
      .rows[0]!.n,
  );

describe('retention', () => {
  it("disposes of each kind of a separated person's data once its years have passed, and records each disposal without the data", async () => {
    // Sessions while they still worked here: the account kind takes them.
    await logInAs(ctx.app, 'pedro');
    await separate('00000005', 4);
    await separate('00000007', 11);
    await ctx.db.updateTable('employees').set({ tin: '123-456-789-000' }).where('emp_id', '=', '00000007').execute();
    await sql`insert into access_log (actor_emp_id, subject_emp_id, what, detail, at) values
      ('00000001', '00000004', 'pay data', 'an old read', now() - interval '6 years'),
      ('00000001', '00000004', 'pay data', 'a recent read', now())`.execute(ctx.db);
    expect(await count('punches', '00000005')).toBeGreaterThan(0);
    expect(await count('payslips', '00000007')).toBeGreaterThan(0);

    const removed: string[] = [];
    const disposals = await disposeExpiredData(ctx.db, today, async (key) => void removed.push(key));

    // Pedro, four years gone: attendance (3), certificates (3) and his account (1); his pay stays ten years.
    expect(await count('punches', '00000005')).toBe(0);
    expect(await count('leaves', '00000005')).toBe(0);
    expect(await count('user_accounts', '00000005')).toBe(0);
    expect(await count('sessions', '00000005')).toBe(0);
    expect(await count('payslips', '00000005')).toBeGreaterThan(0);
    // Ramon, eleven years gone: his pay and ID numbers too.
    expect(await count('payslips', '00000007')).toBe(0);
    expect(
      (await ctx.db.selectFrom('employees').select('tin').where('emp_id', '=', '00000007').executeTakeFirstOrThrow())
        .tin,
    ).toBeNull();
    // Juan still works here: nothing of his goes.
    expect(await count('punches', '00000004')).toBeGreaterThan(0);
    const reads = await ctx.db
      .selectFrom('access_log')
      .select('detail')
      .where('subject_emp_id', '=', '00000004')
      .execute();
    expect(reads.map((read) => read.detail)).toEqual(['a recent read']);

    expect(disposals.map((disposal) => `${disposal.kind}:${disposal.empId}`).sort()).toEqual(
      [
        'access_log:null',
        'account:00000005',
        'account:00000007',
        'attendance:00000005',
        'attendance:00000007',
        'government_ids:00000007',
        'payroll:00000007',
      ].sort(),
    );
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['entity_id', 'after'])
      .where('action', '=', 'retention.dispose')
      .execute();
    expect(audit).toHaveLength(disposals.length);
    const attendance = audit.find(
      (row) => row.entity_id === '00000005' && (row.after as { kind: string }).kind === 'attendance',
    )!;
    expect((attendance.after as { rows: Record<string, number> }).rows.punches).toBeGreaterThan(0);
    // Counts, never the data: no name, ID number or time of day.
    expect(JSON.stringify(audit)).not.toMatch(/Pedro|Ramon|123-456-789|\d{2}:\d{2}/);

    // Nothing is left to dispose of: a second run changes and records nothing.
    expect(await disposeExpiredData(ctx.db, today, async () => undefined)).toEqual([]);
    expect(
      await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'retention.dispose').execute(),
    ).toHaveLength(audit.length);
  });

  it("follows HR's years: kept longer, nothing goes", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/admin/retention',
      cookie: hr,
      payload: { attendance: 5, account: 5, certificates: 5 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().policies.find((policy: { kind: string }) => policy.kind === 'attendance')).toMatchObject({
      years: 5,
      default_years: 3,
    });
    await separate('00000006', 4);
    expect(await disposeExpiredData(ctx.db, today, async () => undefined)).toEqual([]);
    expect(await count('punches', '00000006')).toBeGreaterThan(0);
  });

  it('lets only HR read or change it, and refuses bad years', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const put = (payload: object, cookie: string | undefined = hr) =>
      call(ctx.app, { method: 'PUT', url: '/api/v1/admin/retention', cookie, payload });
    expect((await put({ attendance: 0 })).json().message).toMatch(/whole number of years from 1 to 100/);
    expect((await put({ payroll: 2.5 })).statusCode).toBe(400);
    expect((await put({ photos: 3 })).json().message).toMatch(/Unknown kind of data: photos/);
    const juan = await logInAs(ctx.app, 'employee');
    expect((await put({ attendance: 1 }, juan)).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/retention', cookie: juan })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/retention' })).statusCode).toBe(401);
    const read = await call(ctx.app, { method: 'GET', url: '/api/v1/admin/retention', cookie: hr });
    expect(read.json().policies.map((policy: { kind: string }) => policy.kind)).toEqual([...RETENTION_KINDS]);
  });
});
