import type { FastifyInstance } from 'fastify';
import { punchImportRoutes } from '@portal/contracts/punch-import';
import { registerAdminRoute } from '../../admin/hr-admin';
import { receiveImportFile } from '../../admin/import-upload';
import { runImport } from '../../admin/run-import';
import { punchImport } from './punch-import';

/** HR brings in the punches of biometric terminals (Administration > Time Clock). */
export default async function punchImportRoutesPlugin(app: FastifyInstance) {
  registerAdminRoute(app, punchImportRoutes.importPunches, async ({ user, query, request }) => {
    const file = await receiveImportFile(request);
    return runImport(app.db, punchImport(), { fileName: file.name, content: file.content, dryRun: query.dryRun, actorEmpId: user.empId, requestId: request.id });
  });
}
