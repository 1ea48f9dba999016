import { sql, type Kysely } from 'kysely';

// The company-wide sums read a range's stored figures by date, beside the indexes that
// read them by person. Each read joins the list of people it sums (see
// storedPieceParts). A team's few people are each looked up by person; for a whole
// company the planner looked up 10,000 people one by one, three index pages each, or
// read the whole table. With the list's length known, it now reads the range's
// entries in a row from these and joins the list by hash. A month of 10,000 people:
// a span part from 234 to 131-153 ms, five days at a range's end from 286 to 148 ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index attendance_spans_by_day_idx on attendance_spans (total, span_start)
      include (emp_id, company_version, daycd, charged_to, days, late_days, tardy, undertime_days, undertime, othrs, othrsapv, reghrs, nphrs,
        otnphrs, overtime_night, leave_hours, premium_first8, premium_beyond8, premium_night_first8, premium_night_beyond8,
        absent_dates, incomplete_dates, working_days, absences, working_tardy, working_late_days, working_undertime, working_undertime_days);
    create index daily_attendance_sums_by_day_idx on daily_attendance (trdate)
      include (emp_id, company_version, daycd, charged_to, tardy, undertime, othrs, othrsapv, reghrs, nphrs, otnphrs, hrday1, nphrs_first8, absent, incomplete, working_day)
      where computed is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index attendance_spans_by_day_idx; drop index daily_attendance_sums_by_day_idx`.execute(db);
}
