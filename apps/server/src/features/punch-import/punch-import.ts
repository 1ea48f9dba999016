import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import { MAX_LISTED_IMPORT_ERRORS, type ImportResult } from '@portal/contracts/admin';
import type { DB } from '../../db/database';
import type { ImportApplied } from '../../admin/run-import';
import { runStagedImport } from '../../admin/run-staged-import';
import { getCompanyTimeZone } from '../../company/company.repository';
import type { ImportRow } from '../../lib/csv-rows';
import { addDays, weekdayOf } from '../../lib/local-time';
import { rowIssues, stageRows, type FileRead, type ImportFileSource } from '../../lib/streamed-import';
import { readPunchFile } from './punch-file';
import { placePunches, type PlacedPunch } from './place-punches';
import * as repository from './punch-import.repository';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function isRealDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, date, hours, minutes, seconds = '00'] = match;
  const [year, month, day] = date!.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day && Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) < 60;
}

const punchRow = z.object({
  emp_id: z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, 'emp_id must be an employee number (up to 8 digits)')
    .transform((value) => value.padStart(8, '0')),
  datetime: z
    .string()
    .trim()
    .refine(isRealDateTime, 'datetime must be a date and time on the company clock, like 2026-11-20 08:01:23')
    .transform((value) => {
      const [, date, hours, minutes, seconds = '00'] = DATE_TIME.exec(value)!;
      return { date: date!, time: `${hours}:${minutes}:${seconds}` };
    }),
  direction: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => value || null)
    .pipe(z.enum(['in', 'out'], { error: 'direction must be in, out, or empty to pair punches by time' }).nullable()),
  device: z
    .string()
    .trim()
    .max(60, 'device must be at most 60 characters')
    .optional()
    .transform((value) => value || null),
});

/** A terminal's clock may run a little ahead of the server's. */
const FUTURE_SLACK_SECONDS = 60;
/** Rows stored in one statement while the file is read. */
const STAGE_BATCH = 5_000;
/** People whose punches are placed together: bounds the memory a file of any size needs. */
const PLACE_GROUP = 500;

export const PUNCH_IMPORT_ENTITY = 'punches';

/** The time clock's night-shift rule: a time-in before the end of yesterday's overnight shift belongs to yesterday. */
function dayOfTimeInFor(empId: string, facts: repository.ShiftFacts) {
  return (localDate: string, localTime: string): string => {
    const yesterday = addDays(localDate, -1);
    const change = facts.changes.get(empId)?.find((c) => c.frdate <= yesterday && c.todate >= yesterday);
    const person = facts.people.get(empId);
    const shiftName = change ? change.shift : person && !person.restDays.includes(weekdayOf(yesterday)) ? person.defaultShift : null;
    const shift = shiftName ? facts.shifts.get(shiftName) : undefined;
    return shift && shift.timeout <= shift.timein && localTime < shift.timeout ? yesterday : localDate;
  };
}

/** Reads the file into the staged rows, a batch at a time, checking each row on the way. */
async function stageFile(trx: Transaction<DB>, source: ImportFileSource): Promise<FileRead> {
  await repository.createStagedPunches(trx);
  const timeZone = await getCompanyTimeZone(trx);
  const read = await stageRows<ImportRow, repository.StagedRow>(readPunchFile(source), {
    check: ({ row, values }) => {
      const parsed = punchRow.safeParse(values);
      if (!parsed.success) return { problems: rowIssues(row, parsed.error.issues) };
      const { emp_id, datetime, direction, device } = parsed.data;
      return { value: { row, empId: emp_id, date: datetime.date, time: datetime.time, direction, device } };
    },
    store: (batch) => repository.stagePunches(trx, batch, timeZone),
    batchSize: STAGE_BATCH,
    listLimit: MAX_LISTED_IMPORT_ERRORS,
  });
  await repository.indexStagedPunches(trx);
  return read;
}

/** Places the staged punches among the stored ones, a group of people at a time, and stores them. */
async function placeStaged(trx: Transaction<DB>): Promise<ImportApplied> {
  const people = await repository.listStagedPeople(trx);
  await repository.lockEmployees(trx, people);
  let added = 0;
  let skipped = 0;
  for (let start = 0; start < people.length; start += PLACE_GROUP) {
    const group = people.slice(start, start + PLACE_GROUP);
    const incoming = await repository.readStagedPunches(trx, group[0]!, group.at(-1)!);
    let first = Infinity;
    let last = -Infinity;
    let firstDate = incoming[0]!.localDate;
    let lastDate = firstDate;
    for (const punch of incoming) {
      if (punch.at < first) first = punch.at;
      if (punch.at > last) last = punch.at;
      if (punch.localDate < firstDate) firstDate = punch.localDate;
      if (punch.localDate > lastDate) lastDate = punch.localDate;
    }
    // Far enough back to find the time-in an imported time-out closes.
    const stored = await repository.listStoredPunches(trx, group, new Date(first - 24 * 3_600_000), new Date(last + 24 * 3_600_000));
    const facts = await repository.loadShiftFacts(trx, group, addDays(firstDate, -1), lastDate);
    const placed: PlacedPunch[] = [];
    let from = 0;
    while (from < incoming.length) {
      const empId = incoming[from]!.empId;
      let end = from;
      while (end < incoming.length && incoming[end]!.empId === empId) end += 1;
      const result = placePunches(incoming.slice(from, end), stored.get(empId) ?? [], dayOfTimeInFor(empId, facts));
      for (const punch of result.placed) placed.push(punch);
      skipped += result.skipped;
      from = end;
    }
    await repository.insertTerminalPunches(trx, placed);
    added += placed.length;
  }
  return {
    added,
    changed: 0,
    unchanged: skipped,
    ...(skipped > 0 ? { note: `${skipped} ${skipped === 1 ? 'was' : 'were'} already stored (the same person within a minute) and ${skipped === 1 ? 'is' : 'are'} skipped.` } : {}),
  };
}

export interface PunchImportRun {
  fileName: string;
  source: ImportFileSource;
  dryRun: boolean;
  actorEmpId: string;
  requestId?: string;
}

/**
 * Terminal punches, CSV or attendance log, of any size: all or nothing, with a dry
 * run. The file is read as a stream into rows staged in the import's own
 * transaction, checked there, and placed a group of people at a time, so memory
 * does not grow with the file. Punches already stored (the same person within a
 * minute) are skipped and counted as unchanged, so the same file twice changes
 * nothing; a punch without a direction is paired in time order (see placePunches).
 * Stored as source `import`, with the device. A dry run does all of it and rolls
 * back, so what it reports is what the import would do.
 */
export function importPunches(db: Kysely<DB>, run: PunchImportRun): Promise<ImportResult> {
  return runStagedImport(
    db,
    {
      entity: PUNCH_IMPORT_ENTITY,
      noun: 'punch',
      stage: (trx) => stageFile(trx, run.source),
      check: async (trx, limit) => [await repository.findStagedProblems(trx, FUTURE_SLACK_SECONDS, limit)],
      apply: (trx) => placeStaged(trx),
    },
    run,
  );
}
