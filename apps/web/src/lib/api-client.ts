import {
  API_PREFIX,
  REQUEST_ID_HEADER,
  TIME_FORMAT_HEADER,
  type BodyOf,
  type QueryOf,
  type ResponseOf,
  type RouteDefinition,
} from '@portal/contracts/http';
import { describeFailure, type Failure } from './failure-messages';
import { getRuntimeConfig } from './runtime-config';
import { currentTimeFormat } from './preferences';
import { newRequestId } from './request-id';
import { recordServerTime } from './server-clock';
import { emitSessionEvent } from './session-events';
import { clearStoredUser, getStoredUser, storeUser } from './stored-user';
import { SECOND_FACTOR_ENROL_MESSAGE, SECOND_FACTOR_PENDING_MESSAGE } from '@portal/contracts/sign-in-constants';
import { fetchWithUploadProgress, type UploadProgress } from './upload-progress';
import { labelFieldNames } from '@portal/contracts/field-labels';
import type { CodedMessageFields } from '@portal/contracts/messages';

/** A failed call, with the message the catalogue gives a person. */
export class ApiFailure extends Error {
  readonly status: number | null;
  readonly code: string | null;
  /** The request field a refusal is about, where the server names one (400/409 `field`). */
  field: string | null = null;
  /** Already shown to the person by a session event; not to be repeated in the snackbar. */
  announced = false;
  /** The server's own answer (its English and, where coded, its code and parameters), to show again later in any language. */
  server: ({ message: string } & CodedMessageFields) | null = null;
  constructor(message: string, status: number | null, code: string | null) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
  }
}

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A refusal that says the session owes its second factor; the stored user is told, so the router can act. */
function heldForSecondFactor(body: { message?: unknown } | null): boolean {
  const owed = body?.message === SECOND_FACTOR_PENDING_MESSAGE ? 'verify' : body?.message === SECOND_FACTOR_ENROL_MESSAGE ? 'enrol' : null;
  const user = getStoredUser();
  if (!owed || !user) return false;
  storeUser({ ...user, secondFactor: owed });
  return true;
}

function fail(failure: Failure, route: RouteDefinition): never {
  // The server's words, with each field named as the screen labels it ("SSS number", not "sss_no").
  const message = labelFieldNames(describeFailure(failure, getRuntimeConfig().supportEmail, route.auth));
  if (failure.kind === 'response') {
    const body = failure.body as { code?: string; field?: unknown; message?: unknown } | null;
    const error = new ApiFailure(message, failure.status, body?.code ?? null);
    if (typeof body?.field === 'string') error.field = body.field;
    if (typeof body?.message === 'string') error.server = body as { message: string } & CodedMessageFields;
    if (failure.status === 401 && route.auth) {
      // Spec §8: the stored user is removed and the person goes to login.
      clearStoredUser();
      error.announced = true;
      // A timed-out token is the spec's authentication failure; any other lost
      // session (revoked, logged out elsewhere) is its session timeout.
      emitSessionEvent({ type: body?.code === 'TOKEN_EXPIRED' ? 'authentication-failure' : 'session-timeout', message });
    } else if (failure.status === 403 && heldForSecondFactor(body)) {
      // The company began requiring a second factor mid-session (or one is owed):
      // the stored user learns it, and the router sends the person to give or set it up.
      error.announced = true;
    } else if (failure.status === 403 && route.auth && route.method === 'GET') {
      // A page whose data is denied is replaced by /forbidden; a refused action
      // (a POST) stays on its page with the message, so nothing typed is lost.
      error.announced = true;
      emitSessionEvent({ type: 'access-denied', message });
    }
    throw error;
  }
  throw new ApiFailure(message, null, null);
}

/** Sends one call of a route: credentials, a fresh X-Request-Id, JSON for writes; failures become ApiFailure. */
async function send<R extends RouteDefinition>(
  route: R,
  options: { query?: QueryOf<R>; body?: BodyOf<R>; signal?: AbortSignal; form?: FormData; onUploadProgress?: UploadProgress },
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: newRequestId(), [TIME_FORMAT_HEADER]: currentTimeFormat(), accept };
  // State-changing calls are JSON (the server refuses other content as CSRF), with
  // an empty object when the route takes no body, or multipart for an upload (the
  // browser sets its content type with the boundary).
  const hasBody = route.method !== 'GET';
  if (hasBody && !options.form) headers['content-type'] = 'application/json';
  const startedAt = Date.now();
  const { onUploadProgress } = options;
  const transport = onUploadProgress && options.form ? (url: string, init: RequestInit) => fetchWithUploadProgress(url, init, onUploadProgress) : fetch;
  let response: Response;
  try {
    response = await transport(buildUrl(route.path, options.query as Record<string, unknown> | undefined), {
      method: route.method,
      credentials: 'same-origin',
      headers,
      body: options.form ?? (hasBody ? JSON.stringify(options.body ?? {}) : null),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return fail({ kind: error instanceof TypeError ? 'no-response' : 'other' }, route);
  }
  recordServerTime(response.headers.get('x-server-time'), startedAt, Date.now());
  if (!response.ok) return fail({ kind: 'response', status: response.status, body: await readBody(response) }, route);
  return response;
}

/**
 * Calls one route of the contracts' route table: the path, method and shapes come
 * from there. Every call carries credentials and a fresh X-Request-Id.
 */
export async function callApi<R extends RouteDefinition>(
  route: R,
  options: { query?: QueryOf<R>; body?: BodyOf<R>; signal?: AbortSignal } = {},
): Promise<ResponseOf<R>> {
  const response = await send(route, options, 'application/json');
  return (await readBody(response)) as ResponseOf<R>;
}

/** Calls a route that answers a file (a PDF), with the same conventions and failures as callApi. */
export async function callApiForFile<R extends RouteDefinition>(
  route: R,
  options: { query?: QueryOf<R>; body?: BodyOf<R>; signal?: AbortSignal } = {},
): Promise<Blob> {
  const response = await send(route, options, '*/*');
  return response.blob();
}

/**
 * Sends one file as multipart in `field` to a route (an import), answering its JSON like
 * callApi; `onUploadProgress` hears how much of the file has gone (0 to 1).
 */
export async function callApiUpload<R extends RouteDefinition>(
  route: R,
  options: { query?: QueryOf<R>; field: string; file: File; signal?: AbortSignal; fields?: Record<string, string>; onUploadProgress?: UploadProgress },
): Promise<ResponseOf<R>> {
  const form = new FormData();
  // Plain fields first, so a server reading the parts in order knows them before the file.
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append(options.field, options.file, options.file.name);
  const response = await send(route, { query: options.query, signal: options.signal, form, onUploadProgress: options.onUploadProgress }, 'application/json');
  return (await readBody(response)) as ResponseOf<R>;
}
