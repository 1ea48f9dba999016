import type { Notice } from './notification';
import { requestRef } from '@portal/contracts/approvals';

/** What every notice about one request says of it. */
export interface RequestFacts {
  /** "leave", "certificate request": as the approval messages name the type. */
  label: string;
  /** The type's name in the engine ("coe", "leave_group"). */
  typeName: string;
  recid: number;
  requester: { empId: string; name: string };
  filedBy: { empId: string; name: string };
  screens: { mine: string; approval: string };
  /** A group request's members, each with their own request's number, and where they see it. */
  group?: { members: readonly GroupMemberFacts[]; memberScreen: string };
}

export interface GroupMemberFacts {
  empId: string;
  name: string;
  recid: number;
}

/** One approval step as the engine decided it. */
export interface StepFacts {
  level: number;
  /** The request's overall status after the step: B moved on, A approved, D or E rejected. */
  overall: string;
  nextLevel: number | null;
  nextApprover: string | null;
  actorName: string;
  remarks: string | null;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "#12", or "G-12" for a group request: the two never read alike. */
const refOf = (facts: RequestFacts) => requestRef(facts.recid, facts.typeName.endsWith('_group'));

/** "Carlo Reyes, Ana Cruz and 3 others": a group names the people it is for. */
function memberNames(members: readonly GroupMemberFacts[]): string {
  const shown = members.slice(0, 3).map((member) => member.name);
  const rest = members.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} ${rest === 1 ? 'other' : 'others'}`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/**
 * How an approver or the requester reads a request: "Juan dela Cruz's leave #7"; a
 * group names the people it is for, "group leave G-7 for Carlo Reyes and Ana Cruz".
 */
function requestName(facts: RequestFacts, owner: string): string {
  if (!facts.group) return `${owner} ${facts.label} ${refOf(facts)}`;
  const members = facts.group.members.length > 0 ? ` for ${memberNames(facts.group.members)}` : '';
  return `${owner} group ${facts.label} ${refOf(facts)}${members}`;
}

/** Who filed it, when that was not the person it is for (a group is always the lead's filing). */
function filedByLine(facts: RequestFacts): string {
  return facts.group || facts.filedBy.empId !== facts.requester.empId ? `Filed by ${facts.filedBy.name}.` : '';
}

function waitingNotices(facts: RequestFacts, approver: string, delegatesOfApprover: readonly { empId: string; forName: string }[]): Notice[] {
  const title = capitalise(`${requestName(facts, facts.group ? '' : `${facts.requester.name}'s`).trim()} waits for your approval`);
  const body = filedByLine(facts);
  return [
    { recipient: approver, category: 'approvals', title, body, link: facts.screens.approval },
    ...delegatesOfApprover.map(
      (delegate): Notice => ({
        recipient: delegate.empId,
        category: 'approvals',
        title,
        body: `You stand in for ${delegate.forName} today.${body ? ` ${body}` : ''}`,
        link: facts.screens.approval,
      }),
    ),
  ];
}

/** A new request: its first approver (and whoever stands in for them today) has work; the person it was filed for, if not the filer, is told. */
export function noticesForFiling(facts: RequestFacts, approver: string | null, delegatesOfApprover: readonly { empId: string; forName: string }[]): Notice[] {
  const notices = approver ? waitingNotices(facts, approver, delegatesOfApprover) : [];
  if (facts.filedBy.empId !== facts.requester.empId) {
    notices.push({
      recipient: facts.requester.empId,
      category: 'team',
      title: `${facts.filedBy.name} filed a ${facts.label} for you (${refOf(facts)})`,
      body: 'It now goes through the approval route like your own requests.',
      link: facts.screens.mine,
    });
  }
  return notices;
}

/** "leave #8 in group G-7": one member's own request in a group. */
function memberRequest(facts: RequestFacts, member: GroupMemberFacts): string {
  return `${facts.label} ${requestRef(member.recid, false)} in group ${refOf(facts)}`;
}

/** The group's members other than the lead who filed it. */
const membersToTell = (facts: RequestFacts, included: readonly string[] = []) =>
  (facts.group?.members ?? []).filter((member) => member.empId !== facts.filedBy.empId && (included.length === 0 || included.includes(member.empId)));

/** Members a team lead included in a group request: each hears of their own request in it. */
export function noticesForGroupMembers(facts: RequestFacts, included: readonly string[]): Notice[] {
  return membersToTell(facts, included).map((member) => ({
    recipient: member.empId,
    category: 'team',
    title: `${facts.filedBy.name} filed your ${memberRequest(facts, member)}`,
    body: "It goes through your team lead's approval route; you will see the decision here.",
    link: facts.group!.memberScreen,
  }));
}

/** "was approved at level 1", "was approved", "was rejected". */
function stepOutcome(step: StepFacts): string {
  if (step.overall === 'B') return `was approved at level ${step.level}`;
  return step.overall === 'A' ? 'was approved' : 'was rejected';
}

function decisionTitle(facts: RequestFacts, step: StepFacts): string {
  if (step.overall === 'A' && facts.typeName === 'coe') return `Your certificate of employment (#${facts.recid}) is signed and ready`;
  return `${requestName(facts, 'Your')} ${stepOutcome(step)}`;
}

function decisionBody(step: StepFacts): string {
  const verb = step.overall === 'B' || step.overall === 'A' ? 'Approved' : 'Rejected';
  const said = step.remarks ? ` Remarks: "${step.remarks}"` : '';
  const next = step.overall === 'B' && step.nextLevel ? ` It now waits for level ${step.nextLevel}.` : '';
  return `${verb} by ${step.actorName} at level ${step.level}.${said}${next}`;
}

/**
 * One approval step: the requester learns where their request stands (and the filer,
 * when a team lead filed it for them), and the next approver, with whoever stands
 * in for them today, has work.
 */
export function noticesForStep(facts: RequestFacts, step: StepFacts, delegatesOfNext: readonly { empId: string; forName: string }[]): Notice[] {
  const decision = { category: 'decisions' as const, title: decisionTitle(facts, step), body: decisionBody(step) };
  const notices: Notice[] = [{ recipient: facts.requester.empId, ...decision, link: facts.screens.mine }];
  for (const member of membersToTell(facts)) {
    notices.push({
      recipient: member.empId,
      category: 'decisions',
      title: `Your ${memberRequest(facts, member)} ${stepOutcome(step)}`,
      body: `${decisionBody(step)} ${filedByLine(facts)}`,
      link: facts.group!.memberScreen,
    });
  }
  if (facts.filedBy.empId !== facts.requester.empId) {
    notices.push({
      recipient: facts.filedBy.empId,
      category: 'decisions',
      title: capitalise(`${facts.requester.name}'s ${facts.label} ${refOf(facts)} (filed by you) ${stepOutcome(step)}`),
      body: decision.body,
      link: facts.screens.mine,
    });
  }
  if (step.nextApprover) notices.push(...waitingNotices(facts, step.nextApprover, delegatesOfNext));
  return notices;
}
