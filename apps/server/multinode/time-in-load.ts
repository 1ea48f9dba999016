import { randomUUID } from 'node:crypto';
import { SERVED_BY } from './load-balancer';
import type { LoadEmployee } from './shared-database';

/** One time-in call's outcome: a status and the node that answered, or the network error. */
export type Outcome = { status: number; servedBy: string | null; at: number } | { networkError: string; at: number };

export interface PatientTimeIn {
  employee: LoadEmployee;
  /** Every answer the client met, in order, the last one final. */
  outcomes: Outcome[];
}

async function timeIn(baseUrl: string, employee: LoadEmployee): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}/api/v2/time/in`, {
      method: 'POST',
      headers: { cookie: employee.cookie, 'x-request-id': randomUUID(), 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    return { status: response.status, servedBy: response.headers.get(SERVED_BY), at: Date.now() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { networkError: cause?.code ?? cause?.message ?? String(error), at: Date.now() };
  }
}

/**
 * A time-in as the phone makes it: after a failure (the proxy's 502 or 503, the
 * portal's 503, no answer) it tries again, 250 ms later, until it is answered 200, or
 * 409 when an earlier unanswered call was stored after all; bounded by a deadline.
 */
export async function patientTimeIn(baseUrl: string, employee: LoadEmployee, deadlineMs = 60_000): Promise<PatientTimeIn> {
  const outcomes: Outcome[] = [];
  const giveUpAt = Date.now() + deadlineMs;
  for (;;) {
    const outcome = await timeIn(baseUrl, employee);
    outcomes.push(outcome);
    const final = 'status' in outcome && (outcome.status === 200 || outcome.status === 409);
    if (final || Date.now() > giveUpAt) return { employee, outcomes };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Everyone's time-in through the proxy, `concurrency` at a time, in order; `midway`
 * runs once when `afterAnswered` people have had their answer (the fault to inject).
 */
export async function timeInWave(
  baseUrl: string,
  employees: LoadEmployee[],
  options: { concurrency: number; afterAnswered: number; midway: () => Promise<void> },
): Promise<PatientTimeIn[]> {
  const results: PatientTimeIn[] = [];
  let next = 0;
  let midway: Promise<void> | null = null;
  const worker = async () => {
    while (next < employees.length) {
      const employee = employees[next++]!;
      results.push(await patientTimeIn(baseUrl, employee));
      if (results.length === options.afterAnswered) midway = options.midway();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await midway;
  return results;
}

/** How many calls ended each way, e.g. { "200 a": 40, "502": 2 }: short enough for a message. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = 'status' in outcome ? `${outcome.status}${outcome.servedBy ? ` ${outcome.servedBy}` : ''}` : outcome.networkError;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
