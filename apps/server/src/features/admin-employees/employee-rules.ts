import { say, type PortalMessage } from '../../lib/messages';
import type { EmployeeRecord } from './employee-record';

/** What an employee's references are checked against: the company as it will be after the change. */
export interface CompanyReferences {
  shifts: Set<string>;
  offices: Set<number>;
  /** Every employee: stored ones overlaid with the records being written. */
  people: Map<string, { team_lead: string | null; active: boolean; name: string }>;
}

export function referencesFrom(
  stored: { emp_id: string; team_lead: string | null; active: boolean; firstname: string; lastname: string }[],
  shifts: string[],
  offices: number[],
  changing: EmployeeRecord[],
): CompanyReferences {
  const people = new Map(stored.map((person) => [person.emp_id, { team_lead: person.team_lead, active: person.active, name: `${person.firstname} ${person.lastname}` }]));
  const references = { shifts: new Set(shifts), offices: new Set(offices), people };
  overlayRecords(references, changing);
  return references;
}

/** Puts records being written over the company's people (an import adds its rows a batch at a time). */
export function overlayRecords(references: CompanyReferences, records: readonly EmployeeRecord[]): void {
  for (const record of records) references.people.set(record.emp_id, { team_lead: record.team_lead, active: record.active, name: `${record.firstname} ${record.lastname}` });
}

/** The chain of leads above `empId`, stopping where it would repeat (a cycle). */
function leadsAbove(empId: string, references: CompanyReferences): string[] {
  const chain: string[] = [];
  const seen = new Set([empId]);
  for (let lead = references.people.get(empId)?.team_lead ?? null; lead !== null; lead = references.people.get(lead)?.team_lead ?? null) {
    chain.push(lead);
    if (seen.has(lead)) break;
    seen.add(lead);
  }
  return chain;
}

/**
 * Everything wrong with one record once the change is written, as messages for a
 * person (without a row number): unknown shift or office, a team lead who is not
 * there, inactive, or makes a reporting cycle, a separation before the hire, a
 * separated lead with active people under them, and HR removing their own access.
 */
export function findEmployeeProblems(record: EmployeeRecord, references: CompanyReferences, activeMembers: Map<string, string[]>, actorEmpId: string): PortalMessage[] {
  const problems: PortalMessage[] = [];
  if (record.default_shift !== null && !references.shifts.has(record.default_shift)) {
    problems.push(say('employee.rule_unknown_shift', { shift: record.default_shift, shifts: [...references.shifts].join(', ') }));
  }
  if (record.office_id !== null && !references.offices.has(record.office_id)) {
    problems.push(say('employee.rule_unknown_office', { office: record.office_id, count: references.offices.size, offices: [...references.offices].join(', ') }));
  }
  if (record.team_lead !== null) {
    const lead = references.people.get(record.team_lead);
    if (!lead) problems.push(say('employee.rule_lead_unknown', { lead: record.team_lead }));
    else if (record.active && !lead.active) problems.push(say('employee.rule_lead_inactive', { lead: record.team_lead, name: lead.name }));
    else {
      const chain = leadsAbove(record.emp_id, references);
      if (chain.includes(record.emp_id)) {
        const names = [record.emp_id, ...chain.slice(0, chain.indexOf(record.emp_id) + 1)].join(' → ');
        problems.push(say('employee.rule_lead_cycle', { lead: record.team_lead, chain: names }));
      }
    }
  }
  if (record.separation_date !== null && record.separation_date < record.hire_date) {
    problems.push(say('employee.rule_separation_before_hire', { separation: record.separation_date, hire: record.hire_date }));
  }
  // In number order, so the message names the same people whatever order the rows came in.
  const members = [...(activeMembers.get(record.emp_id) ?? [])].sort();
  if (!record.active && members.length > 0) {
    const more = Math.max(0, members.length - 3);
    problems.push(say('employee.rule_still_leads', { empId: record.emp_id, count: members.length, members: members.slice(0, 3).join(', '), more }));
  }
  if (record.emp_id === actorEmpId && (!record.active || !record.hradmin)) {
    problems.push(say('employee.rule_own_access'));
  }
  return problems;
}

/** Active employees by their team lead, in the company as it will be. */
export function activeMembersByLead(references: CompanyReferences): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const [empId, person] of references.people) {
    if (!person.active || person.team_lead === null) continue;
    const list = members.get(person.team_lead) ?? [];
    list.push(empId);
    members.set(person.team_lead, list);
  }
  return members;
}
