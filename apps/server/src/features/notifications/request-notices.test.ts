import { describe, expect, it } from 'vitest';
import type { Language } from '@portal/contracts/language-constants';
import { writtenIn, type Notice } from './notification';
import { noticesForFiling as filing, noticesForGroupMembers as groupMembers, noticesForStep as step_, type RequestFacts } from './request-notices';

// The notices as their readers get them: in English unless said otherwise.
const readIn = (language: Language) => (notices: readonly Notice[]) => notices.map((notice) => writtenIn(notice, language));
const english = readIn('en');
const filipino = readIn('fil');
const noticesForFiling = (...args: Parameters<typeof filing>) => english(filing(...args));
const noticesForGroupMembers = (...args: Parameters<typeof groupMembers>) => english(groupMembers(...args));
const noticesForStep = (...args: Parameters<typeof step_>) => english(step_(...args));

const facts: RequestFacts = {
  label: { en: 'leave', fil: 'leave' },
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
    const coe = { ...facts, label: { en: 'certificate request', fil: 'request ng certificate' }, typeName: 'coe', screens: { mine: '/coe/requests', approval: '/coe/formyapproval' } };
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

describe('each notice in its reader’s language', () => {
  const shift: RequestFacts = { ...facts, label: { en: 'shift change', fil: 'pagpalit ng shift' }, typeName: 'shift' };

  it('names the request and its people in Filipino, with the type’s Filipino name', () => {
    expect(filipino(filing(shift, 'E3', [{ empId: 'E9', forName: 'Maria Santos' }])).map((n) => [n.title, n.body])).toEqual([
      ['Naghihintay ng approval mo ang pagpalit ng shift #7 ni Juan dela Cruz', ''],
      ['Naghihintay ng approval mo ang pagpalit ng shift #7 ni Juan dela Cruz', 'Ikaw ang kapalit ni Maria Santos ngayong araw.'],
    ]);
    expect(filipino(filing({ ...shift, filedBy: onBehalf.filedBy }, null, [])).map((n) => [n.title, n.body])).toEqual([
      ['Nag-file si Maria Santos ng pagpalit ng shift para sa iyo (#7)', 'Dadaan na ito sa approval route gaya ng sarili mong mga request.'],
    ]);
  });

  it('tells each step’s outcome in Filipino, remarks and the next level included', () => {
    expect(filipino(step_(shift, { ...step, remarks: 'Sige' }, [])).map((n) => [n.title, n.body])).toEqual([
      ['Aprubado na sa level 1 ang iyong pagpalit ng shift #7', 'Inaprubahan ni Maria Santos sa level 1. Puna: "Sige" Naghihintay na ito sa level 2.'],
      ['Naghihintay ng approval mo ang pagpalit ng shift #7 ni Juan dela Cruz', ''],
    ]);
    const rejected = step_({ ...shift, filedBy: onBehalf.filedBy }, { ...step, overall: 'D', nextLevel: null, nextApprover: null, actorName: 'Jose Reyes' }, []);
    expect(filipino(rejected).map((n) => [n.recipient, n.title, n.body])).toEqual([
      ['E4', 'Hindi aprubado ang iyong pagpalit ng shift #7', 'Hindi inaprubahan ni Jose Reyes sa level 1.'],
      ['E3', 'Hindi aprubado ang pagpalit ng shift #7 ni Juan dela Cruz (na in-file mo)', 'Hindi inaprubahan ni Jose Reyes sa level 1.'],
    ]);
    const coe = { ...facts, label: { en: 'certificate request', fil: 'request ng certificate' }, typeName: 'coe' };
    expect(filipino(step_(coe, { ...step, overall: 'A', nextLevel: null, nextApprover: null }, []))[0]!.title).toBe('Pirmado na at handa na ang iyong Certificate of Employment (#7)');
  });

  it('names a group’s people in Filipino: kay for one, kina for more, "at 2 pa" past three', () => {
    const member = (empId: string, name: string, recid: number) => ({ empId, name, recid });
    const group = (members: ReturnType<typeof member>[]): RequestFacts => ({ ...onBehalf, requester: onBehalf.filedBy, typeName: 'leave_group', group: { members, memberScreen: '/leaves/requests' } });
    const one = group([member('E4', 'Carlo Reyes', 12)]);
    expect(filipino(filing(one, 'E2', []))[0]).toMatchObject({ title: 'Naghihintay ng approval mo ang group leave G-7 para kay Carlo Reyes', body: 'In-file ni Maria Santos.' });
    const five = group(['Carlo Reyes', 'Ana Cruz', 'Jose Rizal', 'Lea Salonga', 'Andres Bonifacio'].map((name, index) => member(`E${index + 4}`, name, 12 + index)));
    expect(filipino(filing(five, 'E2', []))[0]!.title).toBe('Naghihintay ng approval mo ang group leave G-7 para kina Carlo Reyes, Ana Cruz, Jose Rizal at 2 pa');
    expect(filipino(groupMembers(one, ['E4']))).toMatchObject([
      { title: 'In-file ni Maria Santos ang iyong leave #12 sa group G-7', body: 'Dadaan ito sa approval route ng team lead mo; dito mo makikita ang desisyon.' },
    ]);
    expect(filipino(step_(one, { ...step, overall: 'A', nextLevel: null, nextApprover: null }, [])).map((n) => [n.title, n.body])).toEqual([
      ['Aprubado na ang iyong group leave G-7 para kay Carlo Reyes', 'Inaprubahan ni Maria Santos sa level 1.'],
      ['Aprubado na ang iyong leave #12 sa group G-7', 'Inaprubahan ni Maria Santos sa level 1. In-file ni Maria Santos.'],
    ]);
  });

  it('capitalises a name that opens the English sentence, and leaves it as written in the Filipino', () => {
    const lower = { ...facts, requester: { empId: 'E4', name: 'de la Cruz' } };
    expect(english(filing(lower, 'E3', []))[0]!.title).toBe("De la Cruz's leave #7 waits for your approval");
    expect(filipino(filing(lower, 'E3', []))[0]!.title).toBe('Naghihintay ng approval mo ang leave #7 ni de la Cruz');
  });
});
