import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { bir2316PdfRoute, payrollRoutes, type Bir2316Query } from '@portal/contracts/payroll';
import type { AccessRead } from '../../lib/access-log';
import { registerFileRoute } from '../../lib/file-route';
import { render2316Pdf } from './bir-2316-pdf';
import { form2316FileName, get2316 } from './bir-2316.service';
import { allowOnly, isPayroll } from '../../lib/role-guards';
import { say } from '../../lib/messages';
import { registerRoute } from '../../lib/route';
import { toLocalDateTime } from '../../lib/local-time';
import { getCompanyTimeZone } from '../../company/company.repository';
import { moveRun } from './payroll-run-moves';
import { computePayrollRun, getPayrollRun, getRunPayslip, periodName } from './payroll-run.service';
import { getThirteenthMonth } from './thirteenth-month.service';

/** Payroll runs show everyone's pay: HR administrators with the payroll permission only. */
const payrollOnly = allowOnly(isPayroll, say('payroll.denied'));

/** Every answer about a run shows everyone's gross and net pay, and is recorded so. */
const everyonesPay = (key: { year: number; month: number; cutoff: number }): AccessRead[] => [
  { subject: null, what: 'payroll run', detail: `The run of ${periodName(key)}: everyone's gross and net pay` },
];

export default async function payrollRunRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, payrollRoutes.compute, async ({ user, body, request }) => computePayrollRun(app.db, user, body, request.id), {
    ...payrollOnly,
    reads: ({ body }) => everyonesPay(body),
  });
  registerRoute(
    app,
    payrollRoutes.status,
    async ({ user, body, request }) => moveRun(app.db, user, body, toLocalDateTime(new Date(), await getCompanyTimeZone(app.db)).date, request.id),
    { ...payrollOnly, reads: ({ body }) => everyonesPay(body) },
  );
  registerRoute(app, payrollRoutes.thirteenthMonth, async ({ query }) => getThirteenthMonth(app.db, query.year), {
    ...payrollOnly,
    reads: ({ query }) => [{ subject: null, what: '13th month', detail: `Everyone's 13th-month pay of ${query.year}` }],
  });
  registerRoute(app, payrollRoutes.run, async ({ query }) => getPayrollRun(app.db, query), { ...payrollOnly, reads: ({ query }) => everyonesPay(query) });
  // BIR Form 2316 answers the PDF itself, so it sits outside the JSON route table.
  registerFileRoute(app, {
    path: bir2316PdfRoute.path,
    schema: { querystring: bir2316PdfRoute.querystring, summary: bir2316PdfRoute.summary },
    checkStorableInput: true,
    find: (user, request) => get2316(app.db, user, request.query as z.output<typeof Bir2316Query>),
    reads: (form) => [{ subject: form.parties.emp_id, what: 'tax certificate', detail: `BIR Form 2316 of ${form.year} of ${form.parties.firstname} ${form.parties.lastname}` }],
    send: async (reply, form, request) => {
      const pdf = await render2316Pdf(form, request.log);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${form2316FileName(form)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
  registerRoute(app, payrollRoutes.payslip, async ({ query }) => getRunPayslip(app.db, query, query.empid), {
    ...payrollOnly,
    reads: ({ query }) => [{ subject: query.empid, what: 'payroll lines', detail: `Pay of ${query.empid} in the run of ${periodName(query)}, every line` }],
  });
}
