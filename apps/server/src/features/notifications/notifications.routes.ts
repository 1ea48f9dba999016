import type { FastifyInstance } from 'fastify';
import { EMAIL_PROBLEMS_LIMIT } from '@portal/contracts/notifications';
import { adminNotificationsRoutes, notificationsRoutes } from '@portal/contracts/notifications-routes';
import { registerAdminRoute } from '../../admin/hr-admin';
import { listEmailProblems } from './mail-delivery.repository';
import { registerRoute } from '../../lib/route';
import { findMyPreferences, listMine, markMineRead, saveMyPreferences } from './notifications.service';

/** Everyone's own notifications: nobody reads or marks another person's. */
export default async function notificationsRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, notificationsRoutes.list, async ({ user }) => listMine(app.db, user.empId));
  registerRoute(app, notificationsRoutes.markRead, async ({ user, body }) => markMineRead(app.db, user.empId, body.ids));
  registerRoute(app, notificationsRoutes.markAllRead, async ({ user }) => markMineRead(app.db, user.empId, 'all'));
  registerRoute(app, notificationsRoutes.preferences, async ({ user }) => findMyPreferences(app.db, user.empId));
  registerRoute(app, notificationsRoutes.savePreferences, async ({ user, body }) => saveMyPreferences(app.db, user.empId, body));
  // HR sees e-mails that could not be delivered, with the error, whoever they were for.
  registerAdminRoute(app, adminNotificationsRoutes.emailProblems, async () => listEmailProblems(app.db, EMAIL_PROBLEMS_LIMIT));
}
