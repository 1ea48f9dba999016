import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { brokenPng, multipartBody, samplePng } from '../../../test/multipart';
import { pdfText } from '../../../test/pdf-tools';

// Finding 6: a 40-byte PNG with a bogus IHDR was taken as the logo (only its magic
// bytes were checked), and from then on every certificate answered 500.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });

function uploadImage(cookie: string, url: string, content: Buffer) {
  const body = multipartBody([{ field: 'file', name: 'logo.png', content, type: 'image/png' }]);
  return call(ctx.app, { method: 'POST', url, cookie, payload: body.payload, headers: body.headers });
}

describe('images that cannot be drawn (finding 6)', () => {
  it('are refused at upload with 400, as logo and as signature', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    for (const url of ['/api/v1/admin/company/logo', '/api/v1/admin/company/signature?emp_id=4']) {
      const response = await uploadImage(hr, url, brokenPng);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/^file: the (logo|signature) image cannot be used/);
    }
    const truncated = await uploadImage(hr, '/api/v1/admin/company/logo', samplePng.subarray(0, samplePng.length - 20));
    expect(truncated.statusCode, truncated.body).toBe(400);
    const huge = Buffer.from(samplePng);
    huge.writeUInt32BE(100_000, 16);
    expect((await uploadImage(hr, '/api/v1/admin/company/logo', huge)).json().message).toMatch(/at most 4000 on each side/);
    expect((await uploadImage(hr, '/api/v1/admin/company/logo', samplePng)).statusCode).toBe(200);
  });

  it('already stored, never break a certificate: it is rendered without them', async () => {
    // As an image stored before uploads were decoded would be.
    await ctx.db.updateTable('company').set({ logo: brokenPng, logo_content_type: 'image/png' }).execute();
    await ctx.db.updateTable('signatures').set({ image: brokenPng, content_type: 'image/png' }).execute();
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: { reqDate: manilaDay(0), coeType: 1, reason: 'Needed' }, cookie: employee });
    const { recid, emp_id } = filed.json() as { recid: number; emp_id: string };
    const draft = await call(ctx.app, { method: 'GET', url: `/api/v1/coe/${recid}`, cookie: employee });
    expect(draft.statusCode, draft.body.slice(0, 200)).toBe(200);
    expect(pdfText(draft.rawPayload)).toContain('This is to certify that');
    const approver = await logInAs(ctx.app, 'approver');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/coe/approve', payload: { recid, emp_id }, cookie: approver })).statusCode).toBe(200);
    const signed = await call(ctx.app, { method: 'GET', url: `/api/v1/coe/${recid}`, cookie: employee });
    expect(signed.statusCode, signed.body.slice(0, 200)).toBe(200);
    expect(pdfText(signed.rawPayload)).toMatch(/Certified by: Ana Garcia/);
  });
});
