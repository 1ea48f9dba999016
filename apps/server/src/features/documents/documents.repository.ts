import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { RequestTypeDescriptor } from '../../approvals/request-types';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewDocument {
  key: string;
  ownerEmpId: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

export async function insertDocuments(trx: Transaction<DB>, documents: readonly NewDocument[]): Promise<void> {
  await trx
    .insertInto('documents')
    .values(
      documents.map((document) => ({
        key: document.key,
        owner_emp_id: document.ownerEmpId,
        original_name: document.originalName,
        content_type: document.contentType,
        size_bytes: document.sizeBytes,
      })),
    )
    .execute();
}

export function findDocument(db: Db, key: string) {
  return db.selectFrom('documents').selectAll().where('key', '=', key).executeTakeFirst();
}

export function lockDocuments(trx: Transaction<DB>, keys: readonly string[]) {
  return trx.selectFrom('documents').selectAll().where('key', 'in', [...keys]).forUpdate().execute();
}

/** The requests that still reference any of these documents. */
export function findReferences(db: Db, keys: readonly string[]) {
  return db
    .selectFrom('request_documents')
    .select(['document_key', 'request_type', 'recid'])
    .where('document_key', 'in', [...keys])
    .execute();
}

export async function deleteDocuments(trx: Transaction<DB>, keys: readonly string[]): Promise<void> {
  await trx.deleteFrom('documents').where('key', 'in', [...keys]).execute();
}

/**
 * True when the person is the requester, the filer or one of the approvers of a
 * request of this type that references the document.
 */
export async function isPartyToReferencingRequest(db: Db, type: RequestTypeDescriptor, key: string, empId: string): Promise<boolean> {
  const { rows } = await sql<{ recid: number }>`
    select r.recid from request_documents rd join ${sql.table(type.table)} r on r.recid = rd.recid
    where rd.request_type = ${type.name} and rd.document_key = ${key}
      and ${empId} in (r.emp_id, r.filed_by, r.approver1, r.approver2, r.approver3)
    limit 1
  `.execute(db);
  return rows.length > 0;
}
