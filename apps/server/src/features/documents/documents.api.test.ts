import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { multipartBody, samplePdf, samplePng, type UploadFile } from '../../../test/multipart';
import { renderMessage } from '../../lib/messages';

const documentsDir = mkdtempSync(path.join(tmpdir(), 'portal-documents-'));
const MAX_BYTES = 64 * 1024;
const ctx = useTestApp({ documentsDir, maxDocumentBytes: MAX_BYTES });
afterAll(() => rmSync(documentsDir, { recursive: true, force: true }));

async function upload(cookie: string, files: UploadFile[]) {
  const { payload, headers } = multipartBody(files);
  return call(ctx.app, { method: 'POST', url: '/api/v1/documents', payload, headers, cookie });
}

describe('POST /api/v1/documents', () => {
  it('stores several files under server-made keys, with their names made safe', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await upload(cookie, [
      { name: '../../medical cert.pdf', content: samplePdf },
      { name: 'logbook.png', content: samplePng, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const { documents, message } = response.json();
    expect(message).toBe('2 documents uploaded.');
    expect(documents).toMatchObject([
      { name: 'medical cert.pdf', content_type: 'application/pdf', size: samplePdf.length },
      { name: 'logbook.png', content_type: 'image/png' },
    ]);
    expect(documents[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(readdirSync(documentsDir).sort()).toEqual(documents.map((d: { key: string }) => d.key).sort());
  });

  it('refuses a file whose bytes are not PDF/JPEG/PNG/HEIC with 415, whatever its name, and keeps none of the upload', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    const before = readdirSync(documentsDir).length;
    const response = await upload(cookie, [
      { name: 'fine.pdf', content: samplePdf },
      { name: 'invoice.pdf', content: Buffer.from('MZ\u0090\u0000 this is a windows program') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: '"invoice.pdf" is not a PDF, JPEG, PNG or HEIC file.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message_code: 'documents.not_supported',
      params: { name: 'invoice.pdf' },
    });
    const { message_code: code, params } = response.json();
    expect(renderMessage(code, params, 'fil')).toBe('Hindi PDF, JPEG, PNG o HEIC file ang "invoice.pdf".');
    expect(readdirSync(documentsDir)).toHaveLength(before);
  });

  it('refuses a file over the size limit with 413', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    const big = Buffer.concat([samplePdf, Buffer.alloc(MAX_BYTES)]);
    const response = await upload(cookie, [{ name: 'scan.pdf', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/"scan.pdf" is larger than 0.1 MB/);
  });

  it('refuses an empty upload, the wrong field and a JSON body', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    expect((await upload(cookie, [])).statusCode).toBe(400);
    const wrongField = await upload(cookie, [{ field: 'file', name: 'a.pdf', content: samplePdf }]);
    expect(wrongField.json().message).toMatch(/supportingdocuments/);
    const json = await call(ctx.app, { method: 'POST', url: '/api/v1/documents', payload: { a: 1 }, cookie });
    expect(json.statusCode).toBe(415);
  });

  it('needs a session', async () => {
    expect((await upload('', [{ name: 'a.pdf', content: samplePdf }])).statusCode).toBe(401);
  });
});

describe('reading and deleting documents', () => {
  it('lets the owner and the request\'s approvers read it, and no one else (404)', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const [document] = (await upload(employee, [{ name: 'proof.pdf', content: samplePdf }])).json().documents;
    const filed = await call(ctx.app, {
      method: 'POST',
      url: '/api/v3/attendance/adjustment',
      cookie: employee,
      payload: { recid: 0, trDate: manilaDay(-2), timeIn1: '08:00', timeOut1: '17:00', reason: 'Badge reader down', supportingDocuments: [document.key] },
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().documents).toEqual([document]);

    const own = await call(ctx.app, { method: 'GET', url: `/api/v1/documents/${document.key}`, cookie: employee });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe("inline; filename*=UTF-8''proof.pdf");
    expect(own.rawPayload.equals(samplePdf)).toBe(true);
    const approver = await logInAs(ctx.app, 'approver');
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/documents/${document.key}`, cookie: approver })).statusCode).toBe(200);
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/documents/${document.key}`, cookie: pedro })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/documents/..%2F..%2Fetc', cookie: pedro })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/documents/${document.key}` })).statusCode).toBe(401);
    // Only the approver's read is another person's data shown: the owner's and a refused one are not logged.
    const logged = await sql<{ detail: string }>`select detail from access_log where what = 'supporting document'`.execute(ctx.db);
    expect(logged.rows).toEqual([{ detail: 'Supporting document "proof.pdf"' }]);

    // Someone else's upload cannot be attached to your request.
    const stolen = await call(ctx.app, {
      method: 'POST',
      url: '/api/v3/attendance/adjustment',
      cookie: pedro,
      payload: { recid: 0, trDate: manilaDay(-2), timeIn1: '08:00', timeOut1: '17:00', reason: 'x', supportingDocuments: [document.key] },
    });
    expect(stolen.statusCode).toBe(400);

    // Still referenced: refused. Detached by an edit: deleted.
    const referenced = await call(ctx.app, { method: 'DELETE', url: `/api/v1/documents?keys=${document.key}`, cookie: employee });
    expect(referenced.statusCode).toBe(409);
    expect(referenced.json().message).toMatch(/attached to attendance adjustment #\d+/);
    await call(ctx.app, {
      method: 'POST',
      url: '/api/v3/attendance/adjustment',
      cookie: employee,
      payload: { recid: filed.json().recid, trDate: manilaDay(-2), timeIn1: '08:00', timeOut1: '17:00', reason: 'Badge reader down', supportingDocuments: [] },
    });
    const notYours = await call(ctx.app, { method: 'DELETE', url: '/api/v1/documents', payload: { keys: [document.key] }, cookie: pedro });
    expect(notYours.statusCode).toBe(404);
    const deleted = await call(ctx.app, { method: 'DELETE', url: '/api/v1/documents', payload: { keys: [document.key] }, cookie: employee });
    expect(deleted.json().message).toBe('Document deleted.');
    expect(readdirSync(documentsDir)).not.toContain(document.key);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/documents/${document.key}`, cookie: employee })).statusCode).toBe(404);
  });

  it('refuses a delete without keys (400)', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    expect((await call(ctx.app, { method: 'DELETE', url: '/api/v1/documents', cookie: employee })).statusCode).toBe(400);
  });
});
