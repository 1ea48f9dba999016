import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { hashSessionToken } from '../src/features/session/session-token';
import { addDays, toLocalDateTime } from '../src/lib/local-time';
import { peakMemoryMb, resetPeakMemory } from './process-memory';

export const PUNCH_IMPORT_EMPLOYEES = 10_000;
const DAYS = 25;
/** In, out for lunch, back, out: a terminal's day. */
const PUNCHES_A_DAY = [7 * 60 + 40, 12 * 60, 12 * 60 + 50, 17 * 60] as const;

/** An HR session written directly, as the bench employees' are (no argon2 in the figures). */
export async function hrCookie(db: Kysely<DB>): Promise<string> {
  const token = `bench-hr-${randomBytes(8).toString('hex')}`;
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      username: 'hr',
      emp_id: '00000001',
      expires_at: sql<Date>`now() + interval '1 day'`,
    })
    .execute();
  return `portal_session=${token}`;
}

/** 10,000 people x 25 days x 4: 1,000,000 terminal punches, without directions (paired by time). */
function terminalFile(empIds: readonly string[], lastDayBack = 1): string {
  const today = toLocalDateTime(new Date(), 'Asia/Manila').date;
  const lines = ['emp_id,datetime,direction,device'];
  let seed = 20261125;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const at = (day: string, minutes: number) =>
    `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
  for (let back = lastDayBack + DAYS - 1; back >= lastDayBack; back -= 1) {
    const day = addDays(today, -back);
    for (const empId of empIds) {
      for (const minutes of PUNCHES_A_DAY) lines.push(`${empId},${at(day, minutes + Math.floor(random() * 30))},,GATE-${1 + Math.floor(random() * 4)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** One import call, timed from the first byte sent to the answer. */
export async function uploadImport(
  url: string,
  cookie: string,
  csv: string,
): Promise<{ ms: number; added: number; unchanged: number; status: number }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'import.csv');
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-request-id': randomBytes(8).toString('hex') },
  });
  const answer = (await response.json()) as { added?: number; unchanged?: number };
  return {
    ms: performance.now() - started,
    added: answer.added ?? -1,
    unchanged: answer.unchanged ?? -1,
    status: response.status,
  };
}

const upload = (base: string, cookie: string, csv: string) => uploadImport(`${base}/v1/admin/punches/import`, cookie, csv);

/**
 * The ceiling: the same rows written by the plainest means, batches of 10,000 through
 * unnest into a table of its own with no index or trigger, in one transaction.
 */
async function plainInsert(db: Kysely<DB>, csv: string): Promise<number> {
  await sql`create table if not exists bench_plain_punches (emp_id text, punched_at timestamptz, device text)`.execute(db);
  await sql`truncate bench_plain_punches`.execute(db);
  const lines = csv.split('\n').slice(1, -1);
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < lines.length; start += 10_000) {
      const fields = lines.slice(start, start + 10_000).map((line) => line.split(','));
      await sql`insert into bench_plain_punches select emp_id, (at::timestamp) at time zone 'Asia/Manila', device
        from unnest(${fields.map((f) => f[0])}::text[], ${fields.map((f) => f[1])}::text[], ${fields.map((f) => f[3])}::text[]) as row (emp_id, at, device)`.execute(trx);
    }
  });
  const ms = performance.now() - started;
  await sql`drop table bench_plain_punches`.execute(db);
  return ms;
}

/**
 * A month of a large company's terminals in one file, then the same file again, with
 * the server's peak memory, against the ceiling of a plain insert of the same rows.
 */
export async function measurePunchImport(
  db: Kysely<DB>,
  base: string,
  empIds: readonly string[],
  portalPid: number,
): Promise<[string, string][]> {
  const cookie = await hrCookie(db);
  const csv = terminalFile(empIds.slice(0, PUNCH_IMPORT_EMPLOYEES));
  const rows = csv.split('\n').length - 2;
  const ceilingMs = await plainInsert(db, csv);
  const before = peakMemoryMb(portalPid);
  // A tenth of the file first (other people, earlier days): memory that grew with the
  // file would show as a higher peak for the whole one.
  const tenth = terminalFile(empIds.slice(0, PUNCH_IMPORT_EMPLOYEES / 10), DAYS + 1);
  resetPeakMemory(portalPid);
  const small = await upload(base, cookie, tenth);
  const smallPeak = peakMemoryMb(portalPid);
  resetPeakMemory(portalPid);
  const first = await upload(base, cookie, csv);
  const firstPeak = peakMemoryMb(portalPid);
  resetPeakMemory(portalPid);
  const again = await upload(base, cookie, csv);
  const againPeak = peakMemoryMb(portalPid);
  const megabytes = (Buffer.byteLength(csv) / 1024 / 1024).toFixed(1);
  const perSecond = (ms: number) => ((rows / ms) * 1000).toFixed(0);
  return [
    [`ceiling: ${rows} rows as a plain insert (no index, trigger or check), rows/s`, `${perSecond(ceilingMs)} (${ceilingMs.toFixed(0)} ms)`],
    [
      `punch import: ${rows} terminal punches, ${PUNCH_IMPORT_EMPLOYEES} employees (${megabytes} MB CSV), rows/s (goal >= 50000)`,
      `${perSecond(first.ms)} (${first.ms.toFixed(0)} ms; HTTP ${first.status}, added ${first.added}, unchanged ${first.unchanged}); ratio to the ceiling ${(ceilingMs / first.ms).toFixed(2)}`,
    ],
    [
      '  server peak memory during it, MB (a tenth of the file; before either)',
      `${firstPeak.toFixed(0)} (${smallPeak.toFixed(0)} for ${small.added} rows in ${small.ms.toFixed(0)} ms, HTTP ${small.status}; ${before.toFixed(0)})`,
    ],
    [
      '  the same file again, rows/s (changes nothing)',
      `${perSecond(again.ms)} (${again.ms.toFixed(0)} ms; HTTP ${again.status}, added ${again.added}, unchanged ${again.unchanged}); server peak ${againPeak.toFixed(0)} MB`,
    ],
  ];
}
