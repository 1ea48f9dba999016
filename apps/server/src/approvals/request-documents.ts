import type { Transaction } from 'kysely';
import type { DB } from '../db/database';
import { badRequest } from '../lib/app-error';
import { say } from '../lib/messages';
import { attachDocuments, findAttachableKeys } from './request-documents.repository';
import type { RequestTypeDescriptor } from './request-types';

/**
 * Attaches supporting documents to a request: only the filer's own uploads, or
 * ones already on this request, so no one can attach someone else's file.
 */
export async function attachRequestDocuments(
  trx: Transaction<DB>,
  type: RequestTypeDescriptor,
  recid: number,
  filerEmpId: string,
  keys: readonly string[],
): Promise<void> {
  const unique = [...new Set(keys)];
  const attachable = await findAttachableKeys(trx, type, filerEmpId, recid, unique);
  const unknown = unique.filter((key) => !attachable.has(key));
  if (unknown.length > 0) {
    throw badRequest(say('documents.not_among_uploads', { keys: unknown.join(', ') }));
  }
  await attachDocuments(trx, type, recid, unique);
}
