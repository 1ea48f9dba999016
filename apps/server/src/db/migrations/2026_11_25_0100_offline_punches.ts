import { sql, type Kysely } from 'kysely';

// Punches a phone kept while it had no network, sent later: recorded at the phone's
// time corrected by its known clock offset, marked as such, and stored once however
// often they are sent (the idempotency key). Every punch may carry the phone's own
// clock; one too far from the server's is flagged with the drift (docs/decisions.md,
// "Offline punches and clock drift").
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table punches drop constraint punches_source_check;
    alter table punches add constraint punches_source_check check (source in ('clock', 'offline', 'adjustment', 'import'));
    alter table punches
      add column device_time timestamptz,
      add column clock_drift_seconds integer,
      add column received_at timestamptz,
      add column idempotency_key uuid,
      add column outside_reason text;
    create unique index punches_idempotency_idx on punches (emp_id, idempotency_key) where idempotency_key is not null;

    drop function record_punch(text, text, text, int, int, double precision, double precision, double precision, text, text, boolean);

    -- As before (2026_11_23_1710), with a punch time given for a queued punch
    -- (p_at; null: the database clock), the phone's clock, the flagged drift and the
    -- idempotency key. A queued punch is judged at its own time: the open time-in is
    -- the latest punch at or before it, and one older than a punch already stored is
    -- refused rather than put before it.
    create function record_punch(
      p_emp_id text, p_direction text, p_time_zone text, p_max_open_hours int, p_days int,
      p_lat double precision, p_lng double precision, p_accuracy double precision,
      p_address text, p_address_source text, p_outside_geofence boolean,
      p_at timestamptz, p_device_time timestamptz, p_clock_drift_seconds int, p_idempotency_key uuid, p_outside_reason text
    ) returns table (outcome text, open_punched_at timestamptz, recent_punches json)
    language plpgsql volatile as $$
    declare
      v_received timestamptz;
      v_now timestamptz;
      v_latest record;
      v_open boolean := false;
      v_local timestamp;
      v_yesterday date;
      v_timein time;
      v_timeout time;
      v_trdate date;
      v_outcome text := 'recorded';
    begin
      -- The row lock orders simultaneous punches of one employee: a double tap, or the
      -- same queued punch sent twice, waits here.
      select now() into v_received from employees where emp_id = p_emp_id for update;
      if not found then
        raise exception 'no employee %', p_emp_id;
      end if;
      v_now := coalesce(p_at, v_received);

      if p_idempotency_key is not null and exists (
        select 1 from punches p where p.emp_id = p_emp_id and p.idempotency_key = p_idempotency_key
      ) then
        v_outcome := 'duplicate';
      elsif p_at is not null and exists (
        select 1 from punches p where p.emp_id = p_emp_id and p.superseded_at is null and p.punched_at > v_now
      ) then
        select p.punched_at into v_latest from punches p
          where p.emp_id = p_emp_id and p.superseded_at is null order by p.punched_at desc limit 1;
        return query select 'later_punch'::text, v_latest.punched_at, null::json;
        return;
      else
        -- A statement of its own after the lock: in READ COMMITTED it sees what the
        -- punch we waited for committed.
        select p.direction, p.trdate, p.punched_at into v_latest from punches p
          where p.emp_id = p_emp_id and p.superseded_at is null and p.punched_at <= v_now
          order by p.punched_at desc limit 1;
        if found then
          v_open := v_latest.direction = 'in' and v_now - v_latest.punched_at < make_interval(hours => p_max_open_hours);
        end if;
        v_local := v_now at time zone p_time_zone;

        if p_direction = 'in' then
          if v_open then
            return query select 'already_in'::text, v_latest.punched_at, null::json;
            return;
          end if;
          -- Yesterday's effective shift: the latest approved change covering it, else
          -- the default shift unless yesterday was a rest day.
          v_yesterday := v_local::date - 1;
          select s.timein, s.timeout into v_timein, v_timeout
            from shift_changes c join shifts s on s.shift = c.shift
            where c.emp_id = p_emp_id and c.overall_status = 'A' and c.frdate <= v_yesterday and c.todate >= v_yesterday
            order by c.recid desc limit 1;
          if not found then
            select s.timein, s.timeout into v_timein, v_timeout
              from employees e join shifts s on s.shift = e.default_shift
              where e.emp_id = p_emp_id and not (extract(dow from v_yesterday)::smallint = any (e.rest_days));
          end if;
          -- A night shift's day is the day it started.
          if v_timein is not null and v_timeout <= v_timein and date_trunc('second', v_local)::time < v_timeout then
            v_trdate := v_yesterday;
          else
            v_trdate := v_local::date;
          end if;
        else
          if not v_open then
            return query select 'no_open_time_in'::text, null::timestamptz, null::json;
            return;
          end if;
          v_trdate := v_latest.trdate;
        end if;

        insert into punches (emp_id, trdate, direction, punched_at, lat, lng, accuracy, address, address_source, outside_geofence,
            source, device_time, clock_drift_seconds, received_at, idempotency_key, outside_reason)
          values (p_emp_id, v_trdate, p_direction, v_now, p_lat, p_lng, p_accuracy, p_address, p_address_source, p_outside_geofence,
            case when p_at is null then 'clock' else 'offline' end, p_device_time, p_clock_drift_seconds,
            case when p_at is null then null else v_received end, p_idempotency_key, p_outside_reason);
      end if;

      return query select v_outcome, null::timestamptz, coalesce((
        select json_agg(json_build_object(
            'trdate', p.trdate::text, 'direction', p.direction, 'address', p.address,
            'outside_geofence', p.outside_geofence, 'location_unknown', (p.lat is null and p.source in ('clock', 'offline')),
            'source', p.source, 'clock_drift_seconds', p.clock_drift_seconds, 'outside_reason', p.outside_reason,
            'time', to_char(p.punched_at at time zone p_time_zone, 'HH24:MI:SS')
          ) order by p.trdate, p.punched_at)
        from punches p
        where p.emp_id = p_emp_id and p.superseded_at is null
          and p.trdate between (v_received at time zone p_time_zone)::date - (p_days - 1) and (v_received at time zone p_time_zone)::date
      ), '[]'::json);
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop function record_punch(text, text, text, int, int, double precision, double precision, double precision, text, text, boolean,
      timestamptz, timestamptz, int, uuid, text);
    delete from punches where source = 'offline';
    drop index punches_idempotency_idx;
    alter table punches drop column device_time, drop column clock_drift_seconds, drop column received_at, drop column idempotency_key,
      drop column outside_reason;
    alter table punches drop constraint punches_source_check;
    alter table punches add constraint punches_source_check check (source in ('clock', 'adjustment', 'import'));
  `.execute(db);
  const { up: recreate } = await import('./2026_11_23_1710_record_punch_function');
  await recreate(db);
}
