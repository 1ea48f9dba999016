import { describe, expect, it } from 'vitest';
import { coeTypes, EXPIRED_TEXT } from '@portal/contracts/coe';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { multipartBody, samplePdf, samplePng } from '../../../test/multipart';
import { pdfInfo, pdfLetters, pdfText } from '../../../test/pdf-tools';

const ctx = useTestApp();

async function fileCoe(username: string, coeType: number): Promise<{ recid: number; emp_id: string; cookie: string }> {
  const cookie = await logInAs(ctx.app, username);
  const response = await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: { reqDate: manilaDay(0), coeType, reason: 'Needed' }, cookie });
  return { ...response.json(), cookie };
}
const readPdf = (cookie: string, recid: number | string) => call(ctx.app, { method: 'GET', url: `/api/v1/coe/${recid}`, cookie });
async function approve(recid: number, empId: string) {
  const approver = await logInAs(ctx.app, 'approver');
  const response = await call(ctx.app, { method: 'POST', url: '/api/v1/coe/approve', payload: { recid, emp_id: empId }, cookie: approver });
  expect(response.statusCode).toBe(200);
}

describe('GET /api/v1/coe/{id}', () => {
  it('is an A4 draft with a blue DRAFT watermark until approved, then signed without it', async () => {
    const { recid, emp_id, cookie } = await fileCoe('employee', 8);
    const draft = await readPdf(cookie, recid);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['content-type']).toBe('application/pdf');
    expect(pdfInfo(draft.rawPayload)).toEqual({ pages: 1, pageSize: '595.28 x 841.89 pts (A4)' });
    expect(pdfLetters(draft.rawPayload)).toContain('DRAFT');
    expect(pdfText(draft.rawPayload)).toContain('This is to certify that MR. JUAN DELA CRUZ has been employed with Demo Company Inc.');

    await approve(recid, emp_id);
    const signed = await readPdf(cookie, recid);
    expect(pdfLetters(signed.rawPayload)).not.toContain('DRAFT');
    expect(pdfText(signed.rawPayload)).toMatch(/Certified by: Ana Garcia HR Manager/);
    expect(pdfText(signed.rawPayload)).not.toContain(EXPIRED_TEXT);
    // A signed certificate is larger by the signature image it now carries.
    expect(signed.rawPayload.length).toBeGreaterThan(draft.rawPayload.length);
  });

  it('prints the salary lines in the salary types only', async () => {
    for (const type of coeTypes) {
      const { recid, cookie } = await fileCoe('pedro', type.coetype);
      const text = pdfText((await readPdf(cookie, recid)).rawPayload);
      expect(text, type.description).toContain(`for ${type.purpose}.`);
      if (type.salary) {
        expect(text, type.description).toMatch(/Monthly salary Php [\d,]+\.\d\d Annual salary Php [\d,]+\.\d\d Monthly allowances Php 2,000\.00/);
      } else {
        // The random verification code may spell PHP by chance; only the body counts.
        expect(text).toContain('Verification code:');
        const body = text.slice(0, text.indexOf('Verification code:'));
        expect(body, type.description).not.toMatch(/salary|Php/i);
      }
    }
  });

  it('carries the red expired line once past its validity', async () => {
    const { recid, emp_id, cookie } = await fileCoe('grace', 1);
    await approve(recid, emp_id);
    await ctx.db.updateTable('coe_requests').set({ valid_until: manilaDay(-1) }).where('recid', '=', recid).execute();
    const text = pdfText((await readPdf(cookie, recid)).rawPayload);
    expect(text).toContain(EXPIRED_TEXT);
  });

  it('is readable by the requester, COE approvers and HR, and does not exist for anyone else', async () => {
    const { recid } = await fileCoe('liza', 1);
    expect((await readPdf(await logInAs(ctx.app, 'hr'), recid)).statusCode).toBe(200);
    expect((await readPdf(await logInAs(ctx.app, 'approver'), recid)).statusCode).toBe(200);
    expect((await readPdf(await logInAs(ctx.app, 'pedro'), recid)).statusCode).toBe(404);
    expect((await readPdf(await logInAs(ctx.app, 'teamlead'), recid)).statusCode).toBe(404);
    const liza = await logInAs(ctx.app, 'liza');
    expect((await readPdf(liza, 999999)).statusCode).toBe(404);
    expect((await readPdf(liza, 'abc')).statusCode).toBe(400);
    expect((await readPdf('', recid)).statusCode).toBe(401);
  });
});

