import type { FastifyInstance } from 'fastify';
import { DocumentKeyParams, documentsRoutes as routes } from '@portal/contracts/documents';
import { badRequest } from '../../lib/app-error';
import { say } from '../../lib/messages';
import { registerFileRoute } from '../../lib/file-route';
import { registerRoute } from '../../lib/route';
import { deleteDocuments, readDocument, uploadDocuments } from './documents.service';

export default async function documentsRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, routes.upload, async ({ user, request }) =>
    uploadDocuments(app.db, app.documentStore, user, request.files(), app.config.maxDocumentBytes, request.id),
  );
  registerRoute(app, routes.remove, async ({ user, query, body, request }) => {
    const keys = [...(query.keys ?? []), ...(body?.keys ?? [])];
    if (keys.length === 0) throw badRequest(say('documents.keys_required'));
    return deleteDocuments(app.db, app.documentStore, user, keys, request.id);
  });

  // Answers the file itself, so it sits outside the JSON route table.
  registerFileRoute(app, {
    path: '/v1/documents/:key',
    schema: { params: DocumentKeyParams, summary: 'Read a supporting document' },
    find: (user, request) => readDocument(app.db, app.documentStore, user, (request.params as { key: string }).key),
    reads: ({ document }) => [{ subject: document.owner_emp_id, what: 'supporting document', detail: `Supporting document "${document.original_name}"` }],
    send: (reply, { document, content }) => {
      const inline = document.content_type === 'application/pdf' || document.content_type.startsWith('image/');
      return reply
        .header('content-type', document.content_type)
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(document.original_name)}`)
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('cache-control', 'private, max-age=300')
        .send(content);
    },
  });
}
