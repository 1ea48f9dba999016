import type { Kysely } from 'kysely';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { DB } from '../db/database';
import type { CurrentUser } from '../lib/current-user';
import { getCompanyTimeZone } from '../company/company.repository';
import { listRequests } from './approval.repository';
import type { RequestTypeDescriptor } from './request-types';

/** The caller's own requests of a type. */
export async function listOwnRequests<Row>(db: Kysely<DB>, type: RequestTypeDescriptor, user: CurrentUser, filter: RequestListQuery): Promise<Row[]> {
  // A type a team lead may file on behalf lists those filings in the lead's own list too.
  const scope = { kind: 'own' as const, empId: user.empId, filedFor: type.onBehalfSwitch !== undefined };
  return listRequests<Row>(db, type, scope, filter, await getCompanyTimeZone(db));
}

/**
 * "For my approval": without filters, what waits for the caller's action now (the
 * one person whose turn it is); with any filter, every request routed to them, for
 * looking back at what they decided.
 */
export async function listRequestsForApprover<Row>(db: Kysely<DB>, type: RequestTypeDescriptor, user: CurrentUser, filter: RequestListQuery): Promise<Row[]> {
  const history = filter.status !== undefined || filter.fromDate !== undefined || filter.toDate !== undefined;
  const scope = history ? { kind: 'routed-to' as const, approverEmpId: user.empId } : { kind: 'waiting-for' as const, approverEmpId: user.empId };
  return listRequests<Row>(db, type, scope, filter, await getCompanyTimeZone(db));
}

/** One request's list row, as a write answers it. */
export async function readRequestRow<Row>(db: Kysely<DB>, type: RequestTypeDescriptor, recid: number): Promise<Row> {
  const [row] = await listRequests<Row>(db, type, { kind: 'one', recid }, {}, await getCompanyTimeZone(db));
  if (!row) throw new Error(`${type.label} ${recid} vanished after saving`);
  return row;
}
