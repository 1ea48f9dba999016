import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '@portal/contracts/profile';
import { codedFields } from '../../lib/messages';
import { registerRoute } from '../../lib/route';
import { sessionTimeoutsInForce } from '../session/session.repository';
import { chooseLanguage, getProfile, logOutOtherSessions } from './profile.service';

/** Everyone's own profile, and ending their other sessions. */
export default async function profileRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, profileRoutes.profile, async ({ user }) => getProfile(app.db, user, await sessionTimeoutsInForce(app.db, app.config)));
  registerRoute(app, profileRoutes.logOutOthers, async ({ user }) => {
    const { revoked, message } = await logOutOtherSessions(app.db, user);
    return { ...codedFields(message), ended: revoked.length };
  });
  registerRoute(app, profileRoutes.setLanguage, ({ user, body, request }) => chooseLanguage(app.db, user, body.language, request.id));
}
