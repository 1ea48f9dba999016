import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { ImportCounts, ParsedRow } from '../../admin/run-import';
import type { AuditEntry } from '../../lib/audit';
import { writeAudits } from '../../lib/audit';
import { lineOf, type ProblemLine } from '../../lib/csv-rows';
import { say, type PortalMessage } from '../../lib/messages';
import * as entitlements from './entitlements.repository';
import { findLeaveTypeCodes } from './leave-types.repository';
import type { Actor } from './leave-types.service';

export type EntitlementProblemKind = 'employee' | 'type' | 'duplicate' | 'spent';

export interface EntitlementProblem {
  row: number;
  kind: EntitlementProblemKind;
  /** As a sentence, as setting one entitlement refuses it. */
  message: PortalMessage;
}

/** A problem as the import lists it after "Row N: ", in each language: the sentence without its full stop (and in English its capital "There"). */
export function rowLineOf(problem: EntitlementProblem): ProblemLine {
  const { en, fil } = lineOf(problem.message);
  const text = en.replace(/\.$/, '');
  return { en: text.startsWith('There ') ? `t${text.slice(1)}` : text, fil: fil.replace(/\.$/, '') };
}

const keyOf = (value: entitlements.EntitlementKey) => `${value.emp_id}|${value.payitem}|${value.year}`;

/**
 * What stops these entitlements from being set: an unknown employee or type, the
 * same one twice, or fewer hours than the person has already used or has pending
 * (a balance below zero would rewrite approved leave). Locks the employees first,
 * as a leave filing does, so no filing slips in between the check and the write.
 */
export async function findEntitlementProblems(
  trx: Transaction<DB>,
  rows: ParsedRow<entitlements.EntitlementValue>[],
): Promise<EntitlementProblem[]> {
  const values = rows.map((row) => row.value);
  const known = await entitlements.lockEmployees(
    trx,
    values.map((value) => value.emp_id),
  );
  const types = await findLeaveTypeCodes(trx);
  const spent = new Map((await entitlements.findSpentHours(trx, values)).map((row) => [keyOf(row), row.spent]));
  const firstRow = new Map<string, number>();
  const problems: EntitlementProblem[] = [];
  for (const { row, value } of rows) {
    const key = keyOf(value);
    const earlier = firstRow.get(key);
    if (earlier !== undefined) {
      problems.push({
        row,
        kind: 'duplicate',
        message: say('admin_leave.entitlement_repeated', { empId: value.emp_id, payitem: value.payitem, year: String(value.year), earlier }),
      });
      continue;
    }
    firstRow.set(key, row);
    if (!known.has(value.emp_id))
      problems.push({ row, kind: 'employee', message: say('admin_leave.no_employee', { empId: value.emp_id }) });
    if (!types.includes(value.payitem))
      problems.push({
        row,
        kind: 'type',
        message: say('admin_leave.not_a_type', { payitem: value.payitem, types: types.join(', ') }),
      });
    const used = spent.get(key) ?? 0;
    if (value.hours < used) {
      problems.push({
        row,
        kind: 'spent',
        message: say('admin_leave.below_used', { empId: value.emp_id, used: String(used), payitem: value.payitem, year: String(value.year) }),
      });
    }
  }
  return problems;
}

/**
 * Writes the entitlements that differ from what is stored and audits each with
 * its hours before and after; identical ones are not touched, so the same file
 * twice changes nothing.
 */
export async function applyEntitlements(
  trx: Transaction<DB>,
  rows: ParsedRow<entitlements.EntitlementValue>[],
  actor: Actor,
  action: string,
): Promise<ImportCounts> {
  const values = rows.map((row) => row.value);
  const stored = new Map(
    (await entitlements.findStoredEntitlements(trx, values)).map((row) => [keyOf(row), row.hours]),
  );
  const counts: ImportCounts = { added: 0, changed: 0, unchanged: 0 };
  const writes: entitlements.EntitlementValue[] = [];
  const audits: AuditEntry[] = [];
  for (const value of values) {
    const before = stored.get(keyOf(value));
    if (before === value.hours) {
      counts.unchanged++;
      continue;
    }
    if (before === undefined) counts.added++;
    else counts.changed++;
    writes.push(value);
    const { emp_id, year, payitem } = value;
    audits.push({
      actorEmpId: actor.empId,
      action,
      entity: 'leave_entitlement',
      entityId: `${emp_id}/${year}/${payitem}`,
      before: before === undefined ? undefined : { emp_id, year, payitem, hours: before },
      after: { emp_id, year, payitem, hours: value.hours },
      requestId: actor.requestId,
    });
  }
  await entitlements.upsertEntitlements(trx, writes);
  await writeAudits(trx, audits);
  return counts;
}
