import { sql, type Kysely } from 'kysely';
import { COE_ISSUANCE_DAYS } from '@portal/contracts/coe';
import type { DB } from '../../db/database';
import { ADVISORY_LOCKS } from '../../db/advisory-lock';
import { readableDateInEach } from '../../lib/local-time';
import { coded, type Notice } from './notification';
import { notifyInTransaction } from './notify';

/** How often each node looks for reminders that have come due; each is written once, by key. */
export const REMINDER_CHECK_MS = 5 * 60_000;

const today = sql<string>`(now() at time zone (select time_zone from company))::date`;

/**
 * Reminders that come due with time rather than with a change: a certificate request
 * on its last day of the three-day issuance clock (to whoever must act on it), and a
 * delegation starting or having ended (to both people). Every node runs this every few
 * minutes; one at a time does the work (a node that finds another at it skips its
 * turn), and a reminder's key makes it written once whatever the timing. Answers how
 * many were due, or null when another node was writing them.
 */
export async function writeDueReminders(db: Kysely<DB>): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${sql.lit(ADVISORY_LOCKS.dueReminders)}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;
    const dueCertificates = await sql<{ recid: number; current_approver: string; requester: string; due_date: string }>`
      select r.recid, r.current_approver, e.firstname || ' ' || e.lastname as requester,
        to_char((r.datefiled at time zone (select time_zone from company))::date + ${COE_ISSUANCE_DAYS}::int, 'YYYY-MM-DD') as due_date
      from coe_requests r join employees e on e.emp_id = r.emp_id
      where r.current_approver is not null and r.overall_status in ('', 'B')
        and (r.datefiled at time zone (select time_zone from company))::date + ${COE_ISSUANCE_DAYS}::int - 1 <= ${today}
    `.execute(trx);
    const delegations = await sql<{ id: number; approver: string; delegate: string; approver_name: string; delegate_name: string; from_date: string; to_date: string; starting: boolean }>`
      select d.id, d.approver, d.delegate, a.firstname || ' ' || a.lastname as approver_name, g.firstname || ' ' || g.lastname as delegate_name,
        to_char(d.from_date, 'YYYY-MM-DD') as from_date, to_char(d.to_date, 'YYYY-MM-DD') as to_date, d.from_date = ${today} as starting
      from approval_delegations d join employees a on a.emp_id = d.approver join employees g on g.emp_id = d.delegate
      where d.ended_at is null
        -- One set up today was announced as it was set up.
        and ((d.from_date = ${today} and (d.created_at at time zone (select time_zone from company))::date < ${today}) or d.to_date = ${today} - 1)
    `.execute(trx);
    const notices: Notice[] = [
      ...dueCertificates.rows.map((row) => ({
        recipient: row.current_approver,
        category: 'approvals' as const,
        title: coded('notice.coe_due', { requester: row.requester, recid: row.recid, due: readableDateInEach(row.due_date) }),
        body: coded('notice.coe_due_body', { days: COE_ISSUANCE_DAYS }),
        link: '/coe/formyapproval',
        dedupeKey: `coe-due:${row.recid}:${row.current_approver}`,
      })),
      ...delegations.rows.flatMap((row): Notice[] => {
        const key = `delegation-${row.starting ? 'start' : 'end'}:${row.id}`;
        const to = readableDateInEach(row.to_date);
        const words = row.starting
          ? { delegate: coded('notice.delegation_starts_delegate', { approver: row.approver_name, to }), approver: coded('notice.delegation_starts_approver', { delegate: row.delegate_name, to }) }
          : { delegate: coded('notice.delegation_over_delegate', { approver: row.approver_name }), approver: coded('notice.delegation_over_approver', { delegate: row.delegate_name }) };
        return [
          { recipient: row.delegate, category: 'approvals', title: words.delegate, body: '', link: '/timeinout', dedupeKey: `${key}:delegate` },
          { recipient: row.approver, category: 'approvals', title: words.approver, body: '', link: '/timeinout', dedupeKey: `${key}:approver` },
        ];
      }),
    ];
    await notifyInTransaction(trx, notices);
    return notices.length;
  });
}
