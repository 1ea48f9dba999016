import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { RequestTypeDescriptor } from './request-types';

type Db = Kysely<DB> | Transaction<DB>;

/** Replaces the documents attached to a request. */
export async function attachDocuments(trx: Transaction<DB>, type: RequestTypeDescriptor, recid: number, keys: readonly string[]): Promise<void> {
  await trx.deleteFrom('request_documents').where('request_type', '=', type.name).where('recid', '=', recid).execute();
  if (keys.length === 0) return;
  await trx
    .insertInto('request_documents')
    .values(keys.map((key) => ({ request_type: type.name, recid, document_key: key })))
    .execute();
}

/** Of the given keys, those the person may attach: their own uploads, or already on this request. */
export async function findAttachableKeys(db: Db, type: RequestTypeDescriptor, uploaderEmpId: string, recid: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('documents as d')
    .select('d.key')
    .where('d.key', 'in', [...keys])
    .where((eb) =>
      eb.or([
        eb('d.owner_emp_id', '=', uploaderEmpId),
        eb.exists(
          eb
            .selectFrom('request_documents as rd')
            .select('rd.recid')
            .whereRef('rd.document_key', '=', 'd.key')
            .where('rd.request_type', '=', type.name)
            .where('rd.recid', '=', recid),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.key));
}
