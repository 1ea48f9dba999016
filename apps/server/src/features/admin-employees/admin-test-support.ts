import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, logInAs } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';

// Shared by this area's API tests only.

/** A committed sample from docs/samples: the README documents it and the tests import it. */
export function readSample(name: string): string {
  return readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/samples', name), 'utf8');
}

export function uploadCsv(app: FastifyInstance, url: string, csv: string, cookie: string) {
  const body = multipartBody([{ field: 'file', name: 'upload.csv', content: Buffer.from(csv), type: 'text/csv' }]);
  return call(app, { method: 'POST', url, payload: body.payload, headers: body.headers, cookie });
}

/** A valid employee body, changed by `fields`. */
export function employeeBody(fields: Record<string, unknown> = {}) {
  return {
    emp_id: '00000050',
    firstname: 'Lorna',
    lastname: 'Dizon',
    gender: 'F',
    hire_date: '2026-03-02',
    designation: 'Recruiter',
    department: 'Human Resources',
    monthly_salary: 30000,
    monthly_allowances: '1500.50',
    default_shift: 'DAY',
    rest_days: [6, 0],
    office_id: 1,
    team_lead: '00000001',
    ...fields,
  };
}

/** Each non-HR demo role gets 403 with the admin message, and no session gets 401. */
export async function expectHrAdminOnly(app: FastifyInstance, request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) {
  for (const username of ['employee', 'teamlead', 'approver']) {
    const response = await call(app, { ...request, cookie: await logInAs(app, username) });
    expect(response.statusCode, `${request.method} ${request.url} as ${username}`).toBe(403);
    expect(response.json().message).toBe('Only HR administrators can do this.');
  }
  expect((await call(app, request)).statusCode, `${request.method} ${request.url} without a session`).toBe(401);
}
