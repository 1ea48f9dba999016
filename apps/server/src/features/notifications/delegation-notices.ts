import type { MessageParam } from '@portal/contracts/messages';
import { coded, type Notice } from './notification';

interface DelegationFacts {
  approver: string;
  approverName: string;
  delegate: string;
  delegateName: string;
  /**
   * As people read dates, in each language (readableDateInEach): "Mon, Dec 7, 2026" /
   * "Lun, Dis 7, 2026". A plain string reads the same in both.
   */
  from: MessageParam;
  to: MessageParam;
}

/** Where a delegate sees what waits: the portal's home, whose bell counts the approvals they stand in for. */
const HOME = '/timeinout';

/** HR set up a delegation: the delegate learns for whom and when; the approver, who stands in. */
export function delegationCreatedNotices(facts: DelegationFacts): Notice[] {
  const when = { from: facts.from, to: facts.to };
  return [
    {
      recipient: facts.delegate,
      category: 'approvals',
      title: coded('notice.delegation_set_delegate', { approver: facts.approverName, ...when }),
      body: coded('notice.delegation_set_delegate_body', { approver: facts.approverName }),
      link: HOME,
    },
    {
      recipient: facts.approver,
      category: 'approvals',
      title: coded('notice.delegation_set_approver', { delegate: facts.delegateName, ...when }),
      body: coded('notice.delegation_set_approver_body'),
      link: HOME,
    },
  ];
}

/** Ended early or deleted before it began: both people learn the delegate no longer acts. */
export function delegationStoppedNotices(facts: DelegationFacts, how: 'ended' | 'cancelled'): Notice[] {
  return [
    { recipient: facts.delegate, category: 'approvals', title: coded('notice.delegation_stopped_delegate', { approver: facts.approverName, how }), body: '', link: HOME },
    { recipient: facts.approver, category: 'approvals', title: coded('notice.delegation_stopped_approver', { delegate: facts.delegateName, how }), body: '', link: HOME },
  ];
}
