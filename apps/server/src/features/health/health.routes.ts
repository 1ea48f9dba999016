import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@portal/contracts/config';
import { healthRoutes } from '@portal/contracts/health';
import { registerRoute } from '../../lib/route';
import { assertReady, checkDatabase } from './readiness';

export default async function healthRoutesPlugin(app: FastifyInstance) {
  // Liveness: a database that is restarting is no reason to restart the server.
  registerRoute(app, healthRoutes.health, async () => {
    const databaseProblem = await checkDatabase(app.db);
    return { status: 'ok', database: databaseProblem ? 'unavailable' : 'ok', version: APP_VERSION, time: new Date().toISOString() } as const;
  });

  registerRoute(app, healthRoutes.ready, async () => {
    await assertReady(app.db, app.serviceState.draining);
    return { status: 'ready', database: 'ok', migrations: 'current', version: APP_VERSION } as const;
  });
}
