import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../test/test-app';
import { listOperations, requestArbitrary, type Operation } from '../../test/fuzz/operations';
import { uploadArbitrary, uploadColumns } from '../../test/fuzz/uploads';

// Every operation of the OpenAPI document, logged out, as an employee and as HR, gets
// generated bad input of every kind issue 15 found: no answer may be a 5xx, and
// every 4xx carries a message. Fixed seed, so a failure is the same on every run;
// the number of runs keeps the whole file near a minute on a small machine.
const SEED = 15_2026;
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 15);

const ctx = useTestApp({ loginAttemptsPerMinute: 1_000_000 });

// Calls that would end the fuzzing session itself are made without it.
const SESSION_PATHS = new Set(['/api/v2/authenticate', '/api/v1/logout']);

function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  let message: unknown;
  try {
    message = (response.json() as { message?: unknown }).message;
  } catch {
    return `${response.statusCode} without a JSON body: ${response.body.slice(0, 100)}`;
  }
  return typeof message === 'string' && message.length > 0 ? null : `${response.statusCode} without a message: ${response.body.slice(0, 200)}`;
}

async function fuzzOperation(operation: Operation, cookie: string): Promise<{ requests: number; failure: string | null }> {
  const sessionCookie = SESSION_PATHS.has(operation.path) ? '' : cookie;
  const upload = operation.method === 'POST' && operation.path in uploadColumns;
  let requests = 0;
  const send = async (request: () => Promise<LightMyRequestResponse>, shown: string) => {
    requests += 1;
    const problem = problemWith(await request());
    if (problem) throw new Error(`${operation.method} ${shown}: ${problem}`);
  };
  const property: fc.IAsyncProperty<[unknown]> = upload
    ? fc.asyncProperty(uploadArbitrary(operation.path), (generated) =>
        send(
          () => call(ctx.app, { method: 'POST', url: operation.path === '/api/v1/admin/company/signature' ? `${operation.path}?emp_id=4` : operation.path, cookie: sessionCookie, payload: generated.payload, headers: { 'content-type': generated.contentType } }),
          operation.path,
        ),
      )
    : fc.asyncProperty(requestArbitrary(operation), (generated) =>
        send(
          () =>
            call(ctx.app, {
              method: operation.method as 'GET',
              url: generated.url,
              cookie: sessionCookie,
              ...(generated.body !== undefined ? { payload: JSON.stringify(generated.body) ?? 'null', headers: { 'content-type': 'application/json' } } : {}),
            }),
          `${generated.url} ${JSON.stringify(generated.body)?.slice(0, 200) ?? ''}`,
        ),
      );
  try {
    await fc.assert(property, { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true });
    return { requests, failure: null };
  } catch (error) {
    // fast-check's report holds the seed, the path to replay and the error, which names the request.
    const report = (error as Error).message;
    const cause = /(?:GET|POST|PUT|DELETE) \/api\S*: (?:5\d\d|\d+ without).*/.exec(report)?.[0] ?? report.slice(0, 600);
    return { requests, failure: `${operation.method} ${operation.path} -> ${cause.slice(0, 600)}` };
  }
}

async function fuzzEveryOperation(cookie: string) {
  const operations = listOperations(ctx.app.swagger() as never);
  const failures: string[] = [];
  let requests = 0;
  for (const operation of operations) {
    const outcome = await fuzzOperation(operation, cookie);
    requests += outcome.requests;
    if (outcome.failure) failures.push(outcome.failure);
  }
  return { operations: operations.length, requests, failures };
}

describe('bad input over the OpenAPI document', () => {
  it('covers every operation, the uploads included', () => {
    const operations = listOperations(ctx.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(100);
    for (const path of Object.keys(uploadColumns)) expect(operations.some((operation) => operation.path === path && operation.method === 'POST'), path).toBe(true);
  });

  // The employee runs before HR: HR's generated calls may change the company's data.
  it.each(['', 'employee', 'hr'])('answers no 5xx and a message with every 4xx, as %s', { timeout: 300_000 }, async (username) => {
    const cookie = username ? await logInAs(ctx.app, username) : '';
    const started = Date.now();
    const { operations, requests, failures } = await fuzzEveryOperation(cookie);
    console.info(`fuzz as ${username || 'logged out'}: ${operations} operations, ${requests} requests, ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  });
});
