import type { FastifyInstance } from 'fastify';
import { MAX_PUNCH_IMPORT_BYTES, punchImportRoutes } from '@portal/contracts/punch-import';
import { registerAdminRoute } from '../../admin/hr-admin';
import { withSpooledImportFile } from '../../admin/import-upload';
import { openImportFile } from '../../lib/streamed-import';
import { importPunches } from './punch-import';

/** HR brings in the punches of biometric terminals (Administration > Time Clock). */
export default async function punchImportRoutesPlugin(app: FastifyInstance) {
  registerAdminRoute(app, punchImportRoutes.importPunches, async ({ user, query, request }) => {
    // A month of a large site's terminals is tens of megabytes: it goes to disk, not memory.
    return withSpooledImportFile(request, MAX_PUNCH_IMPORT_BYTES, async (file) => {
      const source = await openImportFile(file.path);
      return importPunches(app.db, { fileName: file.name, source, dryRun: query.dryRun, actorEmpId: user.empId, requestId: request.id });
    });
  });
}
