import { randomInt, randomUUID } from 'node:crypto';
import { SERVED_BY } from './load-balancer';

export const DEMO_PASSWORD = 'demo1234';

export interface Answer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON (the proxy's own error pages). */
  body: unknown;
  bytes: Buffer;
  /** The node that answered, when the answer came through the proxy. */
  servedBy: string | null;
}

/** Answers of the API carry { message, ... } on success and failure alike. */
export const messageOf = (answer: Answer): string => String((answer.body as { message?: unknown } | null)?.message ?? '');

/** One call as the portal's client makes it: a request id, JSON, the session cookie. */
export async function send(
  baseUrl: string,
  method: string,
  urlPath: string,
  options: { cookie?: string; json?: unknown; raw?: { body: Buffer; contentType: string }; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-request-id': randomUUID(), ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = new Uint8Array(options.raw.body);
  }
  const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body, signal: AbortSignal.timeout(20_000) });
  const bytes = Buffer.from(await response.arrayBuffer());
  let parsed: unknown = bytes.toString('utf8');
  if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(parsed as string);
  return { status: response.status, body: parsed, bytes, servedBy: response.headers.get(SERVED_BY) };
}

/** A made-up client address, so each person's logins are counted apart by the throttle (TRUST_PROXY is on). */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Logs in through a node and answers the cookie header for later calls. */
export async function logIn(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/authenticate`, {
    method: 'POST',
    headers: { 'x-request-id': randomUUID(), 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
    body: JSON.stringify({ username, password }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`login as ${username} through ${baseUrl} answered ${response.status}: ${text}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('portal_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/** Polls until `check` stops throwing; bounded, so a rule that does not hold fails the run. */
export async function eventually<T>(check: () => Promise<T>, ms = 2_000, interval = 25): Promise<T> {
  const giveUpAt = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}
