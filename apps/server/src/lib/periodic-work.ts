import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` on this node a minute after it starts and then every `everyMs`, until
 * the app closes; a turn that fails is logged (as `failure`) and tried at the next.
 * Work that must be done once across nodes decides that itself (a key, an advisory lock).
 */
export function runPeriodically(app: FastifyInstance, everyMs: number, failure: string, work: () => Promise<unknown>): void {
  const turn = () => {
    work().catch((error: unknown) => app.log.warn({ err: error }, failure));
  };
  const first = setTimeout(turn, 60_000);
  const every = setInterval(turn, everyMs);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