describe('POST /api/v2/coe with a pdfFile', () => {
  const upload = (cookie: string, recid: number, content: Buffer, name = 'signed.pdf') => {
    const { payload, headers } = multipartBody([{ field: 'pdfFile', name, content }], { recid: String(recid) });
    return call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload, headers, cookie });
  };

  it("lets the routed COE approver replace the generated certificate; the requester then reads that PDF", async () => {
    const { recid, cookie } = await fileCoe('carlo', 4);
    const approver = await logInAs(ctx.app, 'approver');
    const replaced = await upload(approver, recid, samplePdf);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().message).toBe(`Certificate #${recid} now uses the PDF you uploaded.`);
    expect((await readPdf(cookie, recid)).rawPayload.equals(samplePdf)).toBe(true);
    const row = (await call(ctx.app, { method: 'GET', url: '/api/v1/coes', cookie })).json().find((r: { recid: number }) => r.recid === recid);
    expect(row.replaced).toBe(true);
  });

  it('refuses the requester, an approver not on the route, and a file that is not a PDF', async () => {
    const { recid, cookie } = await fileCoe('ramon', 1);
    expect((await upload(cookie, recid, samplePdf)).statusCode).toBe(403);
    expect((await upload(await logInAs(ctx.app, 'hr'), recid, samplePdf)).statusCode).toBe(404);
    const approver = await logInAs(ctx.app, 'approver');
    expect((await upload(approver, recid, samplePng, 'photo.pdf')).statusCode).toBe(415);
    expect((await upload(approver, 0, samplePdf)).statusCode).toBe(400);
  });

  it('keeps the replaced PDF: a second upload leaves the first among the request\'s documents, named in the audit', async () => {
    const { recid, cookie } = await fileCoe('carlo', 5);
    const approver = await logInAs(ctx.app, 'approver');
    const firstPdf = Buffer.concat([samplePdf, Buffer.from('% first\n')]);
    const secondPdf = Buffer.concat([samplePdf, Buffer.from('% second\n')]);
    expect((await upload(approver, recid, firstPdf, 'bank-form.pdf')).statusCode).toBe(200);
    expect((await upload(approver, recid, secondPdf, 'bank-form-corrected.pdf')).statusCode).toBe(200);
    expect((await readPdf(cookie, recid)).rawPayload.equals(secondPdf)).toBe(true);
    const audits = await ctx.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'replace_certificate').where('entity_id', '=', String(recid)).orderBy('id').execute();
    expect(audits).toHaveLength(2);
    const firstKey = (audits[0]!.after as { replacement_document_key: string }).replacement_document_key;
    expect(audits[1]!.before).toEqual({ replacement_document_key: firstKey });
    // The first file is still there, readable by the approver who uploaded it.
    const kept = await call(ctx.app, { method: 'GET', url: `/api/v1/documents/${firstKey}`, cookie: approver });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(firstPdf)).toBe(true);
  });

  it('files a request sent as multipart without a file, like JSON', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const { payload, headers } = multipartBody([], { reqDate: manilaDay(1), coeType: '2', reason: 'A4 visa' });
    const response = await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload, headers, cookie });
    expect(response.json()).toMatchObject({ coetype: 2, reqdate: manilaDay(1) });
  });
});

describe('GET /api/v1/coe/verify/{code} (public)', () => {
  it('says whether a certificate is genuine and valid, with its name, type and dates only', async () => {
    const { recid, emp_id } = await fileCoe('employee', 7);
    const { verification_code: code } = await ctx.db.selectFrom('coe_requests').select('verification_code').where('recid', '=', recid).executeTakeFirstOrThrow();
    const verify = () => call(ctx.app, { method: 'GET', url: `/api/v1/coe/verify/${code}` });
    expect((await verify()).json().state).toBe('pending');
    await approve(recid, emp_id);
    expect((await verify()).json()).toEqual({
      state: 'valid', fullname: 'Juan dela Cruz', coe_desc: 'Travel application without salary',
      reqdate: manilaDay(0), approved_date: manilaDay(0), valid_until: manilaDay(90),
    });
    await ctx.db.updateTable('coe_requests').set({ valid_until: manilaDay(-1) }).where('recid', '=', recid).execute();
    expect((await verify()).json().state).toBe('expired');
  });
  it('refuses a malformed code and does not know an unknown one', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/coe/verify/abc' })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/coe/verify/ABCDEFGHJKLM' })).statusCode).toBe(404);
  });
});
