import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_PAYSLIP_IMPORT_BYTES, PAYSLIP_IMPORT_FIELD, payslipPdfRoute, payslipRoutes as routes, type PayslipQuery } from '@portal/contracts/payslip';
import { AppError, badRequest, forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { assertStorableInput } from '../../lib/storable-input';
import { registerRoute } from '../../lib/route';
import { requireSession as requireCallerSession } from '../../lib/require-session';
import { importPayslipFile } from './payslip-import.service';
import { payslipFileName, renderPayslipPdf } from './payslip-pdf';
import { listMyPayMonths, listMyPayYears, readMyPayslip } from './payslip.service';

/** The one file of an import call, read into memory under its own size cap. */
async function receiveImportFile(request: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  const megabytes = MAX_PAYSLIP_IMPORT_BYTES / (1024 * 1024);
  try {
    const file = await request.file({ limits: { fileSize: MAX_PAYSLIP_IMPORT_BYTES, files: 1 } });
    if (!file) throw badRequest(`Choose a CSV or JSON file to import in the field "${PAYSLIP_IMPORT_FIELD}".`);
    const content = await file.toBuffer();
    if (file.fieldname !== PAYSLIP_IMPORT_FIELD) throw badRequest(`Send the file in the multipart field "${PAYSLIP_IMPORT_FIELD}".`);
    return { name: file.filename || 'upload', content };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes} MB; split it into smaller files.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data in the field "${PAYSLIP_IMPORT_FIELD}".`);
    }
    throw error;
  }
}

function requireHrAdmin(user: CurrentUser): void {
  if (!user.hradmin) throw forbidden('Only HR administrators can import payslips.');
}

export default async function payslipRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, routes.payYears, async ({ user }) => listMyPayYears(app.db, user));
  registerRoute(app, routes.payMonths, async ({ user, query }) => listMyPayMonths(app.db, user, query.year));
  registerRoute(app, routes.payslip, async ({ user, body }) => readMyPayslip(app.db, user, body));
  registerRoute(
    app,
    routes.importPayslips,
    async ({ user, query, request }) => {
      const file = await receiveImportFile(request);
      return importPayslipFile(app.db, file.content, { via: 'http', fileName: file.name, actorEmpId: user.empId, requestId: request.id }, { dryRun: query.dryRun });
    },
    // Who may import is settled before the query is validated or the upload read.
    { allow: requireHrAdmin },
  );

  // Answers the PDF itself, so it sits outside the JSON route table.
  const requireSession = async (request: FastifyRequest) => {
    requireCallerSession(request);
    assertStorableInput(request);
  };
  app.post(payslipPdfRoute.path, { schema: { body: payslipPdfRoute.body, summary: payslipPdfRoute.summary }, preValidation: requireSession }, async (request, reply) => {
    const payslip = await readMyPayslip(app.db, request.user!, request.body as z.output<typeof PayslipQuery>);
    const pdf = await renderPayslipPdf(payslip, request.log);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${payslipFileName(payslip)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
