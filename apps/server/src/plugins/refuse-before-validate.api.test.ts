import { describe, expect, it } from 'vitest';
import { listOperations, plausibleAndGarbageRequests } from '../../test/fuzz/operations';
import { call, logInAs, useTestApp } from '../../test/test-app';

// One order on every route: authentication, then authorization, then validation. A
// role-level refusal (an employee at an HR or team lead call) answers 403 whatever the
// input, so a caller without the role learns nothing of the input's shape from a 400
// that lists the parameters. Found by asking every operation, as an employee, once
// with plausible input and once with garbage: a 403 for the first must be a 403 for
// the second.

const ctx = useTestApp({ loginAttemptsPerMinute: 1_000_000 });
const SESSION_PATHS = new Set(['/api/v2/authenticate', '/api/v1/logout', '/api/v1/changepassword']);

describe('authorization before validation', () => {
  it('refuses an employee with 403 at every call of another role, plausible input or garbage', { timeout: 120_000 }, async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const operations = listOperations(ctx.app.swagger() as never).filter((operation) => !SESSION_PATHS.has(operation.path) && (operation.query.length > 0 || operation.pathParams.length > 0 || operation.body));
    const send = (method: string, request: { url: string; body?: unknown }) =>
      call(ctx.app, { method: method as 'GET', url: request.url, cookie, ...(request.body !== undefined ? { payload: request.body as object } : {}) });
    const validatedFirst: string[] = [];
    let roleRefusals = 0;
    for (const operation of operations) {
      const { plausible, garbage } = plausibleAndGarbageRequests(operation);
      const withGarbage = await send(operation.method, garbage);
      if (withGarbage.statusCode !== 400) continue;
      const withPlausible = await send(operation.method, plausible);
      if (withPlausible.statusCode !== 403) continue;
      roleRefusals += 1;
      validatedFirst.push(`${operation.method} ${operation.path}: 400 "${withGarbage.json().message.slice(0, 80)}" before 403 "${withPlausible.json().message}"`);
    }
    console.info(`authorization before validation: ${operations.length} operations with input asked as an employee`);
    expect(validatedFirst, `${roleRefusals} role refusals came after validation`).toEqual([]);
  });
});
