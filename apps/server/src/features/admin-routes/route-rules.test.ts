import { describe, expect, it } from 'vitest';
import { routeProblems, routeProblemsForTypes, sameLevels, type ApproverFacts } from './route-rules';

const person = (emp_id: string, flags: Partial<ApproverFacts> = {}): [string, ApproverFacts] => [
  emp_id,
  { emp_id, name: `Person ${emp_id}`, active: true, approver: true, coeapprover: false, ...flags },
];
const people = new Map([person('lead'), person('boss', { coeapprover: true }), person('gone', { active: false }), person('clerk', { approver: false })]);

describe('routeProblems', () => {
  it('passes a route of active approvers in order', () => {
    expect(routeProblems(['lead', 'boss', null], 'leave', people, 'emp')).toEqual([]);
    expect(routeProblems(['boss', null, null], 'coe', people)).toEqual([]);
  });

  it('needs level 1, and levels in order', () => {
    expect(routeProblems([null, 'boss', null], 'leave', people)).toEqual(['approver1 is required: every route starts with a level-1 approver']);
    expect(routeProblems(['lead', null, 'boss'], 'leave', people)).toEqual(['approver3 needs an approver2: fill the levels in order']);
  });

  it('refuses repeats, strangers, the employee themself, people who left and missing roles', () => {
    expect(routeProblems(['lead', 'lead', null], 'leave', people)).toEqual(['approver2 is the same person as approver1; each level needs a different approver']);
    expect(routeProblems(['nobody', null, null], 'leave', people)[0]).toMatch(/^approver1 nobody is not an employee/);
    expect(routeProblems(['lead', null, null], 'leave', people, 'lead')[0]).toMatch(/employee themself/);
    expect(routeProblems(['gone', null, null], 'leave', people)[0]).toMatch(/no longer active/);
    expect(routeProblems(['clerk', null, null], 'overtime', people)[0]).toMatch(/does not have the approver role needed for overtime routes/);
    expect(routeProblems(['lead', null, null], 'coe', people)[0]).toMatch(/is not a COE approver/);
  });

  it('says a problem shared by several types once', () => {
    expect(routeProblemsForTypes(['lead', 'lead', null], ['leave', 'overtime'], people)).toHaveLength(1);
  });
});

describe('sameLevels', () => {
  it('compares stored and new levels, a missing route only with a missing one', () => {
    expect(sameLevels(['a', null, null], ['a', null, null])).toBe(true);
    expect(sameLevels(['a', null, null], ['a', 'b', null])).toBe(false);
    expect(sameLevels(undefined, undefined)).toBe(true);
    expect(sameLevels(undefined, ['a', null, null])).toBe(false);
  });
});
