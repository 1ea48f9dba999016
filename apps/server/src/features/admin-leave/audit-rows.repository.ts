import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { AuditEntry } from '../../lib/audit';

const ROWS_PER_INSERT = 1000;

/**
 * Writes many audit rows in a few statements, as writeAudit writes one: a year
 * start or an import of thousands of entitlements audits each of them without a
 * round trip per row. Call it inside the transaction of the change.
 */
export async function writeAuditRows(db: Kysely<DB> | Transaction<DB>, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    const chunk = entries.slice(start, start + ROWS_PER_INSERT);
    await db
      .insertInto('audit_log')
      .values(
        chunk.map((entry) => ({
          actor_emp_id: entry.actorEmpId,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          before: entry.before === undefined ? null : JSON.stringify(entry.before),
          after: entry.after === undefined ? null : JSON.stringify(entry.after),
          request_id: entry.requestId ?? null,
        })),
      )
      .execute();
  }
}
