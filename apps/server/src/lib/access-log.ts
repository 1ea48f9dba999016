import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import { clientAddress } from './client-address';
import type { AccessReadKind } from '@portal/contracts/access-log';
import type { CurrentUser } from './current-user';

/** One read of personal data: whose (null for a list of everyone), what kind, and which record. */
export interface AccessRead {
  subject: string | null;
  what: AccessReadKind;
  detail: string;
}

/**
 * Records reads of another person's personal data in the append-only access log,
 * before the answer goes out: who, whose, what, when and from where. A person reading
 * their own data is not recorded.
 */
export async function logAccess(db: Kysely<DB>, user: CurrentUser, request: FastifyRequest, reads: readonly AccessRead[]): Promise<void> {
  const others = reads.filter((read) => read.subject !== user.empId);
  if (others.length === 0) return;
  await db
    .insertInto('access_log')
    .values(others.map((read) => ({ actor_emp_id: user.empId, subject_emp_id: read.subject, what: read.what, detail: read.detail, address: clientAddress(request), request_id: request.id })))
    .execute();
}
