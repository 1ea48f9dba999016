import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_PAYSLIP_IMPORT_BYTES, payslipPdfRoute, payslipRoutes as routes, type PayslipQuery } from '@portal/contracts/payslip';
import { withSpooledImportFile } from '../../admin/import-upload';
import { forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { assertStorableInput } from '../../lib/storable-input';
import { registerRoute } from '../../lib/route';
import { requireSession as requireCallerSession } from '../../lib/require-session';
import { importPayslipFile } from './payslip-import.service';
import { payslipFileName, renderPayslipPdf } from './payslip-pdf';
import { listMyPayMonths, listMyPayYears, readMyPayslip } from './payslip.service';
import { languageOf } from '../../lib/language-of';
import { say } from '../../lib/messages';

function requireHrAdmin(user: CurrentUser): void {
  if (!user.hradmin) throw forbidden(say('payslip.import_hr_only'));
}

export default async function payslipRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, routes.payYears, async ({ user }) => listMyPayYears(app.db, user));
  registerRoute(app, routes.payMonths, async ({ user, query }) => listMyPayMonths(app.db, user, query.year));
  registerRoute(app, routes.payslip, async ({ user, body }) => readMyPayslip(app.db, user, body));
  registerRoute(
    app,
    routes.importPayslips,
    // The upload goes to disk as it arrives, and the import reads it from there.
    async ({ user, query, request }) =>
      withSpooledImportFile(
        request,
        MAX_PAYSLIP_IMPORT_BYTES,
        (file) => importPayslipFile(app.db, file, { via: 'http', fileName: file.givenName || 'upload', actorEmpId: user.empId, requestId: request.id }, { dryRun: query.dryRun }),
        'CSV or JSON',
      ),
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
    const pdf = await renderPayslipPdf(payslip, request.log, await languageOf(app.db, request.user!.empId));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${payslipFileName(payslip)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
