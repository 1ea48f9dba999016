import type { FastifyInstance } from 'fastify';
import { adminRoutesRoutes as routes } from '@portal/contracts/admin-routes';
import { registerAdminRoute } from '../../admin/hr-admin';
import { receiveImportFile } from '../../admin/import-upload';
import { runImport } from '../../admin/run-import';
import { routeImport } from './route-import';
import * as approvalRoutes from './routes.service';
import * as delegations from './delegations.service';

/** HR administers who approves what: routes by department with per-employee overrides, and delegations. */
export default async function adminRoutesRoutesPlugin(app: FastifyInstance) {
  registerAdminRoute(app, routes.listEmployeeRoutes, async () => approvalRoutes.listEmployeeRoutes(app.db));
  registerAdminRoute(app, routes.setEmployeeRoute, async ({ user, body, request }) => approvalRoutes.setEmployeeRoute(app.db, body, { actorEmpId: user.empId, requestId: request.id }));
  registerAdminRoute(app, routes.clearEmployeeRoute, async ({ user, query, request }) => approvalRoutes.clearEmployeeRoute(app.db, query, { actorEmpId: user.empId, requestId: request.id }));
  registerAdminRoute(app, routes.listDepartmentRoutes, async () => approvalRoutes.listDepartmentRoutes(app.db));
  registerAdminRoute(app, routes.setDepartmentRoute, async ({ user, body, request }) => approvalRoutes.setDepartmentRoute(app.db, body, { actorEmpId: user.empId, requestId: request.id }));
  registerAdminRoute(app, routes.clearDepartmentRoute, async ({ user, query, request }) => approvalRoutes.clearDepartmentRoute(app.db, query, { actorEmpId: user.empId, requestId: request.id }));
  registerAdminRoute(app, routes.importRoutes, async ({ user, query, request }) => {
    const file = await receiveImportFile(request);
    const definition = routeImport({ actorEmpId: user.empId, requestId: request.id });
    return runImport(app.db, definition, { fileName: file.name, content: file.content, dryRun: query.dryRun, actorEmpId: user.empId, requestId: request.id });
  });

  registerAdminRoute(app, routes.listDelegations, async () => delegations.listDelegations(app.db));
  registerAdminRoute(app, routes.createDelegation, async ({ user, body, request }) => delegations.createDelegation(app.db, body, { actorEmpId: user.empId, requestId: request.id }));
  registerAdminRoute(app, routes.endDelegation, async ({ user, body, request }) => delegations.endDelegation(app.db, body.id, { actorEmpId: user.empId, requestId: request.id }));
  registerAdminRoute(app, routes.deleteDelegation, async ({ user, query, request }) => delegations.deleteDelegation(app.db, query.id, { actorEmpId: user.empId, requestId: request.id }));
}
