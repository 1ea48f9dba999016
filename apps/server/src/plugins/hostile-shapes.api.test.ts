import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../test/fuzz/operations';
import { call, logInAs, useTestApp } from '../../test/test-app';

// Bodies whose shape, not their values, attacks the server: nesting far deeper than
// any request of the portal (which overflowed the stack of a recursive walker),
// objects with a huge number of fields, and a field name longer than any value. Each
// goes to every operation that takes a body, as an employee and as HR: every answer
// is a 4xx with a message a person can read, or (for a route that ignores its body)
// a 2xx; never a 5xx.

const ctx = useTestApp({ loginAttemptsPerMinute: 1_000_000 });
const DEEP = 100_000;

const nestedArrays = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const hostileBodies: Record<string, string> = {
  'arrays nested 100,000 deep': nestedArrays,
  'objects nested 100,000 deep': `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  'a field holding arrays nested 100,000 deep': `{"recid":0,"reason":${nestedArrays}}`,
  'nesting 40 deep inside strings only': JSON.stringify({ reason: '['.repeat(40) }),
  'an object with 50,000 fields': JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, index) => [`field${index}`, index]))),
  'a field name of 200,000 characters': JSON.stringify({ ['k'.repeat(200_000)]: 1 }),
};

function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  const message = (() => {
    try {
      return (response.json() as { message?: unknown }).message;
    } catch {
      return undefined;
    }
  })();
  return typeof message === 'string' && message.length > 0 ? null : `${response.statusCode} without a message: ${response.body.slice(0, 200)}`;
}

describe('hostile body shapes on every operation', () => {
  it.each(['employee', 'hr'])('never answer 5xx, as %s', { timeout: 300_000 }, async (username) => {
    const cookie = await logInAs(ctx.app, username);
    const operations = listOperations(ctx.app.swagger() as never).filter((operation) => operation.method !== 'GET' && !operation.path.includes('authenticate') && !operation.path.includes('logout'));
    expect(operations.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const operation of operations) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      for (const [shape, payload] of Object.entries(hostileBodies)) {
        const response = await call(ctx.app, { method: operation.method as 'POST', url, cookie, payload, headers: { 'content-type': 'application/json' } });
        const problem = problemWith(response);
        if (problem) failures.push(`${operation.method} ${operation.path} with ${shape}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses deep nesting with a 400 that says so', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await call(ctx.app, { method: 'POST', url: '/api/v3/leave', cookie, payload: nestedArrays, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nests arrays and objects more than 32 levels deep/);
  });
});
