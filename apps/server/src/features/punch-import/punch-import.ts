import { z } from 'zod';
import { MAX_PUNCH_IMPORT_ROWS, PUNCH_IMPORT_COLUMNS } from '@portal/contracts/punch-import';
import type { ImportDefinition, ParsedRow } from '../../admin/run-import';
import { getCompanyTimeZone } from '../../company/company.repository';
import { addDays, instantOfLocal, weekdayOf } from '../../lib/local-time';
import { readPunchFile } from './punch-file';
import { placePunches, type IncomingPunch, type PlacedPunch } from './place-punches';
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
type PunchRow = z.output<typeof punchRow>;

/** A terminal's clock may run a little ahead of the server's. */
const FUTURE_SLACK_MS = 60_000;

export const PUNCH_IMPORT_ENTITY = 'punches';

function toIncoming(rows: ParsedRow<PunchRow>[], timeZone: string): IncomingPunch[] {
  return rows.map(({ row, value }) => ({
    row,
    empId: value.emp_id,
    at: instantOfLocal(value.datetime.date, value.datetime.time, timeZone).getTime(),
    localDate: value.datetime.date,
    localTime: value.datetime.time,
    direction: value.direction,
    device: value.device,
  }));
}

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

/**
 * Terminal punches, CSV or attendance log: all or nothing, with a dry run. Punches
 * already stored (the same person within a minute) are skipped and counted as
 * unchanged, so the same file twice changes nothing; a punch without a direction is
 * paired in time order (see placePunches). Stored as source `import`, with the device.
 */
export function punchImport(): ImportDefinition<PunchRow> {
  return {
    entity: PUNCH_IMPORT_ENTITY,
    noun: 'punch',
    columns: PUNCH_IMPORT_COLUMNS,
    maxRows: MAX_PUNCH_IMPORT_ROWS,
    read: readPunchFile,
    rowSchema: punchRow,
    check: async (trx, rows) => {
      const known = await repository.findEmployeeIds(trx, [...new Set(rows.map(({ value }) => value.emp_id))]);
      const timeZone = await getCompanyTimeZone(trx);
      const latest = Date.now() + FUTURE_SLACK_MS;
      const problems: string[] = [];
      for (const punch of toIncoming(rows, timeZone)) {
        if (!known.has(punch.empId)) problems.push(`Row ${punch.row}: there is no employee ${punch.empId}`);
        else if (punch.at > latest) problems.push(`Row ${punch.row}: ${punch.localDate} ${punch.localTime} is still to come; check the terminal's clock`);
      }
      return problems;
    },
    apply: async (trx, rows) => {
      const timeZone = await getCompanyTimeZone(trx);
      const incoming = toIncoming(rows, timeZone).sort((a, b) => a.empId.localeCompare(b.empId) || a.at - b.at || a.row - b.row);
      const empIds = [...new Set(incoming.map((punch) => punch.empId))].sort();
      await repository.lockEmployees(trx, empIds);
      // A loop, not Math.min(...): a file's punches spread into one call's arguments overflow the stack.
      let first = Infinity;
      let last = -Infinity;
      for (const punch of incoming) {
        if (punch.at < first) first = punch.at;
        if (punch.at > last) last = punch.at;
      }
      // Far enough back to find the time-in an imported time-out closes.
      const stored = await repository.listStoredPunches(trx, empIds, new Date(first - 24 * 3_600_000), new Date(last + 24 * 3_600_000));
      const dates = incoming.map((punch) => punch.localDate).sort();
      const facts = await repository.loadShiftFacts(trx, empIds, addDays(dates[0]!, -1), dates.at(-1)!);
      const placed: PlacedPunch[] = [];
      let skipped = 0;
      let start = 0;
      while (start < incoming.length) {
        const empId = incoming[start]!.empId;
        let end = start;
        while (end < incoming.length && incoming[end]!.empId === empId) end += 1;
        const result = placePunches(incoming.slice(start, end), stored.get(empId) ?? [], dayOfTimeInFor(empId, facts));
        for (const punch of result.placed) placed.push(punch);
        skipped += result.skipped;
        start = end;
      }
      await repository.insertTerminalPunches(trx, placed);
      return {
        added: placed.length,
        changed: 0,
        unchanged: skipped,
        ...(skipped > 0 ? { note: `${skipped} ${skipped === 1 ? 'was' : 'were'} already stored (the same person within a minute) and ${skipped === 1 ? 'is' : 'are'} skipped.` } : {}),
      };
    },
  };
}
