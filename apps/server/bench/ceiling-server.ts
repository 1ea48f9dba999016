import Fastify from 'fastify';
import pg from 'pg';
import { hashSessionToken } from '../src/features/session/session-token';
import { buildTimeRecords, type DayPunch } from '../src/features/time-clock/time-records';

// The ceiling: bare Fastify + pg on the same database, with what the portal cannot do
// better than (a session looked up once and kept, one named prepared statement per
// request, no plugins, no log). The portal's figures are read as fractions of these.
pg.types.setTypeParser(1082, (value) => value);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const TIME_ZONE = 'Asia/Manila';
const sessions = new Map<string, string>();

async function empIdOf(cookie: string | undefined): Promise<string | null> {
  const token = /portal_session=([^;]+)/.exec(cookie ?? '')?.[1];
  if (!token) return null;
  const tokenHash = hashSessionToken(token);
  const cached = sessions.get(tokenHash);
  if (cached) return cached;
  const { rows } = await pool.query<{ emp_id: string }>({
    name: 'ceiling_session',
    text: 'select emp_id from sessions where token_hash = $1 and revoked_at is null and expires_at > now()',
    values: [tokenHash],
  });
  if (rows[0]) sessions.set(tokenHash, rows[0].emp_id);
  return rows[0]?.emp_id ?? null;
}

const app = Fastify({ logger: false });

/** The portal's GET /v2/time body: the last 14 days of punches, folded the same way. */
app.get('/time', async (request, reply) => {
  const empId = await empIdOf(request.headers.cookie);
  if (!empId) return reply.code(401).send({ message: 'no session' });
  const { rows } = await pool.query<DayPunch>({
    name: 'ceiling_time',
    text: `select trdate, direction, address, outside_geofence, (lat is null and source in ('clock', 'offline')) as location_unknown,
        source, clock_drift_seconds, to_char(punched_at at time zone $2, 'HH24:MI:SS') as time
      from punches where emp_id = $1 and superseded_at is null
        and trdate between (now() at time zone $2)::date - 13 and (now() at time zone $2)::date
      order by trdate, punched_at`,
    values: [empId, TIME_ZONE],
  });
  return buildTimeRecords(rows);
});

/** The smallest useful read: one row by primary key. */
app.get('/row', async (request, reply) => {
  const empId = await empIdOf(request.headers.cookie);
  if (!empId) return reply.code(401).send({ message: 'no session' });
  const { rows } = await pool.query({
    name: 'ceiling_row',
    text: 'select emp_id, firstname, lastname from employees where emp_id = $1',
    values: [empId],
  });
  return rows[0];
});

/** A time-in as one statement: lock the employee, check for an open time-in, insert, answer. */
app.post('/time/in', async (request, reply) => {
  const empId = await empIdOf(request.headers.cookie);
  if (!empId) return reply.code(401).send({ message: 'no session' });
  const geotag = (request.body as { geotag?: { lat: number; lng: number; accuracy?: number } } | undefined)?.geotag;
  const { rows } = await pool.query({
    name: 'ceiling_time_in',
    text: `with locked as (select emp_id from employees where emp_id = $1 for update)
      insert into punches (emp_id, trdate, direction, punched_at, lat, lng, accuracy, outside_geofence)
      select emp_id, (now() at time zone $2)::date, 'in', now(), $3, $4, $5, false from locked
      where not exists (select 1 from punches p where p.emp_id = $1 and p.superseded_at is null
        and p.direction = 'in' and p.punched_at > now() - interval '20 hours')
      returning trdate, to_char(punched_at at time zone $2, 'HH24:MI:SS') as time`,
    values: [empId, TIME_ZONE, geotag?.lat ?? null, geotag?.lng ?? null, geotag?.accuracy ?? null],
  });
  if (!rows[0]) return reply.code(409).send({ message: 'already timed in' });
  return [{ trdate: rows[0].trdate, timein1: rows[0].time }];
});

/**
 * The plainest durable time-in: one INSERT into a table of the ceiling's own, with no
 * foreign key, trigger or index beyond its key, and no check. What a time-in costs
 * the database at the least; the portal's time-in is measured as a fraction of it.
 */
await pool.query(`create table if not exists ceiling_punches (
  id bigint generated always as identity primary key, emp_id text not null, trdate date not null, direction text not null,
  punched_at timestamptz not null, lat double precision, lng double precision, accuracy double precision)`);
app.post('/time/in/plain', async (request, reply) => {
  const empId = await empIdOf(request.headers.cookie);
  if (!empId) return reply.code(401).send({ message: 'no session' });
  const geotag = (request.body as { geotag?: { lat: number; lng: number; accuracy?: number } } | undefined)?.geotag;
  const { rows } = await pool.query({
    name: 'ceiling_plain_time_in',
    text: `insert into ceiling_punches (emp_id, trdate, direction, punched_at, lat, lng, accuracy)
      values ($1, (now() at time zone $2)::date, 'in', now(), $3, $4, $5)
      returning trdate, to_char(punched_at at time zone $2, 'HH24:MI:SS') as time`,
    values: [empId, TIME_ZONE, geotag?.lat ?? null, geotag?.lng ?? null, geotag?.accuracy ?? null],
  });
  return [{ trdate: rows[0].trdate, timein1: rows[0].time }];
});

app.get('/ready', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
