import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });

async function download(cookie: string | undefined, query = '') {
  return call(ctx.app, { method: 'GET', url: `/api/v1/profile/my-data${query}`, cookie });
}

async function unzip(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const data = JSON.parse(await zip.file('my-data.json')!.async('string')) as Record<string, unknown[]> & {
    emp_id: string;
  };
  return { zip, data, names: Object.keys(zip.files).filter((name) => !zip.files[name]!.dir) };
}

describe('my data', () => {
  it("gives a person every row the portal holds about them and the PDFs they may read, and no one else's", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/v1/payroll/paydata?empid=4', cookie: hr })).statusCode,
    ).toBe(200);
    const juan = await logInAs(ctx.app, 'employee');

    // Whatever the query says, the archive is the caller's.
    const response = await download(juan, '?emp_id=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-00000004-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const { zip, data, names } = await unzip(response.rawPayload);
    expect(data.emp_id).toBe('00000004');
    expect(names).toContain('README.txt');

    // Each table's rows are Juan's alone.
    const ownColumn: Record<string, string> = {
      documents: 'owner_emp_id',
      notifications: 'recipient',
      access_log: 'subject_emp_id',
      audit_log: 'actor_emp_id',
    };
    for (const [table, rows] of Object.entries(data)) {
      if (!Array.isArray(rows)) continue;
      for (const row of rows as Record<string, unknown>[])
        expect(row[ownColumn[table] ?? 'emp_id'], table).toBe('00000004');
    }
    expect(data.employees).toHaveLength(1);
    expect((data.punches as unknown[]).length).toBeGreaterThan(0);
    // Secrets and HR's own data are withheld.
    expect(data.user_accounts![0]).not.toHaveProperty('password_hash');
    expect((data.sessions as Record<string, unknown>[]).every((session) => !('token_hash' in session))).toBe(true);
    const reads = data.access_log as Record<string, unknown>[];
    expect(reads.map((read) => read.what)).toContain('pay data');
    expect(reads.every((read) => !('address' in read))).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/\$argon2/);

    // A payslip PDF for each payslip row, and the year's BIR Form 2316.
    const payslips = names.filter((name) => name.startsWith('payslips/'));
    expect(payslips).toHaveLength((data.payslips as unknown[]).length);
    expect(payslips.length).toBeGreaterThan(0);
    expect((await zip.file(payslips[0]!)!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(names.some((name) => /^bir-2316\/bir-2316-\d{4}-00000004\.pdf$/.test(name))).toBe(true);

    // The download is audited, as the person's own act.
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_emp_id', 'entity_id'])
      .where('action', '=', 'my_data.download')
      .execute();
    expect(audit).toEqual([{ actor_emp_id: '00000004', entity_id: '00000004' }]);
  });

  it('leaves out the PDFs a person may not read, and refuses a call without a session', async () => {
    await ctx.db.updateTable('employees').set({ payslip: false }).where('emp_id', '=', '00000005').execute();
    const pedro = await logInAs(ctx.app, 'pedro');
    const { data, names } = await unzip((await download(pedro)).rawPayload);
    expect(data.emp_id).toBe('00000005');
    expect(names.filter((name) => name.startsWith('payslips/'))).toEqual([]);
    expect((await download(undefined)).statusCode).toBe(401);
  });
});
