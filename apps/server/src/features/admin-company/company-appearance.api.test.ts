import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { multipartBody, samplePdf } from '../../../test/multipart';
import { pdfImageCount } from '../../../test/pdf-tools';

const ctx = useTestApp();
// A real PNG, so the certificate renderer can draw it.
const footerPng = readFileSync(path.resolve(import.meta.dirname, '../../db/seed/assets/demo-logo.png'));

function uploadFooter(cookie: string, content: Buffer, name = 'footer.png') {
  const body = multipartBody([{ field: 'file', name, content, type: 'image/png' }]);
  return call(ctx.app, { method: 'POST', url: '/api/v1/admin/company/footerimage', cookie, payload: body.payload, headers: body.headers });
}
const putSettings = (cookie: string, payload: Record<string, unknown>) => call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie, payload });
const configJson = async () => (await call(ctx.app, { method: 'GET', url: '/config.json' })).json() as { themeDefault: string; drawerWidth: number };

describe('theme colour and drawer width in the company settings', () => {
  it('start from the configuration, change for everyone through config.json, and go back to it when cleared', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const before = await call(ctx.app, { method: 'GET', url: '/api/v1/admin/company', cookie: hr });
    expect(before.json()).toMatchObject({ theme_default: null, drawer_width: null, appearance_defaults: { theme_default: 'red', drawer_width: 260 } });
    expect(await configJson()).toMatchObject({ themeDefault: 'red', drawerWidth: 260 });

    const saved = await putSettings(hr, { theme_default: 'teal', drawer_width: 300 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ theme_default: 'teal', drawer_width: 300, message: expect.stringContaining('theme default, drawer width') });
    expect(await configJson()).toMatchObject({ themeDefault: 'teal', drawerWidth: 300 });
    const audit = await ctx.db.selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'company').where('entity_id', '=', 'settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: { theme_default: null, drawer_width: null }, after: { theme_default: 'teal', drawer_width: 300 } });

    expect((await putSettings(hr, { theme_default: null, drawer_width: null })).json()).toMatchObject({ theme_default: null, drawer_width: null });
    expect(await configJson()).toMatchObject({ themeDefault: 'red', drawerWidth: 260 });
  });

  it('refuses a colour the portal does not have and a width outside 200-400 pixels', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const colour = await putSettings(hr, { theme_default: 'purple' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().message).toContain('theme_default must be one of grey, blue, teal');
    const narrow = await putSettings(hr, { drawer_width: 120 });
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json().message).toContain('drawer_width must be at least 200 pixels');
    expect((await putSettings(hr, { drawer_width: 260.5 })).json().message).toContain('drawer_width must be a whole number of pixels');
  });

  it('are for HR administrators only', async () => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      const cookie = await logInAs(ctx.app, username);
      expect((await putSettings(cookie, { theme_default: 'blue' })).statusCode, username).toBe(403);
    }
    expect((await putSettings('', { theme_default: 'blue' })).statusCode).toBe(401);
    expect((await configJson()).themeDefault).toBe('red');
  });
});

describe("the certificate's static footer image", () => {
  it('is uploaded beside the logo, served back, audited by its hash, and drawn on certificates', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: { reqDate: manilaDay(0), coeType: 1, reason: 'Bank' }, cookie: employee });
    const { recid } = filed.json() as { recid: number };
    const imagesWithout = pdfImageCount((await call(ctx.app, { method: 'GET', url: `/api/v1/coe/${recid}`, cookie: employee })).rawPayload);

    const hr = await logInAs(ctx.app, 'hr');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/company/footerimage', cookie: hr })).statusCode).toBe(404);
    const saved = await uploadFooter(hr, footerPng);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Footer image saved; certificates carry it at the foot of every page from now on.',
      footer_image: { content_type: 'image/png', bytes: footerPng.length },
    });
    const served = await call(ctx.app, { method: 'GET', url: '/api/v1/admin/company/footerimage', cookie: hr });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(footerPng)).toBe(true);
    const audit = await ctx.db.selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'company').where('entity_id', '=', 'footer_image').executeTakeFirstOrThrow();
    expect(audit.before).toBeNull();
    expect(audit.after).toMatchObject({ content_type: 'image/png', bytes: footerPng.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const withFooter = (await call(ctx.app, { method: 'GET', url: `/api/v1/coe/${recid}`, cookie: employee })).rawPayload;
    expect(pdfImageCount(withFooter)).toBe(imagesWithout + 1);
  });

  it('refuses what is not a PNG or JPEG, and anyone but HR', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const pdf = await uploadFooter(hr, samplePdf, 'footer.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('The footer must be a PNG or JPEG image (this file is PDF).');
    const employee = await logInAs(ctx.app, 'employee');
    expect((await uploadFooter(employee, footerPng)).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/company/footerimage', cookie: employee })).statusCode).toBe(403);
    expect((await uploadFooter('', footerPng)).statusCode).toBe(401);
  });
});
