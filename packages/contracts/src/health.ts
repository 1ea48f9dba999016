import { z } from 'zod';
import { defineRoute } from './http';

export const Health = z.object({
  status: z.enum(['ok']),
  database: z.enum(['ok']),
  version: z.string(),
  time: z.string(),
});

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the database answers',
    response: Health,
    auth: false,
  }),
} as const;
