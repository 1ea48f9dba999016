import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  EPERM_MESSAGE,
  NO_RESPONSE_MESSAGE,
  SESSION_EXPIRED,
  UNKNOWN_FAILURE_MESSAGE,
} from './failure-messages';

const email = 'helpdesk@example.com';
const response = (status: number, body: unknown) => ({ kind: 'response' as const, status, body });

describe('describeFailure: the spec §8 catalogue', () => {
  it('401 on a session call: Unauthorized! Session Expired!', () => {
    expect(describeFailure(response(401, { message: 'Your session has expired.', code: 'UNAUTHORIZED' }), email)).toBe(SESSION_EXPIRED);
    expect(SESSION_EXPIRED).toBe('Unauthorized! Session Expired!');
  });
  it('401 on the login call: the server message (a wrong password is no expired session)', () => {
    expect(describeFailure(response(401, { message: 'Incorrect username or password.' }), email, false)).toBe('Incorrect username or password.');
  });
  it('500 with code EPERM: the apology', () => {
    expect(describeFailure(response(500, { message: 'x', code: 'EPERM' }), email)).toBe(
      "Something undesirable happened processing your request! We've notified the developers. For the meantime, please try again.",
    );
    expect(EPERM_MESSAGE).toMatch(/^Something undesirable happened/);
  });
  it('502 and 504 name the support e-mail', () => {
    expect(describeFailure(response(502, null), email)).toBe('502 Bad Gateway. Please report to helpdesk@example.com');
    expect(describeFailure(response(504, '<html>'), email)).toBe('504 Gateway Timeout. Please report to helpdesk@example.com');
  });
  it("other responses show the server's message field", () => {
    expect(describeFailure(response(400, { message: 'lat must be between -90 and 90\nlng: Required', code: 'BAD_REQUEST' }), email)).toBe(
      'lat must be between -90 and 90\nlng: Required',
    );
    expect(describeFailure(response(409, { message: 'You are already timed in.' }), email)).toBe('You are already timed in.');
    expect(describeFailure(response(403, { message: 'Only team leads have a team list.' }), email)).toBe('Only team leads have a team list.');
  });
  it('no response: cannot reach the backend', () => {
    expect(describeFailure({ kind: 'no-response' }, email)).toBe(NO_RESPONSE_MESSAGE);
    expect(NO_RESPONSE_MESSAGE).toBe('Unable to communicate with the backend server. Please contact IT Helpdesk for support.');
  });
  it('anything else, or a response without a message: the generic apology', () => {
    expect(describeFailure({ kind: 'other' }, email)).toBe(UNKNOWN_FAILURE_MESSAGE);
    expect(describeFailure(response(418, 'teapot'), email)).toBe(
      'Something happened undesirable and triggered an error. Please try again. If the problem persist please consult your IT Department.',
    );
  });
});
