import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { call } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';

// Calls the administration API tests share: JSON calls and CSV uploads as HR sends them.

/** A committed sample from docs/samples: the README documents it and the tests import it. */
export function readSample(name: string): string {
  return readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/samples', name), 'utf8');
}

export function callJson(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return call(app, { method, url, cookie, ...(payload !== undefined ? { payload } : {}) });
}

export function uploadCsv(
  app: FastifyInstance,
  cookie: string,
  url: string,
  csv: string,
  fileName = 'entitlements.csv',
) {
  const body = multipartBody([{ field: 'file', name: fileName, content: Buffer.from(csv), type: 'text/csv' }]);
  return call(app, { method: 'POST', url, cookie, payload: body.payload, headers: body.headers });
}

export const WRONG_USERS = ['employee', 'teamlead', 'approver'] as const;
