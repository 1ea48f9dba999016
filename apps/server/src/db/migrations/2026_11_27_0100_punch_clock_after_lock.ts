import type { Kysely } from 'kysely';
import { rewriteFunction } from './rewrite-function';

// record_punch, as 2026_11_25_0100 wrote it, with three changes:
// - The employee's row is locked FOR NO KEY UPDATE, as every write locks it
//   (approvals/lock-order.ts): a row that only names the employee (a notification)
//   is then never held up by a punch.
// - The clock is read after the employee's lock is granted (clock_timestamp()), not
//   at the transaction's start (now()). A time-in that waited for a simultaneous one
//   had an earlier now() than the punch it waited for, so its "latest punch at or
//   before now" missed that punch and it stored a second time-in.
// - A queued punch sent again with a key already used for another punch (another
//   direction or another time on the phone) is refused ('key_reused'), never
//   answered as stored while nothing was stored.
// The two changes are made to the function's stored text, so the rest of it stays
// exactly as that migration wrote it; down makes the reverse changes.

const SIGNATURE = `record_punch(text, text, text, int, int, double precision, double precision, double precision, text, text, boolean,
  timestamptz, timestamptz, int, uuid, text)`;

const LOCK_THEN_CLOCK: [string, string] = [
  `      select now() into v_received from employees where emp_id = p_emp_id for update;
      if not found then
        raise exception 'no employee %', p_emp_id;
      end if;`,
  `      perform 1 from employees where emp_id = p_emp_id for no key update;
      if not found then
        raise exception 'no employee %', p_emp_id;
      end if;
      -- Read after the lock: a punch we waited for is then always before this one.
      v_received := clock_timestamp();`,
];

const KEY_REUSED: [string, string] = [
  `      ) then
        v_outcome := 'duplicate';`,
  `      ) then
        select p.punched_at, p.direction, p.device_time into v_latest from punches p
          where p.emp_id = p_emp_id and p.idempotency_key = p_idempotency_key;
        if v_latest.direction <> p_direction or v_latest.device_time is distinct from p_device_time then
          return query select 'key_reused'::text, v_latest.punched_at, null::json;
          return;
        end if;
        v_outcome := 'duplicate';`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewriteFunction(db, SIGNATURE, [LOCK_THEN_CLOCK, KEY_REUSED]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteFunction(db, SIGNATURE, [
    [LOCK_THEN_CLOCK[1], LOCK_THEN_CLOCK[0]],
    [KEY_REUSED[1], KEY_REUSED[0]],
  ]);
}
