import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse } from './common';
import { DocumentRef } from './approvals';

/** The multipart field the files travel in (spec §3). */
export const DOCUMENTS_FIELD = 'supportingdocuments';
export const DEFAULT_MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_UPLOAD = 5;
/** What a supporting document may be, told by its first bytes, not its name. */
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'] as const;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';

export const UploadedDocuments = z.object({ ...CodedMessage, documents: z.array(DocumentRef) });

const documentKeys = z
  .union([z.string(), z.array(z.string())], { error: 'keys must be a list of document keys' })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((key) => key.trim()).filter(Boolean))
  .refine((keys) => keys.length <= 20, 'keys may name at most 20 documents');

/** The keys travel in the query (keys=a,b or repeated) or in a JSON body { keys: [...] }. */
export const DeleteDocumentsQuery = z.object({ keys: documentKeys.optional() });
export const DeleteDocumentsBody = z.object({ keys: documentKeys }).optional().nullable();

export const DocumentKeyParams = z.object({ key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'key is not a document key') });

export const documentsRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/v1/documents',
    summary: `Upload supporting documents (multipart field ${DOCUMENTS_FIELD}; PDF, JPEG, PNG or HEIC)`,
    response: UploadedDocuments,
    auth: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/documents',
    summary: 'Delete your uploaded documents that no request references (keys, comma-separated or repeated)',
    querystring: DeleteDocumentsQuery,
    body: DeleteDocumentsBody,
    response: MessageResponse,
    auth: true,
  }),
} as const;

/** Where a document is read (outside the route table: it answers the file, not JSON). */
export const documentPath = (key: string) => `/v1/documents/${encodeURIComponent(key)}`;
