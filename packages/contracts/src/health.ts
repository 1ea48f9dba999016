import { z } from 'zod';
import { defineRoute } from './http';

export const Health = z.object({
  status: z.enum(['ok']),
  /** Said, not required: liveness holds while the database restarts. */
  database: z.enum(['ok', 'unavailable']),
  version: z.string(),
  time: z.string(),
});

export const Readiness = z.object({
  status: z.enum(['ready']),
  database: z.enum(['ok']),
  migrations: z.enum(['current']),
  version: z.string(),
});

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: 200 while the server runs; says whether the database answers',
    response: Health,
    auth: false,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: 200 only when the database answers and its migrations are current; else 503 saying what is wrong',
    response: Readiness,
    auth: false,
  }),
} as const;
