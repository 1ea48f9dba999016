import { CompiledQuery, type Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DB } from '../db/database';

/**
 * Counts a hit and answers the window's count and what is left of it, in one
 * statement: a window that has ended starts again at 1. The database's clock decides,
 * so nodes whose clocks differ still share one window.
 */
const HIT_SQL = `insert into rate_limit_hits as h (key, hits, window_ends_at)
  values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  on conflict (key) do update set
    hits = case when h.window_ends_at <= now() then 1 else h.hits + 1 end,
    window_ends_at = case when h.window_ends_at <= now() then excluded.window_ends_at else h.window_ends_at end
  returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::float8 as ttl_ms`;

const SWEEP_SQL = 'delete from rate_limit_hits where window_ends_at < now()';

/** Windows that ended are deleted at most this often, by whichever node counts a hit then. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** What @fastify/rate-limit really passes to child(): the route's merged limit options (its types say the route's). */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's counters in PostgreSQL instead of each process's memory, so
 * a limit counts every attempt whichever API node it reaches. A fixed window per key
 * (the address) and route, as the library's memory store counts by default.
 */
export function postgresRateLimitStore(db: Kysely<DB>): FastifyRateLimitStoreCtor {
  let nextSweepAt = Date.now() + SWEEP_EVERY_MS;
  const sweepNowAndThen = () => {
    if (Date.now() < nextSweepAt) return;
    nextSweepAt = Date.now() + SWEEP_EVERY_MS;
    // Only housekeeping: a failed sweep is tried again at the next turn.
    db.executeQuery(CompiledQuery.raw(SWEEP_SQL)).catch(() => {});
  };

  // The library constructs the store itself, with its options (unused here).
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private prefix = '';

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      db.executeQuery<{ hits: number; ttl_ms: number }>(CompiledQuery.raw(HIT_SQL, [this.prefix + key, timeWindow])).then(
        ({ rows }) => {
          const row = rows[0]!;
          callback(null, { current: row.hits, ttl: row.ttl_ms });
          sweepNowAndThen();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each limited route counts apart, as with the library's own stores. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method = '', url = '' } = (routeOptions as unknown as RouteLimitOptions).routeInfo ?? {};
      const store = new PostgresRateLimitStore();
      store.prefix = `${this.prefix}${String(method)}${url}-`;
      return store;
    }
  }
  return PostgresRateLimitStore;
}
