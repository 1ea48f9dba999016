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

const auditRow = (entry: AuditEntry) => ({
  actor_emp_id: entry.actorEmpId,
  action: entry.action,
  entity: entry.entity,
  entity_id: entry.entityId,
  before: entry.before === undefined ? null : JSON.stringify(entry.before),
  after: entry.after === undefined ? null : JSON.stringify(entry.after),
  request_id: entry.requestId ?? null,
});

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function writeAudit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(auditRow(entry)).execute();
}

/**
 * Writes audit rows in their order, a thousand to a statement: an import or a
 * year start audits thousands of changes without a round trip per row. Call it
 * inside the transaction of the change.
 */
export async function writeAudits(db: Kysely<DB> | Transaction<DB>, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    await db.insertInto('audit_log').values(entries.slice(start, start + 1000).map(auditRow)).execute();
  }
}
