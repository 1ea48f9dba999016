import { sql, type Kysely } from 'kysely';

// A punch in one round trip: lock the employee, read the latest punch, decide, insert
// and answer the recent days, inside one statement, so a burst of time-ins at 8:00
// costs one commit and one trip each. The rules are the time clock's (docs/decisions.md,
// "Time in/out"), proved by punch-rules.api.test.ts; the caller words the refusals.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function record_punch(
      p_emp_id text, p_direction text, p_time_zone text, p_max_open_hours int, p_days int,
      p_lat double precision, p_lng double precision, p_accuracy double precision,
      p_address text, p_address_source text, p_outside_geofence boolean
    ) returns table (outcome text, open_punched_at timestamptz, recent_punches json)
    language plpgsql volatile as $$
    declare
      v_now timestamptz;
      v_latest record;
      v_open boolean := false;
      v_local timestamp;
      v_yesterday date;
      v_timein time;
      v_timeout time;
      v_trdate date;
    begin
      -- The row lock orders simultaneous punches of one employee: a double tap waits here.
      select now() into v_now from employees where emp_id = p_emp_id for update;
      if not found then
        raise exception 'no employee %', p_emp_id;
      end if;
      -- A statement of its own after the lock: in READ COMMITTED it sees what the
      -- punch we waited for committed.
      select p.direction, p.trdate, p.punched_at into v_latest from punches p
        where p.emp_id = p_emp_id and p.superseded_at is null
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

      insert into punches (emp_id, trdate, direction, punched_at, lat, lng, accuracy, address, address_source, outside_geofence)
        values (p_emp_id, v_trdate, p_direction, v_now, p_lat, p_lng, p_accuracy, p_address, p_address_source, p_outside_geofence);

      return query select 'recorded'::text, null::timestamptz, coalesce((
        select json_agg(json_build_object(
            'trdate', p.trdate::text, 'direction', p.direction, 'address', p.address,
            'outside_geofence', p.outside_geofence, 'location_unknown', (p.lat is null and p.source = 'clock'),
            'time', to_char(p.punched_at at time zone p_time_zone, 'HH24:MI:SS')
          ) order by p.trdate, p.punched_at)
        from punches p
        where p.emp_id = p_emp_id and p.superseded_at is null
          and p.trdate between v_local::date - (p_days - 1) and v_local::date
      ), '[]'::json);
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function record_punch(text, text, text, int, int, double precision, double precision, double precision, text, text, boolean)`.execute(db);
}
