import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { hashSessionToken } from '../src/features/session/session-token';

/**
 * Bench employees with live sessions. Sessions are written directly (with the same
 * token hashing the server uses) because logging in thousands of people through
 * argon2 would measure argon2, not the time clock.
 */
export async function createBenchEmployees(
  db: Kysely<DB>,
  count: number,
): Promise<{ empId: string; cookie: string }[]> {
  const people: { empId: string; cookie: string }[] = [];
  await db.transaction().execute(async (trx) => {
    const passwordHash = (await trx.selectFrom('user_accounts').select('password_hash').executeTakeFirstOrThrow())
      .password_hash;
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(500, count - start) }, (_, i) => start + i);
      const ids = batch.map((i) => String(10_000_000 + i));
      await trx
        .insertInto('employees')
        .values(
          ids.map((empId, i) => ({
            emp_id: empId,
            firstname: `Bench${batch[i]}`,
            lastname: 'Employee',
            hire_date: '2024-01-01',
            monthly_salary: 20000,
            monthly_allowances: 0,
            default_shift: 'DAY',
            team_lead: '00000003',
          })),
        )
        .execute();
      await trx
        .insertInto('user_accounts')
        .values(ids.map((empId) => ({ username: `bench${empId}`, emp_id: empId, password_hash: passwordHash })))
        .execute();
      const tokens = ids.map((empId) => `bench-token-${empId}`);
      await trx
        .insertInto('sessions')
        .values(
          ids.map((empId, i) => ({
            token_hash: hashSessionToken(tokens[i]!),
            username: `bench${empId}`,
            emp_id: empId,
            expires_at: sql<Date>`now() + interval '1 day'`,
          })),
        )
        .execute();
      people.push(...tokens.map((token, i) => ({ empId: ids[i]!, cookie: `portal_session=${token}` })));
    }
  });
  return people;
}
