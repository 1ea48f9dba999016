import type { z } from 'zod';

// This module stays free of zod at run time, so the login page's critical path does
// not carry the validation library; the schemas live in the feature contracts.

/** Every API path is served under this prefix; the route table below omits it. */
export const API_PREFIX = '/api';

/** The header that carries the per-request UUID (spec §7, DESIGN §3). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The person's 12H/24H choice (kept in their browser), so the server's messages write times their way. */
export const TIME_FORMAT_HEADER = 'x-time-format';

export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  /** A 401 for a session that was real but ran past its idle or absolute timeout (spec §8 'Token has expired'). */
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'EPERM',
  'DB_UNAVAILABLE',
  'NOT_READY',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One map from error code to HTTP status, used by the server's error handler. */
export const statusByErrorCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  EPERM: 500,
  /** The database cannot be reached just now; answered with Retry-After. */
  DB_UNAVAILABLE: 503,
  /** Readiness: the portal runs but should not get traffic (database, migrations, shutting down). */
  NOT_READY: 503,
};

/** Every error answers this body (DESIGN §3). */
export interface ApiError {
  message: string;
  code: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** Path below {@link API_PREFIX}, exactly as the spec spells it. */
  path: string;
  summary: string;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** False only for the few calls a logged-out person may make. */
  auth: boolean;
}

/** Keeps each route's literal schema types while checking its shape. */
export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

export type QueryOf<R extends RouteDefinition> = R['querystring'] extends z.ZodType
  ? z.input<R['querystring']>
  : undefined;
export type BodyOf<R extends RouteDefinition> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : undefined;
export type ResponseOf<R extends RouteDefinition> = z.output<R['response']>;
