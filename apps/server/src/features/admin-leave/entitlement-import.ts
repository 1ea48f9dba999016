import { z } from 'zod';
import { ENTITLEMENT_IMPORT_COLUMNS, leaveHours, leaveYear, payItemCode } from '@portal/contracts/admin-leave';
import { employeeNumber } from '@portal/contracts/common';
import type { ImportDefinition } from '../../admin/run-import';
import { rowProblem } from '../../lib/csv-rows';
import type { EntitlementValue } from './entitlements.repository';
import { applyEntitlements, findEntitlementProblems, rowLineOf } from './entitlement-rules';
import type { Actor } from './leave-types.service';

/** A cell left empty is "missing", not zero: an empty hours cell must not wipe an entitlement. */
const filled = <T extends z.ZodType>(column: string, schema: T) =>
  z
    .string()
    .trim()
    .min(1, `${column} is required`)
    .pipe(schema as unknown as z.ZodType<z.output<T>, string>);

const entitlementRow = z.object({
  emp_id: filled('emp_id', employeeNumber('emp_id')),
  year: filled('year', leaveYear('year')),
  payitem: filled('payitem', payItemCode),
  hours: filled('hours', leaveHours('hours')),
});

/** The entitlements CSV (README "Import: leave entitlements"): one row per employee, year and type. */
export function entitlementImport(actor: Actor): ImportDefinition<EntitlementValue> {
  return {
    entity: 'leave_entitlements',
    noun: 'entitlement',
    columns: { all: ENTITLEMENT_IMPORT_COLUMNS, required: ENTITLEMENT_IMPORT_COLUMNS },
    rowSchema: entitlementRow as z.ZodType<EntitlementValue, Record<string, string>>,
    check: async (trx, rows) =>
      (await findEntitlementProblems(trx, rows)).map((problem) => rowProblem(problem.row, rowLineOf(problem))),
    apply: (trx, rows) => applyEntitlements(trx, rows, actor, 'import'),
  };
}
