import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { PERSONAL_DATA_TABLES, type PersonalDataTable } from '../../db/personal-data-tables';

/**
 * Columns that are secrets or another person's data, never part of an archive: how
 * to sign in as the person (hashes, tokens), and where HR read from.
 */
const WITHHELD: Partial<Record<PersonalDataTable, string[]>> = {
  user_accounts: ['password_hash'],
  sessions: ['token_hash', 'id_token'],
  access_log: ['address'],
};

export type OwnRows = Record<PersonalDataTable, unknown[]>;

/**
 * A person's rows of every table, as JSON the database builds (dates as ISO text,
 * numbers exact), in one repeatable-read transaction so the tables agree.
 */
export async function readOwnRows(db: Kysely<DB>, empId: string): Promise<OwnRows> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const entries = [];
      for (const { table, column } of PERSONAL_DATA_TABLES) {
        const withheld = WITHHELD[table] ?? [];
        const { rows } = await sql<{ rows: unknown[] }>`
          select coalesce(jsonb_agg(to_jsonb(t) - ${withheld}::text[]), '[]'::jsonb) as rows
          from ${sql.table(table)} t where ${sql.ref(`t.${column}`)} = ${empId}`.execute(trx);
        entries.push([table, rows[0]?.rows ?? []] as const);
      }
      return Object.fromEntries(entries) as OwnRows;
    });
}

/** The person's own uploaded documents, to put in the archive as they were uploaded. */
export function listOwnDocuments(db: Kysely<DB>, empId: string) {
  return db
    .selectFrom('documents')
    .select(['key', 'original_name'])
    .where('owner_emp_id', '=', empId)
    .orderBy('created_at')
    .execute();
}

/** The periods of the person's payslips, and the years they fall in (for BIR Form 2316). */
export function listOwnPayslipPeriods(db: Kysely<DB>, empId: string) {
  return db
    .selectFrom('payslips')
    .select(['year', 'month', 'period'])
    .where('emp_id', '=', empId)
    .orderBy('year')
    .orderBy('month')
    .orderBy('period')
    .execute();
}

export function listOwnApprovedCertificates(db: Kysely<DB>, empId: string) {
  return db
    .selectFrom('coe_requests')
    .select('recid')
    .where('emp_id', '=', empId)
    .where('overall_status', '=', 'A')
    .orderBy('recid')
    .execute();
}
