import { z } from 'zod';
import { SCHEDULE_IMPORT_COLUMNS, shiftCodeField } from '@portal/contracts/admin-shifts';
import { spreadsheetWeekdays } from '../../lib/spreadsheet-columns';
import { employeeNumber } from '@portal/contracts/common';
import type { ImportDefinition } from '../../admin/run-import';
import { rowProblem } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import { repeatedKeyProblems } from './import-helpers';
import * as schedules from './schedules.repository';
import { auditScheduleChange, sameSchedule } from './schedules.service';

const scheduleRow = z.object({
  emp_id: employeeNumber('emp_id', 'emp_id must be an employee number of up to 8 digits'),
  default_shift: shiftCodeField('default_shift'),
  rest_days: spreadsheetWeekdays('rest_days'),
});
type ScheduleImportRow = z.output<typeof scheduleRow>;

/** Sets each listed employee's default shift and rest days; a row equal to the stored schedule is left alone. */
export function scheduleImport(actorEmpId: string, requestId: string): ImportDefinition<ScheduleImportRow> {
  return {
    entity: 'schedules',
    noun: 'schedule',
    columns: SCHEDULE_IMPORT_COLUMNS,
    rowSchema: scheduleRow,
    check: async (trx, rows) => {
      const problems = repeatedKeyProblems(rows, (row) => row.emp_id, (row) => ({ en: `employee ${row.emp_id}`, fil: `empleyadong ${row.emp_id}` }));
      const [stored, shiftCodes] = await Promise.all([
        schedules.lockSchedules(trx, rows.map(({ value }) => value.emp_id)),
        schedules.existingShiftCodes(trx, rows.map(({ value }) => value.default_shift)),
      ]);
      for (const { row, value } of rows) {
        if (!stored.has(value.emp_id)) problems.push(rowProblem(row, say('import.no_employee', { empId: value.emp_id })));
        if (!shiftCodes.has(value.default_shift)) problems.push(rowProblem(row, say('import.no_shift', { shift: value.default_shift })));
      }
      return problems;
    },
    apply: async (trx, rows) => {
      const stored = await schedules.lockSchedules(trx, rows.map(({ value }) => value.emp_id));
      const counts = { added: 0, changed: 0, unchanged: 0 };
      for (const { value } of rows) {
        const before = stored.get(value.emp_id)!;
        if (sameSchedule(before, value)) {
          counts.unchanged += 1;
          continue;
        }
        await schedules.updateSchedules(trx, [value.emp_id], value);
        await auditScheduleChange(trx, { actorEmpId, requestId, before, after: value });
        counts.changed += 1;
      }
      return counts;
    },
  };
}
