import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase } from '../../db/connect';
import { findFreePort } from '../../db/embedded';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();

describe('GET /api/ready', () => {
  it('answers 200 when the database answers and every migration has run', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', database: 'ok', migrations: 'current' });
  });

  it('answers 503 NOT_READY naming a migration the database has not run', async () => {
    const latest = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(ctx.db);
    const row = latest.rows[0]!;
    await sql`delete from kysely_migration where name = ${row.name}`.execute(ctx.db);
    try {
      const response = await call(ctx.app, { method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'NOT_READY', message: expect.stringContaining(row.name) });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(ctx.db);
    }
  });

  it('answers 503 NOT_READY while the portal drains, and liveness still 200', async () => {
    ctx.app.serviceState.draining = true;
    try {
      const ready = await call(ctx.app, { method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: 'NOT_READY', message: 'The portal is shutting down.' });
      expect(ready.headers.connection).toBe('close');
      expect((await call(ctx.app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      ctx.app.serviceState.draining = false;
    }
  });
});

describe('connections terminated by PostgreSQL', () => {
  it('are replaced: the next requests succeed once the pool opens new ones', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const database = (await sql<{ name: string }>`select current_database() as name`.execute(ctx.db)).rows[0]!.name;
    const admin = connectDatabase(inject('serverUrl'), 1);
    try {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database}`.execute(admin);
    } finally {
      await admin.destroy();
    }
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) break;
      expect(response.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
    }
    expect(statuses.at(-1)).toBe(200);
  });
});

describe('a database that cannot be reached', () => {
  const unreachable = {} as { app: Awaited<ReturnType<typeof buildApp>>; destroy: () => Promise<void> };
  beforeAll(async () => {
    // Nothing listens on a port the kernel just handed out and took back.
    const db = connectDatabase(`postgres://postgres:x@127.0.0.1:${await findFreePort()}/portal`, 2);
    unreachable.app = await buildApp({ db, config: loadConfig({}) });
    unreachable.destroy = () => db.destroy();
  });
  afterAll(async () => {
    await unreachable.app.close();
    await unreachable.destroy();
  });

  it('answers a request with 503 DB_UNAVAILABLE and Retry-After, not 500', async () => {
    const response = await call(unreachable.app, { method: 'GET', url: '/api/v2/time', cookie: 'portal_session=anything' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ code: 'DB_UNAVAILABLE', message: expect.stringMatching(/cannot reach its database/), message_code: 'validation.database_unavailable', params: {} });
  });

  it('is not ready, while liveness answers 200 and says the database is unavailable', async () => {
    const ready = await call(unreachable.app, { method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'DB_UNAVAILABLE', message: expect.stringMatching(/^The database does not answer: .*ECONNREFUSED/) });
    const health = await call(unreachable.app, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'unavailable' });
  });
});
