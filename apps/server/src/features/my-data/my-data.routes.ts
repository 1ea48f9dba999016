import type { FastifyInstance } from 'fastify';
import { myDataRoute } from '@portal/contracts/my-data';
import { writeAudit } from '../../lib/audit';
import { registerFileRoute } from '../../lib/file-route';
import { portalOrigin } from '../../lib/portal-origin';
import { toLocalDateTime } from '../../lib/local-time';
import { getCompanyTimeZone } from '../../company/company.repository';
import { buildMyDataArchive } from './my-data.service';

export default async function myDataRoutesPlugin(app: FastifyInstance) {
  registerFileRoute(app, {
    path: myDataRoute.path,
    schema: { summary: myDataRoute.summary },
    find: async (user, request) => {
      const archive = await buildMyDataArchive(
        app.db,
        app.documentStore,
        user,
        portalOrigin(app, request),
        request.log,
      );
      // A copy of everything about a person left the portal: HR can see when, and at whose request.
      await writeAudit(app.db, {
        actorEmpId: user.empId,
        action: 'my_data.download',
        entity: 'employee',
        entityId: user.empId,
        after: { bytes: archive.length },
        requestId: request.id,
      });
      const today = toLocalDateTime(new Date(), await getCompanyTimeZone(app.db)).date;
      return { archive, fileName: `my-data-${user.empId}-${today}.zip` };
    },
    // The caller's own data only: nobody else's is read.
    reads: () => [],
    send: (reply, { archive, fileName }) =>
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(archive),
  });
}
