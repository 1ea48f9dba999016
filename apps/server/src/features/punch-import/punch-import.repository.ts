import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import type { IncomingPunch, PlacedPunch, StoredPunch } from './place-punches';

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

/**
 * The file's rows, held for this transaction only: a large file is checked and
 * placed from here a group of people at a time, never whole in the server's memory.
 */
export async function createStagedPunches(trx: Trx): Promise<void> {
  await sql`create temporary table staged_punches (
      row int not null, emp_id text not null, local_date date not null, local_time time not null,
      direction text, device text, punched_at timestamptz not null
    ) on commit drop`.execute(trx);
}

/** A row of the file as the importer read it, on the company's wall clock. */
export interface StagedRow {
  row: number;
  empId: string;
  date: string;
  time: string;
  direction: 'in' | 'out' | null;
  device: string | null;
}

/** Stores one batch of the file's rows, each with its instant on the company clock. */
export async function stagePunches(trx: Trx, rows: readonly StagedRow[], timeZone: string): Promise<void> {
  await sql`
    insert into staged_punches (row, emp_id, local_date, local_time, direction, device, punched_at)
    select row, emp_id, local_date, local_time, direction, device, (local_date + local_time) at time zone ${timeZone}
    from unnest(${rows.map((r) => r.row)}::int[], ${rows.map((r) => r.empId)}::text[], ${rows.map((r) => r.date)}::date[],
      ${rows.map((r) => r.time)}::time[], ${rows.map((r) => r.direction)}::text[], ${rows.map((r) => r.device)}::text[])
      as incoming (row, emp_id, local_date, local_time, direction, device)`.execute(trx);
}

/** Indexes the staged rows by person and time, once they are all in. */
export async function indexStagedPunches(trx: Trx): Promise<void> {
  await sql`create index on staged_punches (emp_id, punched_at, row)`.execute(trx);
  await sql`analyze staged_punches`.execute(trx);
}

/**
 * The staged rows that cannot be imported, in row order, the first `limit` of them
 * as messages, with how many there are: a person who is not an employee, or a punch
 * still to come (a terminal's clock may run `slackSeconds` ahead).
 */
export async function findStagedProblems(trx: Trx, slackSeconds: number, limit: number): Promise<{ listed: ProblemLine[]; count: number }> {
  const { rows } = await sql<{ row: number; emp_id: string; at: string; unknown: boolean; total: string }>`
    select staged.row, staged.emp_id, to_char(staged.local_date, 'YYYY-MM-DD') || ' ' || to_char(staged.local_time, 'HH24:MI:SS') as at,
      employees.emp_id is null as unknown, count(*) over () as total
    from staged_punches staged left join employees using (emp_id)
    where employees.emp_id is null or staged.punched_at > clock_timestamp() + make_interval(secs => ${slackSeconds})
    order by staged.row
    limit ${limit}`.execute(trx);
  return {
    listed: rows.map((problem) =>
      problem.unknown ? rowProblem(problem.row, say('import.no_employee', { empId: problem.emp_id })) : rowProblem(problem.row, say('import.punch_in_future', { at: problem.at })),
    ),
    count: Number(rows[0]?.total ?? 0),
  };
}

/** Everyone the file has punches for, in number order. */
export async function listStagedPeople(trx: Trx): Promise<string[]> {
  const { rows } = await sql<{ emp_id: string }>`select distinct emp_id from staged_punches order by emp_id`.execute(trx);
  return rows.map((row) => row.emp_id);
}

/** The staged punches of the people numbered from `first` to `last`, by person, then time, then row. */
export async function readStagedPunches(trx: Trx, first: string, last: string): Promise<IncomingPunch[]> {
  // The instant as float8 milliseconds: a JavaScript number as it comes (staged times are whole seconds).
  const { rows } = await sql<{ row: number; emp_id: string; at: number; local_date: string; local_time: string; direction: 'in' | 'out' | null; device: string | null }>`
    select row, emp_id, (extract(epoch from punched_at) * 1000)::float8 as at, local_date::text as local_date,
      to_char(local_time, 'HH24:MI:SS') as local_time, direction, device
    from staged_punches where emp_id between ${first} and ${last}
    order by emp_id, punched_at, row`.execute(trx);
  return rows.map((row) => ({
    row: row.row,
    empId: row.emp_id,
    at: row.at,
    localDate: row.local_date,
    localTime: row.local_time,
    direction: row.direction,
    device: row.device,
  }));
}
