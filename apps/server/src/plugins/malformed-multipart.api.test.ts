import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../test/test-app';

// Finding 5: a multipart body without a boundary, or cut off, answered 500 on all 12
// upload endpoints. Each must be a 400 the uploader can act on.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });

const uploads: { url: string; as: 'employee' | 'hr' }[] = [
  { url: '/api/v1/documents', as: 'employee' },
  { url: '/api/v2/coe', as: 'employee' },
  { url: '/api/v1/payslip/import', as: 'hr' },
  { url: '/api/v1/admin/employees/import', as: 'hr' },
  { url: '/api/v1/admin/accounts/import', as: 'hr' },
  { url: '/api/v1/admin/routes/import', as: 'hr' },
  { url: '/api/v1/admin/shifts/import', as: 'hr' },
  { url: '/api/v1/admin/schedules/import', as: 'hr' },
  { url: '/api/v1/admin/holidays/import', as: 'hr' },
  { url: '/api/v1/admin/leave/entitlements/import', as: 'hr' },
  { url: '/api/v1/admin/company/logo', as: 'hr' },
  { url: '/api/v1/admin/company/signature?emp_id=4', as: 'hr' },
];

const truncated = Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nemp_id,year\r\n1,20');

describe('malformed multipart bodies (finding 5)', () => {
  it.each(uploads)('$url answers 400 without a boundary and for a truncated body', async ({ url, as }) => {
    const cookie = await logInAs(ctx.app, as);
    const noBoundary = await call(ctx.app, { method: 'POST', url, cookie, payload: truncated, headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json().message).toMatch(/multipart/);
    const cutOff = await call(ctx.app, { method: 'POST', url, cookie, payload: truncated, headers: { 'content-type': 'multipart/form-data; boundary=XyZ' } });
    expect(cutOff.statusCode, cutOff.body).toBe(400);
    expect(cutOff.json().message).toMatch(/multipart/);
  });
});
