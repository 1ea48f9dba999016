import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMPANY_FOOTER_IMAGE_PATH,
  COMPANY_LOGO_PATH,
  adminCompanyRoutes as routes,
} from '@portal/contracts/admin-company';
import { assertHrAdmin, registerAdminRoute } from '../../admin/hr-admin';
import { notFound } from '../../lib/app-error';
import { say, type PortalMessage } from '../../lib/messages';
import { requireSession as requireCallerSession } from '../../lib/require-session';
import { findCompanyImage, type CompanyImageKind } from './admin-company.repository';
import { readCompanySettings, updateCompanySettings } from './admin-company.service';
import { receiveCompanyImage } from './company-image-upload';
import { replaceCompanyImage, replaceSignatureImage } from './company-images.service';

const requireHrAdmin = async (request: FastifyRequest) => {
  assertHrAdmin(requireCallerSession(request));
};

/** HR administration of the company settings; every change applies to the next call, no restart. */
export default async function adminCompanyRoutesPlugin(app: FastifyInstance) {
  const actorOf = (user: { empId: string }, request: FastifyRequest) => ({ empId: user.empId, requestId: request.id });

  registerAdminRoute(app, routes.read, async () => readCompanySettings(app.db, app.config));
  registerAdminRoute(app, routes.update, async ({ user, body, request }) => {
    return updateCompanySettings(app.db, app.config, actorOf(user, request), body);
  });
  registerAdminRoute(app, routes.uploadLogo, async ({ user, request }) => {
    const image = await receiveCompanyImage(request, 'logo');
    return replaceCompanyImage(app.db, app.config, actorOf(user, request), 'logo', image);
  });
  registerAdminRoute(app, routes.uploadFooterImage, async ({ user, request }) => {
    const image = await receiveCompanyImage(request, 'footer');
    return replaceCompanyImage(app.db, app.config, actorOf(user, request), 'footer', image);
  });
  registerAdminRoute(app, routes.uploadSignature, async ({ user, query, request }) => {
    const image = await receiveCompanyImage(request, 'signature');
    return replaceSignatureImage(app.db, app.config, actorOf(user, request), query.emp_id, image);
  });

  // The images themselves, for the settings screen's previews.
  const serveImage = (path: string, kind: CompanyImageKind, missing: PortalMessage) =>
    app.get(
      path,
      {
        schema: { summary: kind === 'logo' ? routes.logo.summary : routes.footerImage.summary },
        preValidation: requireHrAdmin,
      },
      async (_request, reply) => {
        const image = await findCompanyImage(app.db, kind);
        if (!image) throw notFound(missing);
        return reply
          .header('content-type', image.contentType)
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header('cache-control', 'private, no-store')
          .send(image.content);
      },
    );
  serveImage(COMPANY_LOGO_PATH, 'logo', say('company.no_logo'));
  serveImage(COMPANY_FOOTER_IMAGE_PATH, 'footer', say('company.no_footer_image'));
}
