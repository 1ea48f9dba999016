import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CONFIG_PATH } from '@portal/contracts/config';
import { buildRuntimeConfig } from '../company/runtime-config';

/** Serves /config.json and, when it has been built, the web client itself. */
export default async function webClient(app: FastifyInstance) {
  app.get(CONFIG_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return buildRuntimeConfig(app.db, app.config);
  });

  const dist = app.config.webDistDir;
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn(`no built client in ${dist}; serving the API only`);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    // The build writes .br and .gz beside each asset; the browser gets the smallest it accepts.
    preCompressed: true,
    // Hashed assets never change; index.html and the service worker must be revalidated.
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
