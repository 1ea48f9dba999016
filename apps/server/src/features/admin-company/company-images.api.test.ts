import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { multipartBody, samplePdf, sampleJpeg, samplePng } from '../../../test/multipart';

const ctx = useTestApp();

function upload(cookie: string, url: string, content: Buffer, name = 'image.png') {
  const body = multipartBody([{ field: 'file', name, content, type: 'image/png' }]);
  return call(ctx.app, { method: 'POST', url, cookie, payload: body.payload, headers: body.headers });
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('company logo and signature images', () => {
  it('replaces the logo, serves it back, and audits its type, size and hash, never its bytes', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const saved = await upload(hr, '/api/v1/admin/company/logo', sampleJpeg, 'logo.jpg');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Logo saved; certificates carry it from now on.',
      logo: { content_type: 'image/jpeg', bytes: sampleJpeg.length, sha256: sha256(sampleJpeg) },
    });
    const served = await call(ctx.app, { method: 'GET', url: '/api/v1/admin/company/logo', cookie: hr });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(sampleJpeg)).toBe(true);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'company')
      .where('entity_id', '=', 'logo')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ content_type: 'image/png', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(audit.after).toEqual({ content_type: 'image/jpeg', bytes: sampleJpeg.length, sha256: sha256(sampleJpeg) });
  });

  it("replaces an employee's signature, used on certificates once they are the signatory", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const saved = await upload(hr, '/api/v1/admin/company/signature?emp_id=2', samplePng);
    expect(saved.json().message).toBe('Signature of Jose Reyes saved; it is used once they are named the signatory.');
    const named = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/admin/company',
      cookie: hr,
      payload: { signatory_emp_id: '2' },
    });
    expect(named.json()).toMatchObject({
      signatory_emp_id: '00000002',
      signatory_name: 'Jose Reyes',
      signature: { content_type: 'image/png', bytes: samplePng.length, sha256: sha256(samplePng) },
    });
    const image = await call(ctx.app, { method: 'GET', url: '/api/v1/coe/signature?emp_id=2', cookie: hr });
    expect(image.rawPayload.equals(samplePng)).toBe(true);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('entity', '=', 'signature')
      .where('entity_id', '=', '00000002')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({
      emp_id: '00000002',
      content_type: 'image/png',
      bytes: samplePng.length,
      sha256: sha256(samplePng),
    });
  });

  it('refuses what is not a PNG or JPEG, a file too large, no file, and an unknown employee', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const pdf = await upload(hr, '/api/v1/admin/company/logo', samplePdf, 'logo.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('The logo must be a PNG or JPEG image (this file is PDF).');
    const large = await upload(
      hr,
      '/api/v1/admin/company/logo',
      Buffer.concat([samplePng, Buffer.alloc(2 * 1024 * 1024)]),
    );
    expect(large.statusCode).toBe(413);
    const empty = multipartBody([], { note: 'no file' });
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/v1/admin/company/logo',
          cookie: hr,
          payload: empty.payload,
          headers: empty.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect((await upload(hr, '/api/v1/admin/company/signature?emp_id=99', samplePng)).json().message).toBe(
      'emp_id: there is no employee 00000099.',
    );
    expect((await upload(hr, '/api/v1/admin/company/signature?emp_id=x', samplePng)).statusCode).toBe(400);
  });

  it('is for HR administrators only', async () => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      const cookie = await logInAs(ctx.app, username);
      expect((await upload(cookie, '/api/v1/admin/company/logo', samplePng)).statusCode, username).toBe(403);
      expect((await upload(cookie, '/api/v1/admin/company/signature?emp_id=1', samplePng)).statusCode, username).toBe(
        403,
      );
      expect(
        (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/company/logo', cookie })).statusCode,
        username,
      ).toBe(403);
    }
    expect((await upload('', '/api/v1/admin/company/logo', samplePng)).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/company/logo' })).statusCode).toBe(401);
  });
});
