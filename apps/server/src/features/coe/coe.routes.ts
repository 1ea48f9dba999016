import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COE_PDF_PATH, COE_SIGNATURE_PATH, COE_VERIFY_PATH, CertificateParams, SignatureQuery, VerificationParams, coeRoutes as routes } from '@portal/contracts/coe';
import { notFound } from '../../lib/app-error';
import { say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import { portalOrigin } from '../../lib/portal-origin';
import { registerFileRoute } from '../../lib/file-route';
import { registerRoute } from '../../lib/route';
import { requireSession as requireCallerSession } from '../../lib/require-session';
import { assertApproverRole, registerDecisionRoutes } from '../../approvals/decision-routes';
import { registerRequestType } from '../../approvals/request-types';
import { coeType as type } from './coe.descriptor';
import { readCoeSubmission } from './coe-submission';
import { readCertificate } from './certificate.service';
import { replaceCertificatePdf } from './certificate-replacement';
import { deleteCoeRequest, getEmployeeInfo, listCoeRequestsForMyApproval, listCoeTypes, listMyCoeRequests, saveCoeRequest } from './coe.service';
import { findSignature } from './coe.repository';
import { verifyCertificate } from './verification';

const requireSession = async (request: FastifyRequest) => {
  requireCallerSession(request);
};

function sendPrivateFile(reply: FastifyReply, contentType: string, content: Buffer, fileName?: string) {
  if (fileName) reply.header('content-disposition', `inline; filename="${fileName}"`);
  return reply
    .header('content-type', contentType)
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(content);
}

export default async function coeRoutesPlugin(app: FastifyInstance) {
  registerRequestType(type);
  registerRoute(app, routes.types, async () => listCoeTypes());
  registerRoute(app, routes.list, async ({ user, query }) => listMyCoeRequests(app.db, user, query));
  registerRoute(app, routes.listForMyApproval, async ({ user, query }) => listCoeRequestsForMyApproval(app.db, user, query), { allow: (user) => assertApproverRole(type, user) });
  registerRoute(app, routes.remove, async ({ user, query, request }) => deleteCoeRequest(app.db, user, query.recid, request.id));
  registerRoute(app, routes.employeeInfo, async ({ user, query }) => getEmployeeInfo(app.db, user, query.emp_id));
  registerDecisionRoutes(app, type, routes);

  // JSON or multipart (with an approver's replacement PDF), so the body is read by hand.
  app.post(routes.save.path, { schema: { summary: routes.save.summary }, preValidation: requireSession }, async (request) => {
    const user = request.user as CurrentUser;
    const submission = await readCoeSubmission(request, app.config.maxDocumentBytes);
    if (submission.kind === 'replacement') {
      return replaceCertificatePdf(app.db, app.documentStore, user, submission.recid, submission.pdf, request.id);
    }
    return saveCoeRequest(app.db, user, submission.body, request.id);
  });

  app.get(COE_SIGNATURE_PATH, { schema: { querystring: SignatureQuery, summary: "A signatory's signature image" }, preValidation: requireSession }, async (request, reply) => {
    const { emp_id: empId } = request.query as { emp_id: string };
    const user = request.user as CurrentUser;
    // A signature is for certificates, not for browsing: the signatory, COE approvers and HR only.
    const signature = empId === user.empId || user.coeapprover || user.hradmin ? await findSignature(app.db, empId) : undefined;
    if (!signature) throw notFound(say('coe.no_signature', { empId }));
    return sendPrivateFile(reply, signature.content_type, signature.image);
  });

  registerFileRoute(app, {
    path: COE_PDF_PATH,
    schema: { params: CertificateParams, summary: 'A certificate of employment as PDF' },
    find: async (user, request) => {
      const { id } = request.params as { id: number };
      return { id, file: await readCertificate(app.db, app.documentStore, user, id, portalOrigin(app, request), { log: request.log }) };
    },
    reads: ({ id, file }) => [{ subject: file.subject, what: 'certificate', detail: `Certificate of employment #${id}` }],
    send: (reply, { file }) => sendPrivateFile(reply, 'application/pdf', file.content, file.fileName),
  });

  // Public: anyone holding the paper may check it; limited per address against guessing.
  app.get(
    COE_VERIFY_PATH,
    { schema: { params: VerificationParams, summary: 'Whether a certificate is genuine and still valid' }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => verifyCertificate(app.db, (request.params as { code: string }).code),
  );
}
