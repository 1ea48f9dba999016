import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { PlacedPunch, StoredPunch } from './place-punches';

type Trx = Transaction<DB>;

/** Of these numbers, those that are employees. */
export async function findEmployeeIds(trx: Trx, empIds: readonly string[]): Promise<Set<string>> {
  const rows = await trx.selectFrom('employees').select('emp_id').where('emp_id', '=', sql<string>`any(${[...empIds]}::text[])`).execute();
  return new Set(rows.map((row) => row.emp_id));
}

/** Holds the time clock off these people while their punches are placed (record_punch takes the same row lock). */
export async function lockEmployees(trx: Trx, empIds: readonly string[]): Promise<void> {
  await sql`select emp_id from employees where emp_id = any(${[...empIds]}::text[]) order by emp_id for update`.execute(trx);
}

/** Each person's live punches between two instants, in time order. */
export async function listStoredPunches(trx: Trx, empIds: readonly string[], from: Date, to: Date): Promise<Map<string, StoredPunch[]>> {
  const { rows } = await sql<{ emp_id: string; at: string; direction: 'in' | 'out'; trdate: string }>`
    select emp_id, (extract(epoch from punched_at) * 1000)::bigint::text as at, direction, trdate::text as trdate
    from punches
    where emp_id = any(${[...empIds]}::text[]) and superseded_at is null and punched_at between ${from} and ${to}
    order by emp_id, punched_at`.execute(trx);
  const byPerson = new Map<string, StoredPunch[]>();
  for (const row of rows) {
    const list = byPerson.get(row.emp_id) ?? [];
    list.push({ at: Number(row.at), direction: row.direction, trdate: row.trdate });
    byPerson.set(row.emp_id, list);
  }
  return byPerson;
}

export interface ShiftFacts {
  shifts: Map<string, { timein: string; timeout: string }>;
  people: Map<string, { defaultShift: string | null; restDays: number[] }>;
  /** Approved shift changes, newest first per person. */
  changes: Map<string, { frdate: string; todate: string; shift: string }[]>;
}

/** What the night-shift rule needs for these people over these days. */
export async function loadShiftFacts(trx: Trx, empIds: readonly string[], fromDate: string, toDate: string): Promise<ShiftFacts> {
  const ids = [...empIds];
  const [shifts, people, changes] = await Promise.all([
    trx.selectFrom('shifts').select(['shift', sql<string>`timein::text`.as('timein'), sql<string>`timeout::text`.as('timeout')]).execute(),
    trx.selectFrom('employees').select(['emp_id', 'default_shift', 'rest_days']).where('emp_id', '=', sql<string>`any(${ids}::text[])`).execute(),
    sql<{ emp_id: string; frdate: string; todate: string; shift: string }>`
      select emp_id, frdate::text as frdate, todate::text as todate, shift from shift_changes
      where emp_id = any(${ids}::text[]) and overall_status = 'A' and frdate <= ${toDate}::date and todate >= ${fromDate}::date
      order by recid desc`.execute(trx),
  ]);
  const byPerson = new Map<string, { frdate: string; todate: string; shift: string }[]>();
  for (const change of changes.rows) byPerson.set(change.emp_id, [...(byPerson.get(change.emp_id) ?? []), change]);
  return {
    shifts: new Map(shifts.map((shift) => [shift.shift, { timein: shift.timein, timeout: shift.timeout }])),
    people: new Map(people.map((person) => [person.emp_id, { defaultShift: person.default_shift, restDays: person.rest_days }])),
    changes: byPerson,
  };
}

const INSERT_CHUNK = 10_000;

/** Stores the placed punches, marked as a terminal's, in a few statements however many there are. */
export async function insertTerminalPunches(trx: Trx, punches: readonly PlacedPunch[]): Promise<void> {
  for (let start = 0; start < punches.length; start += INSERT_CHUNK) {
    const chunk = punches.slice(start, start + INSERT_CHUNK);
    await sql`
      insert into punches (emp_id, trdate, direction, punched_at, source, device)
      select emp_id, trdate, direction, punched_at, 'import', device
      from unnest(${chunk.map((p) => p.empId)}::text[], ${chunk.map((p) => p.trdate)}::date[], ${chunk.map((p) => p.direction)}::text[],
        ${chunk.map((p) => new Date(p.at).toISOString())}::timestamptz[], ${chunk.map((p) => p.device)}::text[])
        as incoming (emp_id, trdate, direction, punched_at, device)`.execute(trx);
  }
}
