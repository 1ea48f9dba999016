import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { getCompanyTimeZone } from '../../company/company.repository';
import { ADVISORY_LOCKS } from '../../db/advisory-lock';
import { toLocalDateTime } from '../../lib/local-time';
import { runPeriodically } from '../../lib/periodic-work';
import { disposeExpiredData } from './disposal';

/** Often enough that a day never passes without a run, on any node that is up. */
const DISPOSAL_CHECK_MS = 6 * 60 * 60 * 1000;

/**
 * The daily disposal of personal data past its retention. Every node tries every few
 * hours; the one that takes the lock runs it and the others skip (a run finds nothing
 * left to dispose of until the next day's separations come due).
 */
async function retentionJob(app: FastifyInstance) {
  runPeriodically(
    app,
    DISPOSAL_CHECK_MS,
    'data past its retention not disposed of; trying again at the next turn',
    () =>
      app.db.connection().execute(async (connection) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_lock(${sql.lit(ADVISORY_LOCKS.retention)}) as locked`.execute(connection);
        if (!rows[0]?.locked) return;
        try {
          const today = toLocalDateTime(new Date(), await getCompanyTimeZone(app.db)).date;
          const disposals = await disposeExpiredData(app.db, today, (key) => app.documentStore.remove(key));
          if (disposals.length > 0)
            app.log.info({ disposals: disposals.length }, 'disposed of personal data past its retention');
        } finally {
          await sql`select pg_advisory_unlock(${sql.lit(ADVISORY_LOCKS.retention)})`
            .execute(connection)
            .catch(() => {});
        }
      }),
  );
}

export default fp(retentionJob, { name: 'retention-job' });
