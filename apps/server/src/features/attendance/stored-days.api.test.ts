import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addDays, toLocalDateTime } from '../../lib/local-time';
import { manilaDay } from '../../../test/dates';
import { useTestApp } from '../../../test/test-app';
import { computeAttendance } from './attendance-facts';
import { daySumsOf, sumDays } from './day-sums';
import { storeComputedDays, storedDaysNow } from './stored-days';
import { ALL_SUMMED_FIGURES, listSpanTotals, listStoredDays, readStoredDaysMoment } from './stored-days.repository';
import { spanEnd, spanStart } from './day-spans';
import { REFRESHED_DAYS, refreshStoredDays } from './stored-days-refresh';

// The proof that storing days changes no figure: after every kind of event, written
// as any writer would write it (plain SQL, no service), and a refresh of what it
// staled, the stored days equal a fresh computation from the facts for every person
// and day, and so do the sums the reports read. A kind of event whose trigger did not
// stale its days leaves an old figure stored, and this fails.
const ctx = useTestApp();

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PEOPLE = 24;
const FIRST = 61000000;

describe('stored days', () => {
  it('equal a fresh computation after punches, requests, schedule changes, holidays and policy changes of every kind', async () => {
    const db = ctx.db;
    const random = randomSource(Number(process.env.STORED_DAYS_SEED ?? 20261127));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const to = (await storedDaysNow(db)).lastStored;
    const from = addDays(to, -34);
    const days = Array.from({ length: 35 }, (_, index) => addDays(from, index));
    const people = Array.from({ length: PEOPLE }, (_, index) => String(FIRST + index));
    await sql`insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift, team_lead, rest_days)
      select (${FIRST} + i)::text, 'Stored' || i, 'Days', '2020-01-01', 25000, 0, case when i % 4 = 3 then 'NIGHT' else 'DAY' end, '00000003', '{0,6}'
      from generate_series(0, ${PEOPLE - 1}) i`.execute(db);
    // Punches on most days: in around 8:00, out around 17:00 (night shift: 22:00 to 7:00).
    await sql`insert into punches (emp_id, trdate, direction, punched_at, source)
      select e.emp_id, d::date, dir,
        (d::date + case when e.default_shift = 'NIGHT' then (case dir when 'in' then time '21:50' else time '07:05' end) + (case dir when 'out' then interval '1 day' else interval '0' end)
          else case dir when 'in' then time '07:45' else time '17:02' end end + ((hashtext(e.emp_id || d::text) % 40) * interval '1 minute')) at time zone 'Asia/Manila',
        'clock'
      from employees e, generate_series(${from}::date, ${to}::date, interval '1 day') d, unnest(array['in', 'out']) dir
      where e.emp_id = any(${people}::text[]) and hashtext(e.emp_id || d::text) % 7 <> 0`.execute(db);

    /** The reports' sums, added up by the database over stored days and spans, equal the computed days' sums. */
    const sumsMatch = async (after: string, fresh: Awaited<ReturnType<typeof computeAttendance>>) => {
      const sums = await daySumsOf(db, people, { from, to }, ALL_SUMMED_FIGURES);
      for (const person of people) {
        // To the hundredth the days carry, as every answer rounds its sums.
        const hundredths = (sum: ReturnType<typeof sumDays>[number]) =>
          Object.fromEntries(Object.entries(sum).map(([field, value]) => [field, typeof value === 'number' ? Math.round(value * 100) / 100 : value]));
        const byType = (list: ReturnType<typeof sumDays>) =>
          [...list].sort((left, right) => `${left.daycd}|${left.charged_to}`.localeCompare(`${right.daycd}|${right.charged_to}`)).map(hundredths);
        expect(byType(sums.get(person) ?? []), `${after}: sums of ${person}`).toEqual(byType(sumDays(fresh.filter((row) => row.empid === person))));
      }
      // A reader that asks for some figures gets the same sums of those.
      const some = await daySumsOf(db, people, { from, to }, ['tardy', 'late_days', 'absent_dates']);
      const asked = (list: readonly Pick<ReturnType<typeof sumDays>[number], 'daycd' | 'charged_to' | 'days' | 'tardy' | 'late_days' | 'absent_dates'>[]) =>
        [...list]
          .sort((left, right) => `${left.daycd}|${left.charged_to}`.localeCompare(`${right.daycd}|${right.charged_to}`))
          .map(({ daycd, charged_to, days, tardy, late_days, absent_dates }) => ({ daycd, charged_to, days, tardy: Math.round(tardy * 100) / 100, late_days, absent_dates }));
      for (const person of people) expect(asked(some.get(person) ?? []), `${after}: some sums of ${person}`).toEqual(asked(sums.get(person) ?? []));
    };
    /** Every span summed ahead equals the sum of its days computed afresh. */
    const spansMatch = async (after: string, fresh: Awaited<ReturnType<typeof computeAttendance>>) => {
      const { version } = await readStoredDaysMoment(db);
      const spans = await listSpanTotals(db, people, version);
      expect(spans.length, `${after}: whole spans are summed`).toBeGreaterThan(0);
      for (const span of spans) {
        const days = fresh.filter((row) => row.empid === span.emp_id && row.trdate >= span.span_start && row.trdate <= spanEnd(span.span_start));
        if (span.span_start < from || spanEnd(span.span_start) > to) continue;
        // One group for the whole span: the figures compared do not depend on the day type.
        const [sum] = sumDays(days.map((day) => ({ ...day, daycd: 'REG' as const, charged_to: null })));
        expect({ days: span.days, tardy: span.tardy, othrsapv: span.othrsapv, absent: [...span.absent_dates].sort() }, `${after}: span ${span.emp_id} ${span.span_start}`).toEqual({
          days: sum!.days,
          tardy: Math.round(sum!.tardy * 100) / 100,
          othrsapv: Math.round(sum!.othrsapv * 100) / 100,
          absent: [...sum!.absent_dates].sort(),
        });
      }
    };
    const compare = async (after: string) => {
      // Before anything is stored again: a day the event made stale must not be read from a span summed before it.
      const before = await computeAttendance(db, people, from, to);
      await sumsMatch(`${after} (before storing)`, before);
      await storeComputedDays(db, people, from, to);
      const fresh = await computeAttendance(db, people, from, to);
      const { version } = await readStoredDaysMoment(db);
      const stored = await listStoredDays(db, people, from, to, version);
      expect(stored.length, `${after}: every day is stored and current`).toBe(PEOPLE * days.length);
      const storedOf = new Map(stored.map((day) => [`${day.emp_id}|${day.trdate}`, day.computed]));
      for (const { empid, fullname: _fullname, ...figures } of fresh) expect(storedOf.get(`${empid}|${figures.trdate}`), `${after}: ${empid} ${figures.trdate}`).toEqual(figures);
      await sumsMatch(after, fresh);
      await spansMatch(after, fresh);
    };
    await compare('the first read');

    const events: Record<string, () => Promise<unknown>> = {
      'a punch added': () =>
        sql`insert into punches (emp_id, trdate, direction, punched_at, source) values (${pick(people)}, ${pick(days)}, 'in', (${pick(days)}::date + time '12:30') at time zone 'Asia/Manila', 'clock')`.execute(db),
      'a punch superseded (an approved adjustment)': () =>
        sql`update punches set superseded_at = now() where id = (select id from punches where emp_id = ${pick(people)} and trdate = ${pick(days)} and superseded_at is null limit 1)`.execute(db),
      'a punch deleted': () => sql`delete from punches where id = (select id from punches where emp_id = ${pick(people)} and trdate = ${pick(days)} limit 1)`.execute(db),
      'a leave approved': () =>
        sql`insert into day_marks (emp_id, trdate, kind, request_type, recid, charged_to, hours) values (${pick(people)}, ${pick(days)}, 'leave', 'leave', 1, 'VL', ${pick([4, 8])})`.execute(db),
      'an official business approved': () =>
        sql`insert into day_marks (emp_id, trdate, kind, request_type, recid) values (${pick(people)}, ${pick(days)}, 'official_business', 'official_business', 1)`.execute(db),
      'a leave cancelled': () => sql`delete from day_marks where id = (select id from day_marks where emp_id = any(${people}::text[]) order by random() limit 1)`.execute(db),
      'an overtime approved': () =>
        sql`insert into overtimes (emp_id, filed_by, otdate, frtime, totime, noofhours, approved_hours, reason, overall_status)
          values (${pick(people)}, '00000003', ${pick(days)}, '17:00', '19:00', 2, 2, 'Month end', 'A')`.execute(db),
      'an overtime approval reversed': () => sql`update overtimes set overall_status = 'D' where recid = (select recid from overtimes where emp_id = any(${people}::text[]) and overall_status = 'A' limit 1)`.execute(db),
      'a shift change approved': () => {
        const start = pick(days);
        return sql`insert into shift_changes (emp_id, filed_by, frdate, todate, shift, reason, overall_status) values (${pick(people)}, '00000003', ${start}, ${addDays(start, 2)}, ${pick(['MID', 'NIGHT', 'DAY'])}, 'Cover', 'A')`.execute(db);
      },
      'a shift change approval reversed': () =>
        sql`update shift_changes set overall_status = 'D' where recid = (select recid from shift_changes where emp_id = any(${people}::text[]) and overall_status = 'A' limit 1)`.execute(db),
      "a person's default shift changed": () => sql`update employees set default_shift = ${pick(['DAY', 'MID'])} where emp_id = ${pick(people)}`.execute(db),
      "a person's rest days changed": () => sql`update employees set rest_days = ${pick(['{0}', '{5,6}', '{0,6}'])}::smallint[] where emp_id = ${pick(people)}`.execute(db),
      'a holiday added after the fact': () =>
        sql`insert into holidays (holiday_date, name, type) values (${pick(days)}, 'Declared holiday', ${pick(['LH', 'SH'])}) on conflict do nothing`.execute(db),
      'a holiday removed': () => sql`delete from holidays where name = 'Declared holiday' and id = (select id from holidays where name = 'Declared holiday' limit 1)`.execute(db),
      'the grace period changed': () =>
        sql`update company set settings = jsonb_set(settings, '{attendance}', coalesce(settings -> 'attendance', '{}'::jsonb) || jsonb_build_object('graceMinutes', ${pick([0, 5, 15])}::int))`.execute(db),
      'a shift definition changed': () => sql`update shifts set timein = ${pick(['08:00', '08:30', '09:00'])}::time where shift = 'DAY'`.execute(db),
    };
    const kinds = Object.keys(events);
    for (let round = 0; round < 4; round++) {
      // Every kind once a round, in a shuffled order, then a random few more.
      const order = [...kinds].sort(() => random() - 0.5);
      for (const kind of [...order, pick(kinds), pick(kinds)]) {
        await events[kind]!();
        await compare(`round ${round + 1}, after ${kind}`);
      }
    }
  });

  it('are stored from the day after, and every change to a day a reader may store marks it, a time-in today nothing', async () => {
    const db = ctx.db;
    const person = String(FIRST + PEOPLE + 3);
    await sql`insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift, team_lead)
      values (${person}, 'Yesterday', 'Stored', '2020-01-01', 25000, 0, 'DAY', '00000003')`.execute(db);
    // A reader stores the days before the one of two hours ago in Manila; a writer marks those before today.
    const { lastStored } = await storedDaysNow(db);
    expect(lastStored).toBe(addDays(toLocalDateTime(new Date(Date.now() - 2 * 3600_000), 'Asia/Manila').date, -1));
    const yesterday = manilaDay(-1);
    const { rows } = await sql<{ cutoff: string }>`select to_char(attendance_store_cutoff(), 'YYYY-MM-DD') as cutoff`.execute(db);
    expect(rows[0]!.cutoff).toBe(yesterday);
    const punch = (day: string) => sql`insert into punches (emp_id, trdate, direction, punched_at, source)
      values (${person}, ${day}, 'in', (${day}::date + time '08:00') at time zone 'Asia/Manila', 'clock')`.execute(db);
    const dayRows = () => db.selectFrom('daily_attendance').select(['trdate', 'computed']).where('emp_id', '=', person).orderBy('trdate').execute();
    await punch(yesterday);
    await punch(manilaDay());
    expect(await dayRows()).toEqual([{ trdate: yesterday, computed: null }]);
    // Stored up to the last storable day (in the first two hours of a day, the day before
    // yesterday: yesterday stays marked); today never.
    await storeComputedDays(db, [person], addDays(lastStored, -1), manilaDay());
    const stored = await dayRows();
    expect(stored.filter((row) => row.computed !== null).map((row) => row.trdate)).toEqual([addDays(lastStored, -1), lastStored]);
    expect(stored.map((row) => row.trdate)).not.toContain(manilaDay());
  });

  it('never stores a day computed while a change to it was committing', async () => {
    const db = ctx.db;
    const person = String(FIRST + PEOPLE + 1);
    const day = addDays((await storedDaysNow(ctx.db)).lastStored, -1);
    await sql`insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift, team_lead)
      values (${person}, 'Racing', 'Days', '2020-01-01', 25000, 0, 'DAY', '00000003')`.execute(db);
    const storedDay = async () => {
      const { version } = await readStoredDaysMoment(db);
      return (await listStoredDays(db, [person], day, day, version))[0]?.computed;
    };
    // A writer files a day of leave and holds its transaction open: the day's stored row
    // is a placeholder it has locked.
    await db.connection().execute(async (writer) => {
      await sql`begin`.execute(writer);
      await sql`insert into day_marks (emp_id, trdate, kind, request_type, recid, charged_to, hours) values (${person}, ${day}, 'leave', 'leave', 1, 'SL', 8)`.execute(writer);
      // The day is computed without the leave (not committed yet) and waits to be stored.
      const storing = storeComputedDays(db, [person], day, day);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`commit`.execute(writer);
      expect(await storing).toBe(0);
    });
    // What it computed was not kept; the next store has the leave.
    expect(await storedDay()).toBeUndefined();
    await storeComputedDays(db, [person], day, day);
    expect(await storedDay()).toMatchObject({ charged_to: 'SL' });
  });

  it("never keeps a span's sum over a day a change staled while the span was summed", async () => {
    const db = ctx.db;
    const person = String(FIRST + PEOPLE + 2);
    await sql`insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances, default_shift, team_lead)
      values (${person}, 'Racing', 'Spans', '2020-01-01', 25000, 0, 'DAY', '00000003')`.execute(db);
    // A whole span of at least two days, already past.
    let start = spanStart(addDays((await storedDaysNow(ctx.db)).lastStored, -10));
    while (spanEnd(start) === start) start = spanStart(addDays(start, -1));
    const [first, second] = [start, addDays(start, 1)];
    const punch = (day: string) => sql`insert into punches (emp_id, trdate, direction, punched_at, source)
      values (${person}, ${day}, 'in', (${day}::date + time '08:00') at time zone 'Asia/Manila', 'clock')`;
    await storeComputedDays(db, [person], start, spanEnd(start));
    const { version } = await readStoredDaysMoment(db);
    expect((await listSpanTotals(db, [person], version)).map((span) => span.span_start)).toContain(start);
    // The second day changes (committed): its store will sum the span again.
    await punch(second).execute(db);
    await db.connection().execute(async (writer) => {
      // A writer changes the first day and holds its transaction open.
      await sql`begin`.execute(writer);
      await punch(first).execute(writer);
      const storing = storeComputedDays(db, [person], second, second);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`commit`.execute(writer);
      expect(await storing).toBe(1);
    });
    // The span was summed after the first day's change committed, so it is not there: the first day is stale.
    expect((await listSpanTotals(db, [person], version)).map((span) => span.span_start)).not.toContain(start);
    await storeComputedDays(db, [person], start, spanEnd(start));
    const span = (await listSpanTotals(db, [person], version)).find((each) => each.span_start === start);
    const days = await computeAttendance(db, [person], start, spanEnd(start));
    expect(span?.days).toBe(days.length);
    expect(span?.absent_dates.length).toBe(days.filter((day) => day.absent).length);
  });

  it('span the same days in the database as in the code, over two years of dates', async () => {
    const { rows } = await sql<{ day: string; span_start: string; span_end: string }>`
      select to_char(d, 'YYYY-MM-DD') as day, to_char(attendance_span_start(d::date), 'YYYY-MM-DD') as span_start,
        to_char(attendance_span_end(d::date), 'YYYY-MM-DD') as span_end
      from generate_series(date '2026-01-01', date '2027-12-31', interval '1 day') d
    `.execute(ctx.db);
    expect(rows).toHaveLength(730);
    for (const row of rows) expect([spanStart(row.day), spanEnd(row.day)], row.day).toEqual([row.span_start, row.span_end]);
  });

  it('are computed again in the background after a company-wide change, and filled ahead of the first read', async () => {
    const db = ctx.db;
    const { lastStored } = await storedDaysNow(db);
    const current = () =>
      sql<{ current: number; stale: number }>`
        select count(*) filter (where a.computed is not null and a.company_version = m.version)::int as current,
          count(*) filter (where a.computed is null or a.company_version <> m.version)::int as stale
        from daily_attendance a, attendance_marks m where m.scope = '*' and a.trdate between ${addDays(lastStored, -(REFRESHED_DAYS - 1))}::date and ${lastStored}::date
      `.execute(db).then((result) => result.rows[0]!);
    await refreshStoredDays(db);
    const filled = await current();
    expect(filled.current).toBeGreaterThan(0);
    expect(filled.stale).toBe(0);
    await sql`update company set settings = jsonb_set(settings, '{attendance}', coalesce(settings -> 'attendance', '{}'::jsonb) || '{"graceMinutes": 7}'::jsonb)`.execute(db);
    expect((await current()).current).toBe(0);
    expect(await refreshStoredDays(db)).toBeGreaterThan(0);
    const after = await current();
    expect(after.stale).toBe(0);
    expect(after.current).toBeGreaterThanOrEqual(filled.current);
  });
});
