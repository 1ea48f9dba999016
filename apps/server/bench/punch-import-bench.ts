import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { hashSessionToken } from '../src/features/session/session-token';
import { addDays, toLocalDateTime } from '../src/lib/local-time';

export const PUNCH_IMPORT_EMPLOYEES = 2_000;
const DAYS = 25;

/** An HR session written directly, as the bench employees' are (no argon2 in the figures). */
async function hrCookie(db: Kysely<DB>): Promise<string> {
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

/** 2,000 people x 25 days x in and out: 100,000 terminal punches, without directions (paired by time). */
function terminalFile(empIds: readonly string[]): string {
  const today = toLocalDateTime(new Date(), 'Asia/Manila').date;
  const lines = ['emp_id,datetime,direction,device'];
  let seed = 20261125;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const at = (day: string, minutes: number) =>
    `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
  for (let back = DAYS; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    for (const empId of empIds) {
      lines.push(`${empId},${at(day, 7 * 60 + 40 + Math.floor(random() * 30))},,GATE-${1 + Math.floor(random() * 4)}`);
      lines.push(`${empId},${at(day, 17 * 60 + Math.floor(random() * 45))},,GATE-${1 + Math.floor(random() * 4)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function upload(
  base: string,
  cookie: string,
  csv: string,
): Promise<{ ms: number; added: number; unchanged: number; status: number }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'terminal.csv');
  const started = performance.now();
  const response = await fetch(`${base}/v1/admin/punches/import`, {
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

/** The terminal import at the size of a month of a large site, then the same file again. */
export async function measurePunchImport(
  db: Kysely<DB>,
  base: string,
  empIds: readonly string[],
): Promise<[string, string][]> {
  const cookie = await hrCookie(db);
  const csv = terminalFile(empIds.slice(0, PUNCH_IMPORT_EMPLOYEES));
  const rows = csv.split('\n').length - 2;
  const first = await upload(base, cookie, csv);
  const again = await upload(base, cookie, csv);
  const megabytes = (Buffer.byteLength(csv) / 1024 / 1024).toFixed(1);
  return [
    [
      `punch import: ${rows} terminal punches, ${PUNCH_IMPORT_EMPLOYEES} employees (${megabytes} MB CSV), ms`,
      `${first.ms.toFixed(0)} (HTTP ${first.status}, added ${first.added}, unchanged ${first.unchanged})`,
    ],
    [
      '  the same file again, ms (changes nothing)',
      `${again.ms.toFixed(0)} (HTTP ${again.status}, added ${again.added}, unchanged ${again.unchanged}); ratio again / first ${(again.ms / first.ms).toFixed(2)}`,
    ],
  ];
}
