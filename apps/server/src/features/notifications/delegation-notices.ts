import type { Notice } from './notification';

interface DelegationFacts {
  approver: string;
  approverName: string;
  delegate: string;
  delegateName: string;
  /** "Mon, Dec 7, 2026": as people read dates. */
  from: string;
  to: string;
}

/** Where a delegate sees what waits: the portal's home, whose bell counts the approvals they stand in for. */
const HOME = '/timeinout';

/** HR set up a delegation: the delegate learns for whom and when; the approver, who stands in. */
export function delegationCreatedNotices(facts: DelegationFacts): Notice[] {
  return [
    {
      recipient: facts.delegate,
      category: 'approvals',
      title: `You stand in for ${facts.approverName} from ${facts.from} to ${facts.to}`,
      body: `Requests waiting for ${facts.approverName} are yours to act on during those days; they show in your bell.`,
      link: HOME,
    },
    {
      recipient: facts.approver,
      category: 'approvals',
      title: `${facts.delegateName} stands in for you from ${facts.from} to ${facts.to}`,
      body: 'HR set this up; your requests waiting for approval can be acted on by either of you.',
      link: HOME,
    },
  ];
}

/** Ended early or deleted before it began: both people learn the delegate no longer acts. */
export function delegationStoppedNotices(facts: DelegationFacts, how: 'ended' | 'cancelled'): Notice[] {
  const what = how === 'ended' ? 'ended today' : 'was cancelled before it began';
  return [
    { recipient: facts.delegate, category: 'approvals', title: `Standing in for ${facts.approverName} ${what}`, body: '', link: HOME },
    { recipient: facts.approver, category: 'approvals', title: `${facts.delegateName} standing in for you ${what}`, body: '', link: HOME },
  ];
}
