import type { FastifyInstance } from 'fastify';
import { adminLeaveRoutes as routes } from '@portal/contracts/admin-leave';
import { registerAdminRoute } from '../../admin/hr-admin';
import { receiveImportFile } from '../../admin/import-upload';
import { runImport } from '../../admin/run-import';
import { entitlementImport } from './entitlement-import';
import { listEntitlements, setEntitlement } from './entitlements.service';
import { createLeaveType, deleteLeaveType, listLeaveTypes, updateLeaveType } from './leave-types.service';
import { startLeaveYear } from './year-start.service';

/** HR administration of leave types, entitlements and the year start. */
export default async function adminLeaveRoutesPlugin(app: FastifyInstance) {
  registerAdminRoute(app, routes.types, async () => listLeaveTypes(app.db));
  registerAdminRoute(app, routes.createType, async ({ user, body, request }) =>
    createLeaveType(app.db, { empId: user.empId, requestId: request.id }, body),
  );
  registerAdminRoute(app, routes.updateType, async ({ user, body, request }) =>
    updateLeaveType(app.db, { empId: user.empId, requestId: request.id }, body),
  );
  registerAdminRoute(app, routes.removeType, async ({ user, query, request }) =>
    deleteLeaveType(app.db, { empId: user.empId, requestId: request.id }, query.payitem),
  );
  // Tens of thousands of rows at 10,000 employees, built by typed SQL: the shape is held by the API test.
  registerAdminRoute(app, routes.entitlements, async ({ query }) => listEntitlements(app.db, query.year), {
    uncheckedResponse: true,
  });
  registerAdminRoute(app, routes.setEntitlement, async ({ user, body, request }) =>
    setEntitlement(app.db, { empId: user.empId, requestId: request.id }, body),
  );
  registerAdminRoute(app, routes.importEntitlements, async ({ user, query, request }) => {
    const file = await receiveImportFile(request);
    const definition = entitlementImport({ empId: user.empId, requestId: request.id });
    return runImport(app.db, definition, {
      fileName: file.name,
      content: file.content,
      dryRun: query.dryRun,
      actorEmpId: user.empId,
      requestId: request.id,
    });
  });
  registerAdminRoute(app, routes.startYear, async ({ user, body, request }) =>
    startLeaveYear(app.db, { empId: user.empId, requestId: request.id }, body.year, body.dryRun),
  );
}
