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

function waitingNotices(facts: RequestFacts, approver: string, delegatesOfApprover: readonly { empId: string; forName: string }[]): Notice[] {
  const title = `${facts.requester.name}'s ${facts.label} ${refOf(facts)} waits for your approval`;
  const body = facts.filedBy.empId === facts.requester.empId ? '' : `Filed by ${facts.filedBy.name}.`;
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

/** Members a team lead included in a group request. */
export function noticesForGroupMembers(facts: RequestFacts, members: readonly string[], memberScreen: string): Notice[] {
  return members
    .filter((member) => member !== facts.filedBy.empId)
    .map((member) => ({
      recipient: member,
      category: 'team',
      title: `${facts.filedBy.name} included you in group ${facts.label} ${refOf(facts)}`,
      body: 'It goes through your team lead\'s approval route; you will see the decision here.',
      link: memberScreen,
    }));
}

function decisionTitle(facts: RequestFacts, step: StepFacts): string {
  const what = `Your ${facts.label} ${refOf(facts)}`;
  if (step.overall === 'B') return `${what} was approved at level ${step.level}`;
  if (step.overall === 'A') return facts.typeName === 'coe' ? `Your certificate of employment (#${facts.recid}) is signed and ready` : `${what} was approved`;
  return `${what} was rejected`;
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
  if (facts.filedBy.empId !== facts.requester.empId) {
    notices.push({
      recipient: facts.filedBy.empId,
      category: 'decisions',
      title: capitalise(`${facts.requester.name}'s ${facts.label} ${refOf(facts)} (filed by you) was ${step.overall === 'D' || step.overall === 'E' ? 'rejected' : step.overall === 'A' ? 'approved' : `approved at level ${step.level}`}`),
      body: decision.body,
      link: facts.screens.mine,
    });
  }
  if (step.nextApprover) notices.push(...waitingNotices(facts, step.nextApprover, delegatesOfNext));
  return notices;
}
