import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { writeAudits } from '../../lib/audit';
import { say, type PortalMessage } from '../../lib/messages';
import { isPayroll } from '../../lib/role-guards';
import { revokeSessionsOfEmployee } from '../session/session.repository';
import type { ImportCounts } from '../../admin/run-import';
import { changedFields, sameEmployee, type EmployeeRecord } from './employee-record';
import { activeMembersByLead, findEmployeeProblems, overlayRecords, referencesFrom } from './employee-rules';
import * as employees from './employees.repository';

/** Reading pay takes all three: an active HR administrator with the payroll permission. */
const readsPay = (record: Pick<EmployeeRecord, 'active' | 'hradmin' | 'payroll'>) => record.active && isPayroll(record);

/**
 * The company as it will be once records are written: every record is added first
 * (an import adds its rows a batch at a time), then each is judged against it. What
 * it holds is the company's reporting lines (number, lead, active, name), not the
 * records themselves.
 */
export interface CompanyView {
  add: (records: readonly EmployeeRecord[]) => void;
  /** The problems of each record (by emp_id); `stored` holds the stored ones among them. */
  judge: (records: readonly EmployeeRecord[], stored: ReadonlyMap<string, EmployeeRecord>) => Map<string, PortalMessage[]>;
}

export async function readCompanyView(trx: Transaction<DB>, actorEmpId: string): Promise<CompanyView> {
  const [lines, shifts, offices, holders, actorReadsPay] = await Promise.all([
    employees.findReportingLines(trx),
    employees.findShiftCodes(trx),
    employees.findOfficeIds(trx),
    employees.listPayrollHolders(trx),
    employees.holdsPayrollPermission(trx, actorEmpId),
  ]);
  const references = referencesFrom(lines, shifts, offices, []);
  // Who reads pay once all is written: the stored holders the records leave alone, and the records that do.
  const holdersLeftAlone = new Set(holders);
  let holdersAmongRecords = 0;
  let members: Map<string, string[]> | null = null;
  return {
    add(records) {
      overlayRecords(references, records);
      for (const record of records) {
        holdersLeftAlone.delete(record.emp_id);
        if (readsPay(record)) holdersAmongRecords += 1;
      }
      members = null;
    },
    judge(records, stored) {
      members ??= activeMembersByLead(references);
      const problems = new Map<string, PortalMessage[]>();
      for (const record of records) {
        const found = findEmployeeProblems(record, references, members, actorEmpId);
        const payroll = payrollPermissionProblem(record, stored.get(record.emp_id), actorReadsPay, holdersLeftAlone.size + holdersAmongRecords);
        if (payroll) found.push(payroll);
        if (found.length > 0) problems.set(record.emp_id, found);
      }
      return problems;
    },
  };
}

/**
 * The payroll permission opens everyone's pay, so whatever gives it or takes it
 * (the flag itself, or the HR role or the employment it needs) is for someone who
 * holds it; and the last holder keeps it, or nobody could give it again.
 */
function payrollPermissionProblem(record: EmployeeRecord, stored: EmployeeRecord | undefined, actorReadsPay: boolean, holdersLeft: number): PortalMessage | null {
  if (readsPay(record) === (stored ? readsPay(stored) : false)) return null;
  if (!actorReadsPay) return say('employee.rule_payroll_holder_only');
  if (holdersLeft === 0) return say('employee.rule_payroll_last_holder');
  return null;
}

/** The problems of each record (by emp_id), judged against the company as it will be once all of them are written. */
export async function checkEmployees(trx: Transaction<DB>, records: EmployeeRecord[], actorEmpId: string): Promise<Map<string, PortalMessage[]>> {
  const company = await readCompanyView(trx, actorEmpId);
  company.add(records);
  return company.judge(records, await findStoredRecords(trx, records.map((record) => record.emp_id)));
}

/** Stored employees by number, locked for the change about to be written. */
export async function findStoredRecords(trx: Transaction<DB>, empIds: string[]): Promise<Map<string, EmployeeRecord>> {
  return new Map((await employees.findEmployeeRecords(trx, empIds)).map((record) => [record.emp_id, record]));
}

function auditAction(stored: EmployeeRecord, next: EmployeeRecord): string {
  if (stored.active && !next.active) return 'deactivate';
  if (!stored.active && next.active) return 'reactivate';
  return 'update';
}

interface AuditContext {
  actorEmpId: string;
  requestId?: string | undefined;
}

const auditBase = (audit: AuditContext) => ({ actorEmpId: audit.actorEmpId, entity: 'employee', requestId: audit.requestId ?? null });

/** Adds new employees without their team leads: a new employee's lead may be new too (see `completeNewEmployees`). */
export async function insertNewEmployees(trx: Transaction<DB>, records: readonly EmployeeRecord[]): Promise<void> {
  await employees.insertEmployees(trx, records.map((record) => ({ ...record, team_lead: null })));
}

/** Gives added employees their team leads, once everyone is there, and audits each creation. */
export async function completeNewEmployees(trx: Transaction<DB>, records: readonly EmployeeRecord[], audit: AuditContext): Promise<void> {
  for (const record of records) if (record.team_lead !== null) await employees.setTeamLead(trx, record.emp_id, record.team_lead);
  await writeAudits(trx, records.map((record) => ({ ...auditBase(audit), action: 'create', entityId: record.emp_id, after: record })));
}

/**
 * Writes the stored employees' records that differ from what is stored, each audited
 * with the fields before and after; identical ones are left alone (not written, not
 * audited). A separated employee's sessions end. Answers how many changed.
 */
export async function updateEmployees(trx: Transaction<DB>, records: readonly EmployeeRecord[], stored: ReadonlyMap<string, EmployeeRecord>, audit: AuditContext): Promise<number> {
  const changed = records.filter((record) => !sameEmployee(stored.get(record.emp_id)!, record));
  for (const record of changed) await employees.updateEmployee(trx, record);
  await writeAudits(
    trx,
    changed.map((record) => {
      const before = stored.get(record.emp_id)!;
      return { ...auditBase(audit), action: auditAction(before, record), entityId: record.emp_id, ...changedFields(before, record) };
    }),
  );
  for (const record of changed) if (!record.active) await revokeSessionsOfEmployee(trx, record.emp_id);
  return changed.length;
}

/**
 * Writes checked records: new ones added, changed ones updated, identical ones left
 * alone. New roles count from the next call on every node: each call reads its
 * session's roles as they are.
 */
export async function saveEmployees(trx: Transaction<DB>, records: EmployeeRecord[], audit: AuditContext): Promise<ImportCounts> {
  const stored = await findStoredRecords(trx, records.map((record) => record.emp_id));
  const added = records.filter((record) => !stored.has(record.emp_id));
  await insertNewEmployees(trx, added);
  await completeNewEmployees(trx, added, audit);
  const changed = await updateEmployees(trx, records.filter((record) => stored.has(record.emp_id)), stored, audit);
  return { added: added.length, changed, unchanged: records.length - added.length - changed };
}
