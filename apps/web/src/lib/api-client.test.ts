import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionRoutes } from '@portal/contracts/session';
import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import { ApiFailure, callApi } from './api-client';
import { NO_RESPONSE_MESSAGE, SESSION_EXPIRED, TOKEN_EXPIRED } from './failure-messages';
import { onSessionEvent } from './session-events';
import { getStoredUser, storeUser } from './stored-user';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function sentRequest(call = 0): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

describe('callApi', () => {
  it('sends a fresh request id and the session cookie on every call, GET included', async () => {
    fetchMock.mockImplementation(async () => json(200, []));
    await callApi(timeClockRoutes.listTimeRecords);
    await callApi(timeClockRoutes.listTimeRecords);
    const first = sentRequest(0);
    const second = sentRequest(1);
    expect(first.url).toBe('/api/v2/time');
    expect(first.init.credentials).toBe('same-origin');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{20,}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    expect(first.init.body).toBeNull();
  });

  it('puts the query on the URL and sends state-changing calls as JSON', async () => {
    fetchMock.mockImplementation(async () => json(200, { address: 'Makati', source: 'office', distance_m: 3 }));
    await callApi(timeClockRoutes.closestAddress, { query: { long: 121.02, lat: 14.55 } });
    expect(sentRequest(0).url).toBe('/api/v1/closestAddress?long=121.02&lat=14.55');
    fetchMock.mockImplementation(async () => json(200, []));
    await callApi(timeClockRoutes.timeIn, { body: {} });
    expect(sentRequest(1).init.method).toBe('POST');
    expect(sentRequest(1).headers['content-type']).toBe('application/json');
    expect(sentRequest(1).init.body).toBe('{}');
  });

  it('on a 401 of a session call: forgets the user and announces the expiry', async () => {
    storeUser({
      username: 'employee', empid: '00000004', firstname: 'Juan', lastname: 'dela Cruz', fullname: 'Juan dela Cruz',
      approver: 0, coeapprover: 0, payslip: 1, teamlead: 0, hradmin: 0, payroll: 0, mustChangePassword: false, secondFactor: null,
  language: 'en',
    });
    const events: string[] = [];
    const stop = onSessionEvent((event) => events.push(event.type));
    fetchMock.mockImplementation(async () => json(401, { message: 'Your session has expired.', code: 'UNAUTHORIZED' }));
    const failure = await callApi(timeClockRoutes.listTimeRecords).catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).message).toBe(SESSION_EXPIRED);
    expect(getStoredUser()).toBeNull();
    expect(events).toEqual(['session-timeout']);
  });

  it("on a 401 with code TOKEN_EXPIRED: 'Token has expired' and the authentication-failure event", async () => {
    storeUser({
      username: 'employee', empid: '00000004', firstname: 'Juan', lastname: 'dela Cruz', fullname: 'Juan dela Cruz',
      approver: 0, coeapprover: 0, payslip: 1, teamlead: 0, hradmin: 0, payroll: 0, mustChangePassword: false, secondFactor: null,
  language: 'en',
    });
    const events: { type: string; message?: string }[] = [];
    const stop = onSessionEvent((event) => events.push(event));
    fetchMock.mockImplementation(async () => json(401, { message: 'Token has expired. Please log in again.', code: 'TOKEN_EXPIRED' }));
    const failure = await callApi(timeClockRoutes.listTimeRecords).catch((error: unknown) => error);
    stop();
    expect((failure as ApiFailure).message).toBe(TOKEN_EXPIRED);
    expect((failure as ApiFailure).announced).toBe(true);
    expect(getStoredUser()).toBeNull();
    expect(events).toEqual([{ type: 'authentication-failure', message: 'Token has expired' }]);
  });

  it("on a 401 of the login call: the server's message, no session event", async () => {
    const events: string[] = [];
    const stop = onSessionEvent((event) => events.push(event.type));
    fetchMock.mockImplementation(async () => json(401, { message: 'Incorrect username or password.', code: 'UNAUTHORIZED' }));
    await expect(callApi(sessionRoutes.authenticate, { body: { username: 'x', password: 'y' } })).rejects.toThrow('Incorrect username or password.');
    stop();
    expect(events).toEqual([]);
  });

  it('when fetch itself fails: cannot reach the backend', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(timeClockRoutes.listTimeRecords)).rejects.toThrow(NO_RESPONSE_MESSAGE);
  });
});
