import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';

export interface AuditEntry {
  actorEmpId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function writeAudit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_emp_id: entry.actorEmpId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      request_id: entry.requestId ?? null,
    })
    .execute();
}
