import { z } from 'zod';
import { SHIFT_IMPORT_COLUMNS, ShiftBody } from '@portal/contracts/admin-shifts';
import type { ImportDefinition } from '../../admin/run-import';
import { writeAudit } from '../../lib/audit';
import { blankToUndefined, repeatedKeyProblems } from './import-helpers';
import * as shifts from './shifts.repository';

/** The CSV's text cells, as the JSON body of a shift. */
const shiftRow = z
  .record(z.string(), z.string())
  .transform((values): z.input<typeof ShiftBody> => {
    const minutes = blankToUndefined(values.break_minutes);
    return {
      shift: values.shift ?? '',
      shiftdesc: values.shiftdesc ?? '',
      timein: values.timein ?? '',
      timeout: values.timeout ?? '',
      break_start: blankToUndefined(values.break_start) ?? null,
      break_minutes: minutes === undefined ? undefined : /^\d+$/.test(minutes.trim()) ? Number(minutes) : Number.NaN,
    };
  })
  .pipe(ShiftBody);

function sameShift(stored: shifts.StoredShift, incoming: ShiftBody): boolean {
  return (
    stored.shiftdesc === incoming.shiftdesc &&
    stored.timein === incoming.timein &&
    stored.timeout === incoming.timeout &&
    stored.break_start === incoming.break_start &&
    stored.break_minutes === incoming.break_minutes
  );
}

/** Adds new shift codes and changes those already in the table; a row equal to the stored shift is left alone. */
export function shiftImport(actorEmpId: string, requestId: string): ImportDefinition<ShiftBody> {
  return {
    entity: 'shifts',
    noun: 'shift',
    columns: SHIFT_IMPORT_COLUMNS,
    rowSchema: shiftRow,
    check: async (_trx, rows) => repeatedKeyProblems(rows, (shift) => shift.shift, (shift) => ({ en: `shift ${shift.shift}`, fil: `shift ${shift.shift}` })),
    apply: async (trx, rows) => {
      const stored = await shifts.findShifts(trx, rows.map(({ value }) => value.shift));
      const counts = { added: 0, changed: 0, unchanged: 0 };
      for (const { value } of rows) {
        const before = stored.get(value.shift);
        if (before && sameShift(before, value)) {
          counts.unchanged += 1;
          continue;
        }
        if (before) await shifts.updateShift(trx, value);
        else await shifts.insertShift(trx, value);
        await writeAudit(trx, { actorEmpId, action: before ? 'update' : 'create', entity: 'shifts', entityId: value.shift, before: before ?? null, after: value, requestId });
        counts[before ? 'changed' : 'added'] += 1;
      }
      return counts;
    },
  };
}
