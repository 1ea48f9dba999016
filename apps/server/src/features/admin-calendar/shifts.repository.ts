import { sql, type Kysely, type Transaction } from 'kysely';
import type { ShiftBody, ShiftRow } from '@portal/contracts/admin-shifts';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

/** A shift as HR edits it: times as HH:mm. */
export type StoredShift = Omit<ShiftRow, 'night' | 'employees'>;

const hhmm = (column: 'timein' | 'timeout' | 'break_start') => sql<string>`to_char(s.${sql.ref(column)}, 'HH24:MI')`.as(column);

function selectShifts(db: Db) {
  return db
    .selectFrom('shifts as s')
    .select(['s.shift', 's.shiftdesc', hhmm('timein'), hhmm('timeout'), sql<string | null>`to_char(s.break_start, 'HH24:MI')`.as('break_start'), 's.break_minutes']);
}

export async function listShifts(db: Db): Promise<ShiftRow[]> {
  const rows = await selectShifts(db)
    .select((eb) => eb.selectFrom('employees as e').whereRef('e.default_shift', '=', 's.shift').select(sql<number>`count(*)::int`.as('n')).as('employees'))
    .orderBy('s.shift')
    .execute();
  return rows.map((row) => ({ ...row, night: row.timeout <= row.timein, employees: Number(row.employees ?? 0) }));
}

export function findShift(db: Db, shift: string): Promise<StoredShift | undefined> {
  return selectShifts(db).where('s.shift', '=', shift).executeTakeFirst();
}

/** Every stored shift whose code is among these, by code (imports read them once). */
export async function findShifts(db: Db, codes: readonly string[]): Promise<Map<string, StoredShift>> {
  if (codes.length === 0) return new Map();
  const rows = await selectShifts(db).where('s.shift', 'in', [...codes]).execute();
  return new Map(rows.map((row) => [row.shift, row]));
}

export async function insertShift(db: Db, shift: ShiftBody): Promise<void> {
  await db.insertInto('shifts').values(shift).execute();
}

export async function updateShift(db: Db, shift: ShiftBody): Promise<void> {
  const { shift: code, ...fields } = shift;
  await db.updateTable('shifts').set(fields).where('shift', '=', code).execute();
}

export async function deleteShift(db: Db, shift: string): Promise<void> {
  await db.deleteFrom('shifts').where('shift', '=', shift).execute();
}

/** Who still uses a shift: employees by default, and shift-change requests of any status. */
export async function countShiftUses(db: Db, shift: string): Promise<{ employees: number; requests: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('employees').where('default_shift', '=', shift).select(sql<number>`count(*)::int`.as('n')).as('employees'),
      sql<number>`(select count(*)::int from shift_changes where shift = ${shift}) + (select count(*)::int from shift_change_groups where shift = ${shift})`.as('requests'),
    ])
    .executeTakeFirstOrThrow();
  return { employees: Number(row.employees ?? 0), requests: Number(row.requests) };
}

/** Takes the shift table's lock for the rest of the transaction, so a delete cannot race a new use. */
export async function lockShift(db: Db, shift: string): Promise<boolean> {
  const row = await db.selectFrom('shifts').select('shift').where('shift', '=', shift).forUpdate().executeTakeFirst();
  return row !== undefined;
}
