import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { CurrentUser } from '../lib/current-user';
import { writeAudit } from '../lib/audit';
import { deleteRequestRow } from './approval.repository';
import { lockOwnUntouchedRequest } from './request-filing';
import type { RequestTypeDescriptor } from './request-types';

/**
 * Deletes a request its requester (or filing team lead) still owns outright: no
 * level has acted on it. The audit log keeps what was deleted.
 */
export async function removeRequest(
  db: Kysely<DB>,
  type: RequestTypeDescriptor,
  user: CurrentUser,
  recid: number,
  readBefore: (trx: Transaction<DB>) => Promise<unknown>,
  requestId?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwnUntouchedRequest(trx, type, recid, user);
    const before = await readBefore(trx);
    await deleteRequestRow(trx, type, recid);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'delete', entity: type.name, entityId: String(recid), before, requestId });
  });
}
