import type { FastifyInstance } from 'fastify';
import { MAX_PUNCH_IMPORT_BYTES, punchImportRoutes } from '@portal/contracts/punch-import';
import { registerAdminRoute } from '../../admin/hr-admin';
import { readSpooledText, spoolImportFile } from '../../admin/import-upload';
import { importPunches } from './punch-import';

/** HR brings in the punches of biometric terminals (Administration > Time Clock). */
export default async function punchImportRoutesPlugin(app: FastifyInstance) {
  registerAdminRoute(app, punchImportRoutes.importPunches, async ({ user, query, request }) => {
    // A month of a large site's terminals is tens of megabytes: it goes to disk, not memory.
    const file = await spoolImportFile(request, MAX_PUNCH_IMPORT_BYTES);
    try {
      const source = await readSpooledText(file);
      return await importPunches(app.db, { fileName: file.name, source, dryRun: query.dryRun, actorEmpId: user.empId, requestId: request.id });
    } finally {
      await file.remove();
    }
  });
}
