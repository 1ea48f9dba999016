import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery } from '../../test/admin-query';
import { withDatabase } from '../../test/database-urls';
import { connectDatabase } from './connect';
import { ADVISORY_LOCKS } from './advisory-lock';
import { migrateToLatest, pendingMigrations } from './migrate';

// Several API nodes started together on an empty database: one migrates, the others
// wait on the advisory lock and find nothing left to do.
const database = `portal_migrate_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
let url = '';
const handles: Kysely<unknown>[] = [];
const open = () => {
  const db = connectDatabase(url, 2) as unknown as Kysely<unknown>;
  handles.push(db);
  return db;
};

beforeAll(async () => {
  await adminQuery(inject('serverUrl'), `create database ${database}`);
  url = withDatabase(inject('serverUrl'), database);
});
afterAll(async () => {
  await Promise.all(handles.map((db) => db.destroy()));
  await adminQuery(inject('serverUrl'), `drop database if exists ${database} with (force)`).catch(() => {});
});

async function tableExists(db: Kysely<unknown>, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass(${name}) is not null as found`.execute(db);
  return rows[0]!.found;
}

describe('migrateToLatest on several nodes', () => {
  it('waits while another node holds the lock, touching nothing, then runs', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
      const db = open();
      let settled = false;
      const run = migrateToLatest(db).finally(() => (settled = true));
      await sleep(500);
      expect(settled).toBe(false);
      expect(await tableExists(db, 'kysely_migration')).toBe(false);
      await holder.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]);
      await run;
      expect(await pendingMigrations(db)).toEqual([]);
    } finally {
      await holder.end();
    }
  });

  it('migrates once when nodes start at the same moment on an empty database', async () => {
    const fresh = `${database}_b`;
    await adminQuery(inject('serverUrl'), `create database ${fresh}`);
    try {
      const nodes = Array.from({ length: 3 }, () => {
        const db = connectDatabase(withDatabase(inject('serverUrl'), fresh), 2) as unknown as Kysely<unknown>;
        handles.push(db);
        return db;
      });
      await Promise.all(nodes.map((db) => migrateToLatest(db)));
      const { rows } = await sql<{ runs: number; names: number }>`select count(*)::int as runs, count(distinct name)::int as names from kysely_migration`.execute(nodes[0]!);
      expect(rows[0]!.runs).toBe(rows[0]!.names);
      expect(await pendingMigrations(nodes[0]!)).toEqual([]);
      await Promise.all(nodes.map((db) => db.destroy()));
      handles.splice(handles.length - nodes.length);
    } finally {
      await adminQuery(inject('serverUrl'), `drop database if exists ${fresh} with (force)`).catch(() => {});
    }
  });
});
