import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeBody, OfficeRow } from '@portal/contracts/admin-offices';
import type { DB } from '../../db/database';
import { settingsWritten } from '../../lib/request-freshness';

type Db = Kysely<DB> | Transaction<DB>;

export type OfficeValues = Omit<OfficeBody, 'id'>;

function selectOffices(db: Db) {
  return db
    .selectFrom('offices as o')
    .select(['o.id', 'o.name', 'o.address', 'o.lat', 'o.lng', 'o.radius_m', 'o.fence_mode'])
    .select((eb) => eb.selectFrom('employees as e').whereRef('e.office_id', '=', 'o.id').select(sql<number>`count(*)::int`.as('n')).as('employees'));
}

export async function listOffices(db: Db): Promise<OfficeRow[]> {
  const rows = await selectOffices(db).orderBy('o.name').execute();
  return rows.map((row) => ({ ...row, employees: Number(row.employees ?? 0) }));
}

export async function findOffice(db: Db, id: number): Promise<OfficeRow | undefined> {
  const row = await selectOffices(db).where('o.id', '=', id).executeTakeFirst();
  return row && { ...row, employees: Number(row.employees ?? 0) };
}

/** Locks an office row for the rest of the transaction, answering whether it exists. */
export async function lockOffice(trx: Transaction<DB>, id: number): Promise<boolean> {
  return (await trx.selectFrom('offices').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined;
}

export async function findOfficeNamed(db: Db, name: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('offices').select('id').where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
}

export async function insertOffice(db: Db, values: OfficeValues): Promise<number> {
  settingsWritten();
  return (await db.insertInto('offices').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateOffice(db: Db, id: number, values: OfficeValues): Promise<void> {
  settingsWritten();
  await db.updateTable('offices').set(values).where('id', '=', id).execute();
}

export async function deleteOffice(db: Db, id: number): Promise<void> {
  settingsWritten();
  await db.deleteFrom('offices').where('id', '=', id).execute();
}

export async function countHolidaysOfOffice(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('holidays').select(sql<number>`count(*)::int`.as('n')).where('office_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}
