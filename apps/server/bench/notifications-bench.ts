import { sql, type Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import type { SmtpSink } from '../test/smtp-sink';
import { addBulkQueue, type ApprovalBenchData } from './approvals-data';

async function bulkApprove(base: string, data: ApprovalBenchData): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/v3/attendance/adjustment/approve`, {
    method: 'POST',
    headers: {
      cookie: data.busyLeadCookie,
      'content-type': 'application/json',
      'x-request-id': `bench-bulk-mail-${Date.now()}`,
    },
    body: JSON.stringify({ recids: data.busyLeadRecids }),
  });
  await response.json();
  if (!response.ok) throw new Error(`bulk approval answered ${response.status}`);
  return performance.now() - started;
}

/**
 * A bulk approval of 500 whose requesters have e-mail addresses (the grown company's
 * busy lead) against a fresh 500 of the first company's busy lead whose requesters
 * have none, both on the portal with e-mail on: the cost of queueing 500 e-mails in
 * the approving transaction. Then how long until the 500 e-mails are in the SMTP sink.
 */
export async function measureBulkApprovalWithEmail(
  db: Kysely<DB>,
  base: string,
  sink: SmtpSink,
  firstCompany: ApprovalBenchData,
  withAddresses: ApprovalBenchData,
): Promise<[string, string][]> {
  const withoutAddresses = { ...firstCompany, busyLeadRecids: await addBulkQueue(db) };
  const requesters = (data: ApprovalBenchData) =>
    sql`(select emp_id from attendance_adjustments where recid = any(${data.busyLeadRecids}::int[]))`;
  await sql`update employees set email = null where emp_id in ${requesters(withoutAddresses)}`.execute(db);
  await sql`update employees set email = 'bench' || emp_id || '@example.com' where emp_id in ${requesters(withAddresses)}`.execute(
    db,
  );
  const plainMs = await bulkApprove(base, withoutAddresses);
  const before = sink.messages.length;
  const mailedMs = await bulkApprove(base, withAddresses);
  const sentAt = performance.now() - mailedMs;
  const expected = withAddresses.busyLeadRecids.length;
  const deadline = Date.now() + 300_000;
  while (sink.messages.length - before < expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const arrived = sink.messages.length - before;
  const allInMs = performance.now() - sentAt;
  return [
    [`bulk approval of ${expected}, each requester e-mailed, one call, ms`, mailedMs.toFixed(0)],
    [`  the same bulk, requesters without e-mail (notifications in the portal only), ms`, plainMs.toFixed(0)],
    ['  ratio with e-mail / without (goal <= 1.2)', (mailedMs / plainMs).toFixed(2)],
    [
      `  e-mails in the SMTP sink, and seconds from the call until the last arrived`,
      `${arrived} / ${expected}, ${(allInMs / 1000).toFixed(1)} s`,
    ],
  ];
}
