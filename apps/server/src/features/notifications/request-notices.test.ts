import { describe, expect, it } from 'vitest';
import { noticesForFiling, noticesForGroupMembers, noticesForStep, type RequestFacts } from './request-notices';

const facts: RequestFacts = {
  label: 'leave',
  typeName: 'leave',
  recid: 7,
  requester: { empId: 'E4', name: 'Juan dela Cruz' },
  filedBy: { empId: 'E4', name: 'Juan dela Cruz' },
  screens: { mine: '/leaves/requests', approval: '/leaves/approval' },
};
const onBehalf = { ...facts, filedBy: { empId: 'E3', name: 'Maria Santos' } };
const step = { level: 1, overall: 'B', nextLevel: 2, nextApprover: 'E2', actorName: 'Maria Santos', remarks: null };

describe('which event tells whom', () => {
  it('a filing: the first approver and whoever stands in for them; the person filed for, when a lead filed', () => {
    expect(noticesForFiling(facts, 'E3', []).map((n) => [n.recipient, n.category])).toEqual([['E3', 'approvals']]);
    const withStandIn = noticesForFiling(facts, 'E3', [{ empId: 'E9', forName: 'Maria Santos' }]);
    expect(withStandIn[1]).toMatchObject({ recipient: 'E9', body: 'You stand in for Maria Santos today.' });
    expect(noticesForFiling(onBehalf, 'E2', []).map((n) => [n.recipient, n.category, n.link])).toEqual([
      ['E2', 'approvals', '/leaves/approval'],
      ['E4', 'team', '/leaves/requests'],
    ]);
    expect(noticesForFiling(facts, null, [])).toEqual([]);
  });

  it('a step: the requester hears where it stands, the next approver has work; a final step tells no approver', () => {
    expect(noticesForStep(facts, step, []).map((n) => [n.recipient, n.category, n.title])).toEqual([
      ['E4', 'decisions', 'Your leave #7 was approved at level 1'],
      ['E2', 'approvals', "Juan dela Cruz's leave #7 waits for your approval"],
    ]);
    const final = noticesForStep(facts, { ...step, level: 2, overall: 'A', nextLevel: null, nextApprover: null, actorName: 'Jose Reyes', remarks: 'OK' }, []);
    expect(final).toEqual([{ recipient: 'E4', category: 'decisions', title: 'Your leave #7 was approved', body: 'Approved by Jose Reyes at level 2. Remarks: "OK"', link: '/leaves/requests' }]);
    const rejected = noticesForStep(facts, { ...step, overall: 'D', nextLevel: null, nextApprover: null, remarks: 'Peak week' }, []);
    expect(rejected.map((n) => n.title)).toEqual(['Your leave #7 was rejected']);
  });

  it('a certificate approved is signed and ready; a lead who filed for someone hears the decision too', () => {
    const coe = { ...facts, label: 'certificate request', typeName: 'coe', screens: { mine: '/coe/requests', approval: '/coe/formyapproval' } };
    expect(noticesForStep(coe, { ...step, overall: 'A', nextLevel: null, nextApprover: null }, [])[0]!.title).toBe('Your certificate of employment (#7) is signed and ready');
    expect(noticesForStep(onBehalf, { ...step, overall: 'E', nextLevel: null, nextApprover: null }, []).map((n) => [n.recipient, n.title])).toEqual([
      ['E4', 'Your leave #7 was rejected'],
      ['E3', "Juan dela Cruz's leave #7 (filed by you) was rejected"],
    ]);
  });

  it('a group names the people it is for: the approver, the lead and each member hear of their own request in it', () => {
    const members = [
      { empId: 'E3', name: 'Maria Santos', recid: 11 },
      { empId: 'E4', name: 'Carlo Reyes', recid: 12 },
      { empId: 'E5', name: 'Ana Cruz', recid: 13 },
    ];
    const group: RequestFacts = { ...onBehalf, requester: onBehalf.filedBy, typeName: 'leave_group', group: { members, memberScreen: '/leaves/requests' } };
    expect(noticesForFiling(group, 'E2', [])).toEqual([
      { recipient: 'E2', category: 'approvals', title: 'Group leave G-7 for Maria Santos, Carlo Reyes and Ana Cruz waits for your approval', body: 'Filed by Maria Santos.', link: '/leaves/approval' },
    ]);
    expect(noticesForGroupMembers(group, ['E3', 'E4', 'E5']).map((n) => [n.recipient, n.title, n.link])).toEqual([
      ['E4', 'Maria Santos filed your leave #12 in group G-7', '/leaves/requests'],
      ['E5', 'Maria Santos filed your leave #13 in group G-7', '/leaves/requests'],
    ]);
    expect(noticesForGroupMembers(group, ['E5']).map((n) => n.recipient)).toEqual(['E5']);
    expect(noticesForStep(group, { ...step, overall: 'A', nextLevel: null, nextApprover: null }, []).map((n) => [n.recipient, n.title, n.body])).toEqual([
      ['E3', 'Your group leave G-7 for Maria Santos, Carlo Reyes and Ana Cruz was approved', 'Approved by Maria Santos at level 1.'],
      ['E4', 'Your leave #12 in group G-7 was approved', 'Approved by Maria Santos at level 1. Filed by Maria Santos.'],
      ['E5', 'Your leave #13 in group G-7 was approved', 'Approved by Maria Santos at level 1. Filed by Maria Santos.'],
    ]);
    const many = { ...group, group: { ...group.group!, members: [...members, { empId: 'E6', name: 'Jose Rizal', recid: 14 }, { empId: 'E7', name: 'Lea Salonga', recid: 15 }] } };
    expect(noticesForFiling(many, 'E2', [])[0]!.title).toBe('Group leave G-7 for Maria Santos, Carlo Reyes, Ana Cruz and 2 others waits for your approval');
  });
});
