import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { writeAudit } from '../../lib/audit';
import { isPayroll } from '../../lib/role-guards';
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
  for (const [empId, problem] of await payrollPermissionProblems(trx, records, actorEmpId)) problems.set(empId, [...(problems.get(empId) ?? []), problem]);
  return problems;
}

/** Reading pay takes all three: an active HR administrator with the payroll permission. */
const readsPay = (record: Pick<EmployeeRecord, 'active' | 'hradmin' | 'payroll'>) => record.active && isPayroll(record);

/**
 * The payroll permission opens everyone's pay, so whatever gives it or takes it
 * (the flag itself, or the HR role or the employment it needs) is for someone who
 * holds it; and the last holder keeps it, or nobody could give it again.
 */
async function payrollPermissionProblems(trx: Transaction<DB>, records: EmployeeRecord[], actorEmpId: string): Promise<Map<string, string>> {
  const problems = new Map<string, string>();
  const stored = new Map((await employees.findEmployeeRecords(trx, records.map((record) => record.emp_id))).map((record) => [record.emp_id, record]));
  const changes = records.filter((record) => readsPay(record) !== (stored.has(record.emp_id) ? readsPay(stored.get(record.emp_id)!) : false));
  if (changes.length === 0) return problems;
  if (!(await employees.holdsPayrollPermission(trx, actorEmpId))) {
    for (const record of changes) problems.set(record.emp_id, 'only an HR administrator with the payroll permission can give or remove it, or change the role and employment it rests on');
    return problems;
  }
  const changed = new Set(records.map((record) => record.emp_id));
  const holdersLeft = (await employees.listPayrollHolders(trx)).filter((empId) => !changed.has(empId)).length + records.filter(readsPay).length;
  if (holdersLeft === 0) for (const record of changes) problems.set(record.emp_id, 'the last HR administrator with the payroll permission keeps it; give it to someone else first');
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
