import { sql } from 'kysely';

/**
 * The columns of a counted failure (a wrong password, a wrong code): the count goes
 * up, and at the threshold it starts again and the lock runs for the minutes given,
 * from the database's clock as the failure is written.
 */
export function countedFailure(threshold: number, lockoutMinutes: number) {
  return {
    failed_attempts: sql<number>`case when failed_attempts + 1 >= ${threshold} then 0 else failed_attempts + 1 end`,
    locked_until: sql<Date>`case when failed_attempts + 1 >= ${threshold}
      then clock_timestamp() + make_interval(mins => ${lockoutMinutes}) else locked_until end`,
  };
}
