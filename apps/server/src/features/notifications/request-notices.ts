import type { Language } from '@portal/contracts/language-constants';
import { requestRef } from '@portal/contracts/approvals';
import { coded, inEach, type Notice, type NoticeMessage } from './notification';

/** What every notice about one request says of it. */
export interface RequestFacts {
  /** "leave", "certificate request" and their Filipino: as the approval messages name the type (labelOf). */
  label: Readonly<Record<Language, string>>;
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

/**
 * A name that opens the English sentence, capitalised there as the sentence is
 * ("Juan dela Cruz's leave #7 ..."); the Filipino names the person later on, as written.
 */
const openingName = (name: string) => ({ en: capitalise(name), fil: name });

/** "#12", or "G-12" for a group request: the two never read alike. */
const refOf = (facts: RequestFacts) => requestRef(facts.recid, facts.typeName.endsWith('_group'));

/** "Carlo Reyes, Ana Cruz and 3 others": a group names the people it is for. */
function memberNames(members: readonly GroupMemberFacts[]): string | { en: string; fil: string } {
  const shown = members.slice(0, 3).map((member) => member.name);
  const rest = members.length - shown.length;
  if (rest > 0) return inEach('notice.names_and_others', { names: shown.join(', '), rest });
  if (shown.length <= 1) return shown.join('');
  return inEach('notice.names_and_last', { names: shown.slice(0, -1).join(', '), last: shown.at(-1)! });
}

/** A group request's people, for its templates: how many, and their names. */
const groupMembers = (facts: RequestFacts) => ({ members: facts.group!.members.length, names: memberNames(facts.group!.members) });

/** Who filed it, when that was not the person it is for (a group is always the lead's filing). */
const filedByOther = (facts: RequestFacts) => Boolean(facts.group) || facts.filedBy.empId !== facts.requester.empId;

function waitingNotices(facts: RequestFacts, approver: string, delegatesOfApprover: readonly { empId: string; forName: string }[]): Notice[] {
  const title = facts.group
    ? coded('notice.group_waiting', { label: facts.label, ref: refOf(facts), ...groupMembers(facts) })
    : coded('notice.waiting', { requester: openingName(facts.requester.name), label: facts.label, ref: refOf(facts) });
  const filed = filedByOther(facts);
  const body = filed ? coded('notice.filed_by', { filer: facts.filedBy.name }) : '';
  return [
    { recipient: approver, category: 'approvals', title, body, link: facts.screens.approval },
    ...delegatesOfApprover.map(
      (delegate): Notice => ({
        recipient: delegate.empId,
        category: 'approvals',
        title,
        body: coded('notice.stand_in_today', { approver: delegate.forName, filed: filed ? 'yes' : 'no', filer: facts.filedBy.name }),
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
      title: coded('notice.filed_for_you', { filer: facts.filedBy.name, label: facts.label, ref: refOf(facts) }),
      body: coded('notice.filed_for_you_body'),
      link: facts.screens.mine,
    });
  }
  return notices;
}

/** One member's own request in a group, for its templates: "leave #8 in group G-7". */
const memberRequest = (facts: RequestFacts, member: GroupMemberFacts) => ({ label: facts.label, ref: requestRef(member.recid, false), group: refOf(facts) });

/** The group's members other than the lead who filed it. */
const membersToTell = (facts: RequestFacts, included: readonly string[] = []) =>
  (facts.group?.members ?? []).filter((member) => member.empId !== facts.filedBy.empId && (included.length === 0 || included.includes(member.empId)));

/** Members a team lead included in a group request: each hears of their own request in it. */
export function noticesForGroupMembers(facts: RequestFacts, included: readonly string[]): Notice[] {
  return membersToTell(facts, included).map((member) => ({
    recipient: member.empId,
    category: 'team',
    title: coded('notice.member_filed', { filer: facts.filedBy.name, ...memberRequest(facts, member) }),
    body: coded('notice.member_filed_body'),
    link: facts.group!.memberScreen,
  }));
}

/** The step's outcome, for the templates: approved at a level and moved on, approved, or rejected. */
function stepOutcome(step: StepFacts) {
  const outcome = step.overall === 'B' ? 'moved' : step.overall === 'A' ? 'approved' : 'rejected';
  return { outcome, level: step.level };
}

function decisionTitle(facts: RequestFacts, step: StepFacts): NoticeMessage {
  if (step.overall === 'A' && facts.typeName === 'coe') return coded('notice.coe_ready', { recid: facts.recid });
  if (facts.group) return coded('notice.group_decided', { label: facts.label, ref: refOf(facts), ...groupMembers(facts), ...stepOutcome(step) });
  return coded('notice.decided', { label: facts.label, ref: refOf(facts), ...stepOutcome(step) });
}

/** "Approved by Maria Santos at level 1. Remarks: "OK" It now waits for level 2.", and who filed it when asked. */
function decisionBody(step: StepFacts, filedBy?: string): NoticeMessage {
  return coded('notice.decision_body', {
    verdict: step.overall === 'B' || step.overall === 'A' ? 'approved' : 'rejected',
    actor: step.actorName,
    level: step.level,
    said: step.remarks ? 'yes' : 'no',
    remarks: step.remarks ?? '',
    waits: step.overall === 'B' && step.nextLevel ? 'yes' : 'no',
    next: step.nextLevel ?? 0,
    filed: filedBy === undefined ? 'no' : 'yes',
    filer: filedBy ?? '',
  });
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
      title: coded('notice.member_decided', { ...memberRequest(facts, member), ...stepOutcome(step) }),
      // A member is always in a group, which the lead filed.
      body: decisionBody(step, facts.filedBy.name),
      link: facts.group!.memberScreen,
    });
  }
  if (facts.filedBy.empId !== facts.requester.empId) {
    notices.push({
      recipient: facts.filedBy.empId,
      category: 'decisions',
      title: coded('notice.filer_decided', { requester: openingName(facts.requester.name), label: facts.label, ref: refOf(facts), ...stepOutcome(step) }),
      body: decision.body,
      link: facts.screens.mine,
    });
  }
  if (step.nextApprover) notices.push(...waitingNotices(facts, step.nextApprover, delegatesOfNext));
  return notices;
}
