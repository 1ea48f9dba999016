import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { writeAudit } from '../../lib/audit';
import { revokeSessionsOfEmployee } from '../session/session.repository';
import type { ImportCounts } from '../../admin/run-import';
import { changedFields, sameEmployee, type EmployeeRecord } from './employee-record';
import { activeMembersByLead, findEmployeeProblems, referencesFrom } from './employee-rules';
import * as employees from './employees.repository';

/** The problems of each record (by emp_id), judged against the company as it will be once all of them are written. */
export async function checkEmployees(trx: Transaction<DB>, records: EmployeeRecord[], actorEmpId: string): Promise<Map<string, string[]>> {
  const [stored, shifts, offices] = await Promise.all([employees.findReportingLines(trx), employees.findShiftCodes(trx), employees.findOfficeIds(trx)]);
  const references = referencesFrom(stored, shifts, offices, records);
  const members = activeMembersByLead(references);
  const problems = new Map<string, string[]>();
  for (const record of records) {
    const found = findEmployeeProblems(record, references, members, actorEmpId);
    if (found.length > 0) problems.set(record.emp_id, found);
  }
  // The payroll permission opens everyone's pay: only someone who holds it gives or takes it.
  if (!(await employees.holdsPayrollPermission(trx, actorEmpId))) {
    const before = new Map((await employees.findEmployeeRecords(trx, records.map((record) => record.emp_id))).map((record) => [record.emp_id, record.payroll]));
    for (const record of records) {
      if ((before.get(record.emp_id) ?? false) === record.payroll) continue;
      problems.set(record.emp_id, [...(problems.get(record.emp_id) ?? []), 'only an HR administrator with the payroll permission can give or remove it']);
    }
  }
  return problems;
}

function auditAction(stored: EmployeeRecord, next: EmployeeRecord): string {
  if (stored.active && !next.active) return 'deactivate';
  if (!stored.active && next.active) return 'reactivate';
  return 'update';
}

/**
 * Writes checked records: new ones added, changed ones updated, identical ones left
 * alone (not written, not audited). Every change is audited with the fields before
 * and after. A separated employee's sessions end. New roles count from the next
 * call on every node: each call reads its session's roles as they are.
 */
export async function saveEmployees(
  trx: Transaction<DB>,
  records: EmployeeRecord[],
  audit: { actorEmpId: string; requestId?: string | undefined },
): Promise<ImportCounts> {
  const stored = new Map((await employees.findEmployeeRecords(trx, records.map((record) => record.emp_id))).map((record) => [record.emp_id, record]));
  const added = records.filter((record) => !stored.has(record.emp_id));
  const changed = records.filter((record) => stored.has(record.emp_id) && !sameEmployee(stored.get(record.emp_id)!, record));
  // A new employee's lead may be new too: everyone is added first, then given their lead.
  await employees.insertEmployees(trx, added.map((record) => ({ ...record, team_lead: null })));
  for (const record of changed) await employees.updateEmployee(trx, record);
  for (const record of added) if (record.team_lead !== null) await employees.setTeamLead(trx, record.emp_id, record.team_lead);

  const base = { actorEmpId: audit.actorEmpId, entity: 'employee', requestId: audit.requestId ?? null };
  for (const record of added) await writeAudit(trx, { ...base, action: 'create', entityId: record.emp_id, after: record });
  for (const record of changed) {
    const before = stored.get(record.emp_id)!;
    await writeAudit(trx, { ...base, action: auditAction(before, record), entityId: record.emp_id, ...changedFields(before, record) });
    if (!record.active) await revokeSessionsOfEmployee(trx, record.emp_id);
  }
  return { added: added.length, changed: changed.length, unchanged: records.length - added.length - changed.length };
}
