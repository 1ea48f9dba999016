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
  const run = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...(cookie ? { headers: { cookie } } : {}) });
  if (run.non2xx > 0) throw new Error(`${url} answered ${run.non2xx} non-2xx responses`);
  return { rps: run.requests.average, p99: run.latency.p99 };
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
export async function timeInBurst(db: Kysely<DB>, url: string, people: { empId: string; cookie: string }[]): Promise<BurstFigures> {
  let next = 0;
  const startedAt = new Date();
  const burst = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: people.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
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
      },
    ],
  });
  const stored = await db
    .selectFrom('punches')
    .select(({ fn }) => fn.countAll<string>().as('count'))
    .where('punched_at', '>=', startedAt)
    .where('direction', '=', 'in')
    .where('emp_id', '=', sql<string>`any(${people.map((person) => person.empId)}::text[])`)
    .executeTakeFirstOrThrow();
  return {
    perSecond: burst['2xx'] / burst.duration,
    p99: burst.latency.p99,
    acknowledged: burst['2xx'],
    stored: Number(stored.count),
    refused: burst.non2xx,
  };
}
