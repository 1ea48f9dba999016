import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';

export const CONNECTIONS = 20;

export interface RateFigures {
  rps: number;
  p99: number;
}

/** Requests per second of one authenticated GET, at a fixed number of connections. */
export async function measureRate(url: string, seconds: number, cookie?: string): Promise<RateFigures> {
  const run = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (run.non2xx > 0) throw new Error(`${url} answered ${run.non2xx} non-2xx responses`);
  return { rps: run.requests.average, p99: run.latency.p99 };
}

const ROUNDS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Several targets measured in interleaved rounds (each warmed up first), answering
 * the median of each: the machine is shared, and a neighbour's burst then lands on
 * every target alike rather than on whichever ran at that moment.
 */
export async function measureRatesInterleaved<Name extends string>(
  targets: Record<Name, { url: string; cookie?: string }>,
  seconds: number,
): Promise<Record<Name, RateFigures>> {
  const runs = {} as Record<Name, RateFigures[]>;
  const entries = Object.entries(targets) as [Name, { url: string; cookie?: string }][];
  for (const [name, target] of entries) {
    await measureRate(target.url, 1, target.cookie);
    runs[name] = [];
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of entries) runs[name]!.push(await measureRate(target.url, seconds, target.cookie));
  }
  return Object.fromEntries(
    (Object.entries(runs) as [Name, RateFigures[]][]).map(([name, figures]) => [
      name,
      { rps: median(figures.map((f) => f.rps)), p99: median(figures.map((f) => f.p99)) },
    ]),
  ) as Record<Name, RateFigures>;
}

export interface BurstFigures {
  perSecond: number;
  p99: number;
  acknowledged: number;
  stored: number;
  refused: number;
}

/**
 * One time-in for each of the given employees, as fast as 20 connections go, then
 * how many of the acknowledged ones are in the database: a lost punch shows here.
 */
export async function timeInBurst(
  db: Kysely<DB>,
  url: string,
  people: { empId: string; cookie: string }[],
  /** Where the time-ins are stored: the portal's punches, or the plain ceiling's own table. */
  table: 'punches' | 'ceiling_punches' = 'punches',
): Promise<BurstFigures> {
  let next = 0;
  const startedAt = new Date();
  // autocannon reports a run's end at its next once-a-second tick, far too coarse for
  // a burst of about a second, so the burst is timed from its first request sent to
  // its last answer received.
  let firstSentAt = 0;
  let lastAnsweredAt = 0;
  const burst = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: people.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          if (next === 0) firstSentAt = performance.now();
          const index = next++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-request-id': `bench-${index}-${Date.now()}`,
              cookie: people[index % people.length]!.cookie,
            },
            body: JSON.stringify({ geotag: { lat: 14.5547, lng: 121.0244, accuracy: 10 } }),
          };
        },
        onResponse: () => {
          lastAnsweredAt = performance.now();
        },
      },
    ],
  });
  const { rows: counted } = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)}
    where punched_at >= ${startedAt} and direction = 'in' and emp_id = any(${people.map((person) => person.empId)}::text[])`.execute(db);
  const stored = counted[0]!;
  const elapsedSeconds = (lastAnsweredAt - firstSentAt) / 1000;
  return {
    perSecond: burst['2xx'] / elapsedSeconds,
    p99: burst.latency.p99,
    acknowledged: burst['2xx'],
    stored: Number(stored.count),
    refused: burst.non2xx,
  };
}

/**
 * Each person's GET of the given URL, 20 at a time: the phone opening the time clock
 * (the day's records) before the Time In button can be tapped.
 */
export async function openForEach(url: string, people: { cookie: string }[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const person = people[next++]!;
      const response = await fetch(url, { headers: { cookie: person.cookie } });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

const BURST_PARTS = 4;

/**
 * The portal's burst and the ceiling's, interleaved in quarters (portal, ceiling,
 * portal, ceiling, ...) so the shared machine's load falls on both alike. Rates add
 * the quarters; p99 is the worst quarter's.
 */
export async function timeInBurstsInterleaved<Name extends string>(
  db: Kysely<DB>,
  targets: Record<Name, { url: string; openUrl?: string; people: { empId: string; cookie: string }[]; table?: 'punches' | 'ceiling_punches' }>,
): Promise<Record<Name, BurstFigures>> {
  const names = Object.keys(targets) as Name[];
  const parts = Object.fromEntries(names.map((name) => [name, [] as BurstFigures[]])) as Record<Name, BurstFigures[]>;
  for (let part = 0; part < BURST_PARTS; part++) {
    for (const name of names) {
      const { url, openUrl, people, table } = targets[name];
      const size = Math.ceil(people.length / BURST_PARTS);
      const group = people.slice(part * size, (part + 1) * size);
      if (openUrl) await openForEach(openUrl, group);
      parts[name].push(await timeInBurst(db, url, group, table));
    }
  }
  const combine = (parts: BurstFigures[]): BurstFigures => ({
    perSecond:
      parts.reduce((sum, part) => sum + part.acknowledged, 0) /
      parts.reduce((sum, part) => sum + part.acknowledged / part.perSecond, 0),
    p99: Math.max(...parts.map((part) => part.p99)),
    acknowledged: parts.reduce((sum, part) => sum + part.acknowledged, 0),
    stored: parts.reduce((sum, part) => sum + part.stored, 0),
    refused: parts.reduce((sum, part) => sum + part.refused, 0),
  });
  return Object.fromEntries(names.map((name) => [name, combine(parts[name])])) as Record<Name, BurstFigures>;
}
