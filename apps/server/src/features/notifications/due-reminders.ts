import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REMINDER_CHECK_MS, writeDueReminders } from './reminders';

/**
 * Every node looks for due reminders every few minutes (the first time a minute after
 * it starts). A reminder's key makes it written once however many nodes look, so no
 * queue or leader is needed; a check that fails is logged and tried at the next turn.
 */
async function dueReminders(app: FastifyInstance) {
  const check = () => {
    writeDueReminders(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'due reminders not checked; trying again at the next turn'));
  };
  const first = setTimeout(check, 60_000);
  const every = setInterval(check, REMINDER_CHECK_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}

export default fp(dueReminders, { name: 'due-reminders' });
