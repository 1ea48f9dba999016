import { describe, expect, it } from 'vitest';
import { assertUntouched, decideApproval, routeApprovers, type ApprovalState } from './approval-transition';

const TWO_LEVELS: ApprovalState = {
  empId: 'emp',
  approvers: ['lead', 'boss', null],
  levels: ['', '', null],
  overall: '',
  currentLevel: 1,
  currentApprover: 'lead',
};

const THREE_LEVELS: ApprovalState = { ...TWO_LEVELS, approvers: ['lead', 'boss', 'hr'], levels: ['', '', ''] };

const afterLevel1: ApprovalState = { ...TWO_LEVELS, levels: ['A', '', null], overall: 'B', currentLevel: 2, currentApprover: 'boss' };

describe('decideApproval: the transitions', () => {
  it("'' -> B when level 1 approves and level 2 has an approver", () => {
    expect(decideApproval(TWO_LEVELS, 'lead', 'A', null)).toEqual({
      level: 1, status: 'A', overall: 'B', nextLevel: 2, nextApprover: 'boss', becameApproved: false, onBehalfOf: null,
    });
  });

  it('B -> A when the last level approves, and says the effects must run', () => {
    expect(decideApproval(afterLevel1, 'boss', 'A', null)).toEqual({
      level: 2, status: 'A', overall: 'A', nextLevel: null, nextApprover: null, becameApproved: true, onBehalfOf: null,
    });
  });

  it("'' -> A at once when level 1 is the only level", () => {
    const single: ApprovalState = { ...TWO_LEVELS, approvers: ['lead', null, null], levels: ['', null, null] };
    expect(decideApproval(single, 'lead', 'A', null).overall).toBe('A');
  });

  it('walks three levels: B, B, A', () => {
    expect(decideApproval(THREE_LEVELS, 'lead', 'A', null).overall).toBe('B');
    const second = decideApproval({ ...THREE_LEVELS, levels: ['A', '', ''], overall: 'B', currentLevel: 2, currentApprover: 'boss' }, 'boss', 'A', null);
    expect(second).toMatchObject({ overall: 'B', nextLevel: 3, nextApprover: 'hr' });
    const third = decideApproval({ ...THREE_LEVELS, levels: ['A', 'A', ''], overall: 'B', currentLevel: 3, currentApprover: 'hr' }, 'hr', 'A', null);
    expect(third).toMatchObject({ level: 3, overall: 'A', becameApproved: true });
  });

  it("'' -> D when level 1 disapproves", () => {
    expect(decideApproval(TWO_LEVELS, 'lead', 'D', 'No proof')).toMatchObject({ level: 1, status: 'D', overall: 'D', nextApprover: null });
  });

  it('B -> E when a later level disapproves after earlier approvals', () => {
    expect(decideApproval(afterLevel1, 'boss', 'D', 'Not this week')).toMatchObject({ level: 2, status: 'D', overall: 'E', becameApproved: false });
  });
});

describe('decideApproval: the refusals', () => {
  it('refuses the requester acting on their own request (403)', () => {
    expect(() => decideApproval({ ...TWO_LEVELS, currentApprover: 'emp' }, 'emp', 'A', null)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('refuses a later level acting before its turn (403)', () => {
    expect(() => decideApproval(TWO_LEVELS, 'boss', 'A', null)).toThrow(expect.objectContaining({ code: 'FORBIDDEN', message: expect.stringMatching(/level 1 must act first/) }));
  });

  it('refuses someone not on the route (403)', () => {
    expect(() => decideApproval(TWO_LEVELS, 'stranger', 'A', null)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('refuses acting twice on a level (409)', () => {
    expect(() => decideApproval(afterLevel1, 'lead', 'A', null)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
  });

  it('refuses acting on a final request (409), whatever it ended as', () => {
    for (const overall of ['A', 'D', 'E']) {
      const final: ApprovalState = { ...TWO_LEVELS, overall, currentLevel: null, currentApprover: null };
      expect(() => decideApproval(final, 'lead', 'A', null)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    }
  });

  it('refuses a disapproval without remarks (400)', () => {
    expect(() => decideApproval(TWO_LEVELS, 'lead', 'D', '  ')).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
    expect(() => decideApproval(TWO_LEVELS, 'lead', 'D', null)).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });
});

describe('decideApproval: a delegate acting for an absent approver', () => {
  it("takes the absent approver's turn and says whom it acted for", () => {
    expect(decideApproval(TWO_LEVELS, 'deputy', 'A', null, 'lead')).toMatchObject({ level: 1, overall: 'B', nextApprover: 'boss', onBehalfOf: 'lead' });
  });

  it('may act only where the absent approver could: not before their level', () => {
    expect(() => decideApproval(TWO_LEVELS, 'deputy', 'A', null, 'boss')).toThrow(/level 1 must act first/);
  });

  it('never on their own request, and never as a second level of the same chain', () => {
    expect(() => decideApproval(TWO_LEVELS, 'emp', 'A', null, 'lead')).toThrow(/your own request/);
    expect(() => decideApproval(TWO_LEVELS, 'boss', 'A', null, 'lead')).toThrow(expect.objectContaining({ code: 'FORBIDDEN', message: expect.stringMatching(/level 2 approver/) }));
  });
});

describe('assertUntouched', () => {
  it('passes a request no level has acted on', () => {
    expect(() => assertUntouched(TWO_LEVELS, 'leave')).not.toThrow();
  });

  it('refuses once any level acted (409)', () => {
    expect(() => assertUntouched(afterLevel1, 'leave')).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    expect(() => assertUntouched({ levels: ['D', '', null], overall: 'D' }, 'leave')).toThrow(/already been acted on/);
  });
});

describe('routeApprovers', () => {
  it('copies the route as it is', () => {
    expect(routeApprovers(['lead', 'boss', null], 'emp', 'emp')).toEqual(['lead', 'boss', null]);
  });

  it('drops the requester, the filer, blanks and repeats, moving the rest up', () => {
    expect(routeApprovers([null, 'boss', 'hr'], 'emp', 'emp')).toEqual(['boss', 'hr', null]);
    expect(routeApprovers(['lead', 'boss', null], 'emp', 'lead')).toEqual(['boss', null, null]);
    expect(routeApprovers(['emp', 'boss', 'boss'], 'emp', 'emp')).toEqual(['boss', null, null]);
  });

  it('answers no approver at all when the route is empty', () => {
    expect(routeApprovers([null, null, null], 'emp', 'emp')).toEqual([null, null, null]);
  });
});
