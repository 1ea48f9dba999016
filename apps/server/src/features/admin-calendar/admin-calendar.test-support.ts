import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, logInAs } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';

/** The documented sample files (docs/samples), which the tests import so they are known to work. */
export function readSample(name: string): string {
  return readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/samples', name), 'utf8');
}

/** Uploads a CSV to an import route, as the Import CSV dialog does. */
export function importCsv(app: FastifyInstance, cookie: string, url: string, csv: string, dryRun = false) {
  const body = multipartBody([{ field: 'file', name: 'import.csv', content: Buffer.from(csv), type: 'text/csv' }]);
  return call(app, { method: 'POST', url: `${url}${dryRun ? '?dryRun=true' : ''}`, cookie, payload: body.payload, headers: body.headers });
}

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; csv?: string };

/** An ordinary employee, a team lead and an approver get 403; no session gets 401. */
export async function expectHrAdminOnly(app: FastifyInstance, request: Request): Promise<void> {
  const send = (cookie: string) =>
    request.csv !== undefined ? importCsv(app, cookie, request.url, request.csv) : call(app, { method: request.method, url: request.url, cookie, ...(request.payload ? { payload: request.payload } : {}) });
  for (const username of ['employee', 'teamlead', 'approver']) {
    const response = await send(await logInAs(app, username));
    expect(response.statusCode, `${username} ${request.method} ${request.url}`).toBe(403);
    expect(response.json().message).toBe('Only HR administrators can do this.');
  }
  expect((await send('')).statusCode, `no session ${request.method} ${request.url}`).toBe(401);
}
