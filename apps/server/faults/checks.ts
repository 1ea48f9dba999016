import { expect } from 'vitest';
import { storedTimeIns, type CallOutcome, type Employee, type RetriedTimeIn } from './time-in-load';
import type { PortalHome } from './portal-process';

/** How many calls ended each way, e.g. { "200": 35, "503": 4, "UND_ERR_SOCKET": 0 }: short enough for a message. */
export function tally(outcomes: CallOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = 'status' in outcome ? String(outcome.status) : outcome.networkError;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const isAnswer = (outcome: CallOutcome): outcome is Extract<CallOutcome, { status: number }> => 'status' in outcome;

/** Every 503 a fault produced is the documented one: code DB_UNAVAILABLE and a Retry-After. */
export function expectWellFormedUnavailable(outcomes: CallOutcome[]): void {
  for (const outcome of outcomes.filter(isAnswer).filter((answer) => answer.status === 503)) {
    expect(outcome, 'a 503 says DB_UNAVAILABLE with Retry-After').toMatchObject({ code: 'DB_UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) });
  }
  for (const outcome of outcomes.filter(isAnswer)) {
    expect([200, 409, 503], `unexpected answer ${JSON.stringify(outcome)}`).toContain(outcome.status);
  }
}

/**
 * Patient clients: each one's time-in ends acknowledged (200), or 409 because an
 * earlier unanswered call was stored; either way it is stored exactly once.
 */
export async function expectEachStoredOnce(home: PortalHome, results: RetriedTimeIn[]): Promise<void> {
  const stored = await storedTimeIns(home, results.map((result) => result.employee));
  for (const { employee, outcomes } of results) {
    const last = outcomes.at(-1)!;
    expect(last, `employee ${employee.empId}: ${JSON.stringify(tally(outcomes))}`).toMatchObject({ status: expect.any(Number) });
    const status = (last as { status: number }).status;
    expect([200, 409], `employee ${employee.empId} ends answered: ${JSON.stringify(tally(outcomes))}`).toContain(status);
    if (status === 409) expect(outcomes.length, '409 only after an unanswered or failed call').toBeGreaterThan(1);
    expect(stored.get(employee.empId) ?? 0, `employee ${employee.empId} stored once`).toBe(1);
  }
  expectWellFormedUnavailable(results.flatMap((result) => result.outcomes));
}

/**
 * One call each, no retry, while the portal stops: every call is answered (no
 * connection reset); a 200 is stored exactly once, an error answer stored never.
 */
export async function expectAnsweredAndStoredAsAnswered(home: PortalHome, employees: Employee[], outcomes: CallOutcome[]): Promise<void> {
  const stored = await storedTimeIns(home, employees);
  const unanswered = outcomes.filter((outcome) => !isAnswer(outcome));
  expect(unanswered.length, `calls without an answer: ${JSON.stringify(tally(outcomes))}`).toBe(0);
  employees.forEach((employee, index) => {
    const outcome = outcomes[index] as { status: number };
    expect(stored.get(employee.empId) ?? 0, `employee ${employee.empId} answered ${outcome.status}`).toBe(outcome.status === 200 ? 1 : 0);
  });
  expectWellFormedUnavailable(outcomes);
}
