import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('says the database answers, with the version', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', version: '1.1.18' });
  });
});

describe('GET /config.json', () => {
  it("hands the client the market label, support e-mail, switches with the spec's defaults and the version", async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const config = response.json();
    expect(config).toMatchObject({ version: '1.1.18', timeZone: 'Asia/Manila', themeDefault: 'red', drawerWidth: 260 });
    expect(config.features).toMatchObject({ teamLeadFileOnBehalf: false, multiSelectApproval: true, geolocation: true, officialBusinessSupportingDocs: false });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document generated from the contracts', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/v2/authenticate', '/api/v2/time/in', '/api/v1/closestAddress']));
  });
});
