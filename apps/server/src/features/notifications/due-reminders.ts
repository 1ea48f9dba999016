import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-work';
import { REMINDER_CHECK_MS, writeDueReminders } from './reminders';

/**
 * Every node looks for due reminders every few minutes (the first time a minute after
 * it starts). A reminder's key makes it written once however many nodes look, so no
 * queue or leader is needed; a check that fails is logged and tried at the next turn.
 */
async function dueReminders(app: FastifyInstance) {
  runPeriodically(app, REMINDER_CHECK_MS, 'due reminders not checked; trying again at the next turn', () => writeDueReminders(app.db));
}

export default fp(dueReminders, { name: 'due-reminders' });
