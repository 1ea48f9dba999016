import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * What happens in this process that operators count: logins, lock-outs and punches.
 * The counters belong to the process (one Prometheus target), so the code where each
 * event happens increments them without reaching the app; /metrics (plugins/metrics)
 * shows them beside the app's own request, pool and queue figures. Counting costs
 * next to nothing, so it goes on whether /metrics is on or not.
 */
export const processMetrics = new Registry();

const logins = new Counter({
  name: 'portal_logins_total',
  help: 'Logins to the portal by outcome (failure: wrong or unknown credentials, a locked or inactive account).',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

const lockouts = new Counter({
  name: 'portal_login_lockouts_total',
  help: 'Accounts locked after too many failed logins in a row.',
  registers: [processMetrics],
});

const punches = new Counter({
  name: 'portal_punches_recorded_total',
  help: 'Time-ins and time-outs recorded at the time clock, live or kept offline by the phone (not imports).',
  labelNames: ['direction'] as const,
  registers: [processMetrics],
});

// Every series exists from the start, so rate() sees the first event.
for (const outcome of ['success', 'failure'] as const) logins.inc({ outcome }, 0);
for (const direction of ['in', 'out'] as const) punches.inc({ direction }, 0);

export function countLogin(outcome: 'success' | 'failure'): void {
  logins.inc({ outcome });
}

export function countLockout(): void {
  lockouts.inc();
}

export function countPunch(direction: 'in' | 'out'): void {
  punches.inc({ direction });
}

let processMetricsOn = false;

/** Node's own figures (CPU, memory, event loop, GC), gathered only once /metrics is on. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: processMetrics });
}
