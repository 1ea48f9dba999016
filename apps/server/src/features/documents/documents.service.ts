import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MultipartFile } from '@fastify/multipart';
import type { DocumentRef } from '@portal/contracts/approvals';
import { DOCUMENTS_FIELD, MAX_DOCUMENTS_PER_UPLOAD } from '@portal/contracts/documents';
import type { DB } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { writeAudit } from '../../lib/audit';
import type { DocumentStore } from '../../plugins/document-storage';
import { registeredRequestTypes } from '../../approvals/request-types';
import { detectDocumentType, sanitiseFileName } from '../../lib/file-content';
import * as documents from './documents.repository';

interface ReceivedFile {
  name: string;
  content: Buffer;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Reads every file of the upload into memory (each is capped), turning the multipart library's refusals into ours. */
async function receiveFiles(files: AsyncIterable<MultipartFile>, maxBytes: number): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  let current = '';
  try {
    for await (const file of files) {
      current = file.filename;
      const content = await file.toBuffer();
      if (file.fieldname !== DOCUMENTS_FIELD) throw badRequest(say('documents.wrong_field', { field: DOCUMENTS_FIELD }));
      received.push({ name: file.filename, content });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', say('documents.too_large', { name: sanitiseFileName(current), size: megabytes(maxBytes) }));
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', say('documents.too_many', { max: MAX_DOCUMENTS_PER_UPLOAD }));
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', say('documents.send_multipart', { field: DOCUMENTS_FIELD }));
    }
    throw error;
  }
  return received;
}

/**
 * Stores an upload all-or-nothing: every file is checked (size, real type) before
 * any is kept, and the rows and bytes are written together.
 */
export async function uploadDocuments(
  db: Kysely<DB>,
  store: DocumentStore,
  user: CurrentUser,
  files: AsyncIterable<MultipartFile>,
  maxBytes: number,
  requestId?: string,
): Promise<CodedAnswer & { documents: DocumentRef[] }> {
  const received = await receiveFiles(files, maxBytes);
  if (received.length === 0) throw badRequest(say('documents.choose_file', { field: DOCUMENTS_FIELD }));
  const prepared: documents.NewDocument[] = [];
  for (const file of received) {
    const name = sanitiseFileName(file.name);
    if (file.content.length === 0) throw badRequest(say('documents.empty', { name }));
    const contentType = await detectDocumentType(file.content);
    if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', say('documents.not_supported', { name }));
    prepared.push({ key: randomUUID(), ownerEmpId: user.empId, originalName: name, contentType, sizeBytes: file.content.length });
  }
  const written: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      await documents.insertDocuments(trx, prepared);
      for (const [index, document] of prepared.entries()) {
        await store.put(document.key, (received[index] as ReceivedFile).content);
        written.push(document.key);
      }
      await writeAudit(trx, { actorEmpId: user.empId, action: 'upload', entity: 'document', entityId: prepared.map((d) => d.key).join(','), after: prepared, requestId });
    });
  } catch (error) {
    await Promise.all(written.map((key) => store.remove(key).catch(() => {})));
    throw error;
  }
  const refs = prepared.map((d) => ({ key: d.key, name: d.originalName, content_type: d.contentType, size: d.sizeBytes }));
  return { ...codedFields(say('documents.uploaded', { count: refs.length })), documents: refs };
}

/** Deletes one's own documents that no request references; all of them or none. */
export async function deleteDocuments(db: Kysely<DB>, store: DocumentStore, user: CurrentUser, keys: readonly string[], requestId?: string) {
  const unique = [...new Set(keys)];
  await db.transaction().execute(async (trx) => {
    const found = await documents.lockDocuments(trx, unique);
    const own = new Set(found.filter((d) => d.owner_emp_id === user.empId).map((d) => d.key));
    const missing = unique.filter((key) => !own.has(key));
    if (missing.length > 0) throw notFound(say('documents.not_yours', { keys: missing.join(', ') }));
    const references = await documents.findReferences(trx, unique);
    const first = references[0];
    if (first) {
      const type = registeredRequestTypes().find((candidate) => candidate.name === first.request_type);
      const requestType = { en: first.request_type.replaceAll('_', ' '), fil: type?.labelFil ?? first.request_type.replaceAll('_', ' ') };
      throw conflict(say('documents.attached', { key: first.document_key, requestType, recid: first.recid }));
    }
    await documents.deleteDocuments(trx, unique);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'delete', entity: 'document', entityId: unique.join(','), before: found, requestId });
  });
  await Promise.all(unique.map((key) => store.remove(key)));
  return codedFields(say('documents.deleted', { count: unique.length }));
}

/**
 * A document for its owner, or for the requester, filer or an approver of a request
 * that references it. Anyone else is told it does not exist (404), not that it is
 * someone else's.
 */
export async function readDocument(db: Kysely<DB>, store: DocumentStore, user: CurrentUser, key: string) {
  const document = await documents.findDocument(db, key);
  if (!document) throw notFound(say('documents.no_such_document'));
  let allowed = document.owner_emp_id === user.empId;
  for (const type of registeredRequestTypes()) {
    if (allowed) break;
    allowed = await documents.isPartyToReferencingRequest(db, type, key, user.empId);
  }
  if (!allowed) throw notFound(say('documents.no_such_document'));
  return { document, content: await store.read(key) };
}
