import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import { MAX_LISTED_IMPORT_ERRORS, type ImportResult } from '@portal/contracts/admin';
import type { DB } from '../../db/database';
import { holdImportLock } from '../../admin/import-lock';
import { describeImport, DryRunDone, inRowOrder, problemsAnswer, refuse, type ImportApplied } from '../../admin/run-import';
import { getCompanyTimeZone } from '../../company/company.repository';
import { writeAudit } from '../../lib/audit';
import { addDays, weekdayOf } from '../../lib/local-time';
import { readPunchFile, type PunchFileSource } from './punch-file';
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

/** What reading the file found: its rows (stored as they came), and its problems. */
interface FileRead {
  rows: number;
  /** A problem with the whole file, reported alone, as a file that was never read. */
  fatal: string | null;
  /** The first problems, in the order of the file. */
  problems: string[];
  problemCount: number;
}

/** Reads the file into the staged rows, a batch at a time, checking each row on the way. */
async function stageFile(trx: Transaction<DB>, source: PunchFileSource, timeZone: string): Promise<FileRead> {
  const read: FileRead = { rows: 0, fatal: null, problems: [], problemCount: 0 };
  const problem = (message: string) => {
    read.problemCount += 1;
    if (read.problems.length < MAX_LISTED_IMPORT_ERRORS) read.problems.push(message);
  };
  let batch: repository.StagedRow[] = [];
  // The database stores one batch while the next is read: the server's work and the
  // database's overlap. A failure is kept until awaited (never an unhandled rejection).
  let storing: Promise<unknown> = Promise.resolve(null);
  const store = async (rows: repository.StagedRow[]) => {
    const failure = await storing;
    if (failure) throw failure;
    storing = repository.stagePunches(trx, rows, timeZone).then(
      () => null,
      (error: unknown) => error ?? new Error('staging failed'),
    );
  };
  for await (const item of readPunchFile(source)) {
    if ('error' in item) {
      if (item.fatal) {
        read.fatal = item.error;
        break;
      }
      problem(item.error);
      continue;
    }
    read.rows += 1;
    const parsed = punchRow.safeParse(item.values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problem(`Row ${item.row}: ${issue.message}`);
      continue;
    }
    const { emp_id, datetime, direction, device } = parsed.data;
    batch.push({ row: item.row, empId: emp_id, date: datetime.date, time: datetime.time, direction, device });
    if (batch.length === STAGE_BATCH) {
      await store(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await store(batch);
  const failure = await storing;
  if (failure) throw failure;
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
  source: PunchFileSource;
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
export async function importPunches(db: Kysely<DB>, run: PunchImportRun): Promise<ImportResult> {
  let rows = 0;
  try {
    const counts = await db.transaction().execute(async (trx) => {
      await holdImportLock(trx, PUNCH_IMPORT_ENTITY);
      await repository.createStagedPunches(trx);
      const read = await stageFile(trx, run.source, await getCompanyTimeZone(trx));
      if (read.fatal !== null) {
        if (!run.dryRun) refuse([read.fatal]);
        throw new DryRunDone({ problems: [read.fatal] });
      }
      rows = read.rows;
      const checked = await repository.findStagedProblems(trx, FUTURE_SLACK_SECONDS, MAX_LISTED_IMPORT_ERRORS);
      const total = read.problemCount + checked.total;
      if (total > 0) {
        const listed = inRowOrder([...read.problems, ...checked.listed]).slice(0, MAX_LISTED_IMPORT_ERRORS);
        if (!run.dryRun) refuse(listed, total);
        throw new DryRunDone({ problems: listed, total });
      }
      const applied = await placeStaged(trx);
      if (run.dryRun) throw new DryRunDone({ counts: applied });
      await writeAudit(trx, {
        actorEmpId: run.actorEmpId,
        action: 'import',
        entity: PUNCH_IMPORT_ENTITY,
        entityId: run.fileName.slice(0, 200),
        after: { rows, added: applied.added, changed: applied.changed, unchanged: applied.unchanged },
        requestId: run.requestId,
      });
      return applied;
    });
    return { message: describeImport('punch', rows, counts, false), dryRun: false, rows, ...countsOf(counts), errors: [] };
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
    if ('problems' in error.outcome) return problemsAnswer(error.outcome.problems, rows, error.outcome.total);
    return { message: describeImport('punch', rows, error.outcome.counts, true), dryRun: true, rows, ...countsOf(error.outcome.counts), errors: [] };
  }
}

const countsOf = ({ added, changed, unchanged }: ImportApplied) => ({ added, changed, unchanged });
