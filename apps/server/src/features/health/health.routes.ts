import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { APP_VERSION } from '@portal/contracts/config';
import { healthRoutes } from '@portal/contracts/health';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';

export default async function healthRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, healthRoutes.health, async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('EPERM', 'The database is not reachable.');
    }
    return { status: 'ok', database: 'ok', version: APP_VERSION, time: new Date().toISOString() } as const;
  });
}
