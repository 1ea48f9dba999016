import { describe, expect, it } from 'vitest';
import { attendanceAdjustmentRoutes } from '@portal/contracts/attendance-adjustment';
import { attendanceRoutes } from '@portal/contracts/attendance';
import { documentsRoutes } from '@portal/contracts/documents';
import { leaveRoutes } from '@portal/contracts/leave';
import { officialBusinessRoutes } from '@portal/contracts/official-business';
import { overtimeRoutes } from '@portal/contracts/overtime';
import { shiftRoutes } from '@portal/contracts/shift';
import type { RouteDefinition } from '@portal/contracts/http';
import { RequestListQuery } from '@portal/contracts/approvals';
import { call, logInAs, useTestApp } from '../../test/test-app';

const ctx = useTestApp();

const tables = [attendanceAdjustmentRoutes, officialBusinessRoutes, leaveRoutes, overtimeRoutes, shiftRoutes, attendanceRoutes, documentsRoutes];
const allRoutes: RouteDefinition[] = tables.flatMap((table) => Object.values(table) as RouteDefinition[]);
const listRoutes = allRoutes.filter((route) => route.method === 'GET' && route.querystring === RequestListQuery);

describe('every request route', () => {
  it.each(allRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s needs a session (401)', async (_name, route) => {
    const response = await call(ctx.app, { method: route.method, url: `/api${route.path}`, ...(route.method === 'GET' ? {} : { payload: {} }) });
    expect(response.statusCode).toBe(401);
  });
});

describe('every request list', () => {
  it('covers the lists of each request type', () => {
    expect(listRoutes.length).toBeGreaterThanOrEqual(12);
  });

  it.each(listRoutes.map((route) => [route.path] as const))('%s refuses a bad status, a bad date and a reversed range with 400', async (path) => {
    const cookie = await logInAs(ctx.app, 'teamlead');
    const status = await call(ctx.app, { method: 'GET', url: `/api${path}?status=X`, cookie });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toMatch(/status must be one of/);
    expect((await call(ctx.app, { method: 'GET', url: `/api${path}?fromDate=yesterday`, cookie })).statusCode).toBe(400);
    const reversed = await call(ctx.app, { method: 'GET', url: `/api${path}?fromDate=2026-02-01&toDate=2026-01-01`, cookie });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/fromDate must not be after toDate/);
  });
});
