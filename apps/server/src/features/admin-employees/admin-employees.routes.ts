import type { FastifyInstance } from 'fastify';
import { adminAccountsRoutes, adminEmployeesRoutes, MAX_EMPLOYEE_IMPORT_BYTES } from '@portal/contracts/admin-employees';
import { registerAdminRoute } from '../../admin/hr-admin';
import { receiveImportFile, withSpooledImportFile } from '../../admin/import-upload';
import { runImport } from '../../admin/run-import';
import { openImportFile } from '../../lib/streamed-import';
import { accountImport } from './account-import';
import { createAccount, listAccounts, resetPassword, unlockAccount } from './accounts.service';
import { importEmployees } from './employee-import';
import {
  createEmployee,
  deactivateEmployee,
  listEmployeeChoices,
  listEmployees,
  reactivateEmployee,
  updateEmployee,
} from './employees.service';

/** HR administration of employees and their user accounts. */
export default async function adminEmployeesRoutesPlugin(app: FastifyInstance) {
  // Ten thousand rows of typed code: checking each against the schema would cost more than the query.
  registerAdminRoute(app, adminEmployeesRoutes.list, async () => listEmployees(app.db), {
    uncheckedResponse: true,
    reads: () => [{ subject: null, what: 'government IDs', detail: "Everyone's employee records, with their TIN, SSS, PhilHealth and Pag-IBIG numbers" }],
  });
  registerAdminRoute(app, adminEmployeesRoutes.choices, async () => listEmployeeChoices(app.db));
  registerAdminRoute(app, adminEmployeesRoutes.create, async ({ user, body, request }) => createEmployee(app.db, user, body, request.id));
  registerAdminRoute(app, adminEmployeesRoutes.update, async ({ user, body, request }) => updateEmployee(app.db, user, body, request.id));
  registerAdminRoute(app, adminEmployeesRoutes.deactivate, async ({ user, body, request }) => deactivateEmployee(app.db, user, body, request.id));
  registerAdminRoute(app, adminEmployeesRoutes.reactivate, async ({ user, body, request }) => reactivateEmployee(app.db, user, body.emp_id, request.id));
  registerAdminRoute(app, adminEmployeesRoutes.importEmployees, async ({ user, query, request, reply }) => {
    // The answer may carry temporary passwords: no cache may keep it.
    reply.header('cache-control', 'private, no-store');
    // A large company's file goes to disk as it arrives, and is read from there as a stream.
    return withSpooledImportFile(request, MAX_EMPLOYEE_IMPORT_BYTES, async (file) => {
      const source = await openImportFile(file.path);
      return importEmployees(app.db, { fileName: file.name, source, dryRun: query.dryRun, actorEmpId: user.empId, requestId: request.id });
    });
  });

  registerAdminRoute(app, adminAccountsRoutes.list, async () => listAccounts(app.db), { uncheckedResponse: true });
  registerAdminRoute(app, adminAccountsRoutes.create, async ({ user, body, request }) => createAccount(app.db, user, body, request.id));
  registerAdminRoute(app, adminAccountsRoutes.resetPassword, async ({ user, body, request }) => {
    return resetPassword(app.db, user, body.username, request.id);
  });
  registerAdminRoute(app, adminAccountsRoutes.unlock, async ({ user, body, request }) => unlockAccount(app.db, user, body.username, request.id));
  registerAdminRoute(app, adminAccountsRoutes.importAccounts, async ({ user, query, request }) => {
    const file = await receiveImportFile(request);
    const definition = accountImport({ empId: user.empId, requestId: request.id });
    return runImport(app.db, definition, { fileName: file.name, content: file.content, dryRun: query.dryRun, actorEmpId: user.empId, requestId: request.id });
  });
}
