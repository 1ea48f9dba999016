import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_LOGO_PATH, adminCompanyRoutes as routes } from '@portal/contracts/admin-company';
import { assertHrAdmin, registerAdminRoute } from '../../admin/hr-admin';
import { notFound } from '../../lib/app-error';
import { requireSession as requireCallerSession } from '../../lib/require-session';
import { findLogo } from './admin-company.repository';
import { readCompanySettings, updateCompanySettings } from './admin-company.service';
import { receiveCompanyImage } from './company-image-upload';
import { replaceCompanyLogo, replaceSignatureImage } from './company-images.service';

const requireHrAdmin = async (request: FastifyRequest) => {
  requireCallerSession(request);
  assertHrAdmin(request.user);
};

/** HR administration of the company settings; every change applies to the next call, no restart. */
export default async function adminCompanyRoutesPlugin(app: FastifyInstance) {
  const actorOf = (user: { empId: string }, request: FastifyRequest) => ({ empId: user.empId, requestId: request.id });

  registerAdminRoute(app, routes.read, async () => readCompanySettings(app.db, app.config));
  registerAdminRoute(app, routes.update, async ({ user, body, request }) => {
    const { settings, sessionTimeoutsChanged } = await updateCompanySettings(
      app.db,
      app.config,
      actorOf(user, request),
      body,
    );
    // This node forgets its cached sessions at once; the others when the notification arrives.
    if (sessionTimeoutsChanged) app.sessionCache.clear();
    return settings;
  });
  registerAdminRoute(app, routes.uploadLogo, async ({ user, request }) => {
    const image = await receiveCompanyImage(request, 'logo');
    return replaceCompanyLogo(app.db, app.config, actorOf(user, request), image);
  });
  registerAdminRoute(app, routes.uploadSignature, async ({ user, query, request }) => {
    const image = await receiveCompanyImage(request, 'signature');
    return replaceSignatureImage(app.db, app.config, actorOf(user, request), query.emp_id, image);
  });

  // The image itself, for the settings screen's preview.
  app.get(
    COMPANY_LOGO_PATH,
    { schema: { summary: routes.logo.summary }, preValidation: requireHrAdmin },
    async (_request, reply) => {
      const logo = await findLogo(app.db);
      if (!logo?.logo || !logo.logo_content_type) throw notFound('The company has no logo yet; upload a PNG or JPEG.');
      return reply
        .header('content-type', logo.logo_content_type)
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(logo.logo);
    },
  );
}
