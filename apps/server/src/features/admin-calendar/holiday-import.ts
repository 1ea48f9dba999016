import type { Transaction } from 'kysely';
import { z } from 'zod';
import { HOLIDAY_IMPORT_COLUMNS, holidayType } from '@portal/contracts/admin-holidays';
import type { DB } from '../../db/database';
import type { ImportDefinition } from '../../admin/run-import';
import { writeAudit } from '../../lib/audit';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import { blankToUndefined, repeatedKeyProblems } from './import-helpers';
import * as holidays from './holidays.repository';
import { HOLIDAY_ENTITY, auditValues } from './holidays.service';
import { spreadsheetDate } from '../../lib/spreadsheet-columns';

const holidayRow = z.object({
  date: spreadsheetDate('date'),
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
  type: z.string().trim().toUpperCase().pipe(holidayType),
  /** An office's name or number; empty: the whole company. */
  office: z.string().optional().transform((value) => blankToUndefined(value)?.trim() ?? null),
});
type HolidayImportRow = z.output<typeof holidayRow>;

/** Finds an office by its number or its name (any case); null for an empty cell, undefined when there is none. */
async function officeResolver(trx: Transaction<DB>): Promise<(office: string | null) => number | null | undefined> {
  const offices = await holidays.listOfficeNames(trx);
  return (office) => {
    if (office === null) return null;
    const found = offices.find((o) => String(o.id) === office || o.name.toLowerCase() === office.toLowerCase());
    return found?.id;
  };
}

/**
 * Adds holidays, and changes the name or type of one already on that date for the
 * same scope (date and office are the key). A row equal to the stored holiday is
 * left alone; holidays not in the file are never deleted.
 */
export function holidayImport(actorEmpId: string, requestId: string): ImportDefinition<HolidayImportRow> {
  return {
    entity: HOLIDAY_ENTITY,
    noun: 'holiday',
    columns: HOLIDAY_IMPORT_COLUMNS,
    rowSchema: holidayRow,
    check: async (trx, rows) => {
      const officeIdOf = await officeResolver(trx);
      const problems: ProblemLine[] = [];
      for (const { row, value } of rows) {
        if (officeIdOf(value.office) === undefined) problems.push(rowProblem(row, say('import.no_office', { office: String(value.office) })));
      }
      const scoped = (value: HolidayImportRow) => `${value.date}|${officeIdOf(value.office) ?? 0}`;
      return [...problems, ...repeatedKeyProblems(rows, scoped, (value) => ({ en: `${value.date}${value.office ? ` for ${value.office}` : ''}`, fil: `${value.date}${value.office ? ` para sa ${value.office}` : ''}` }))];
    },
    apply: async (trx, rows) => {
      await holidays.lockCalendar(trx);
      const officeIdOf = await officeResolver(trx);
      const counts = { added: 0, changed: 0, unchanged: 0 };
      for (const { value } of rows) {
        const values = { holiday_date: value.date, name: value.name, type: value.type, office_id: officeIdOf(value.office) ?? null };
        const before = await holidays.findHolidayOn(trx, values.holiday_date, values.office_id);
        if (before && before.name === values.name && before.type === values.type) {
          counts.unchanged += 1;
          continue;
        }
        const id = before ? before.id : await holidays.insertHoliday(trx, values);
        if (before) await holidays.updateHoliday(trx, id, values);
        const after = (await holidays.findHoliday(trx, id))!;
        await writeAudit(trx, { actorEmpId, action: before ? 'update' : 'create', entity: HOLIDAY_ENTITY, entityId: String(id), before: before ? auditValues(before) : null, after: auditValues(after), requestId });
        counts[before ? 'changed' : 'added'] += 1;
      }
      return counts;
    },
  };
}
