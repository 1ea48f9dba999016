import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

/**
 * The approval columns every request table carries. Level status columns are named
 * as the spec's tables name them; the rest is the same for every request type.
 * A level without an approver keeps a null status (shown blank); a level waiting
 * for its approver holds ''. current_approver names the one person whose turn it
 * is, so "for my approval" is an index lookup.
 */
function approvalColumns(level1: string, level2: string, level3: string) {
  return sql.raw(`
    approver1 text references employees (emp_id),
    approver2 text references employees (emp_id),
    approver3 text references employees (emp_id),
    ${level1} text,
    ${level2} text,
    ${level3} text,
    remarks text,
    remarks2 text,
    remarks3 text,
    acted_by1 text references employees (emp_id),
    acted_by2 text references employees (emp_id),
    acted_by3 text references employees (emp_id),
    acted_at1 timestamptz,
    acted_at2 timestamptz,
    acted_at3 timestamptz,
    overall_status text not null default '' check (overall_status in ('', 'A', 'B', 'D', 'E')),
    current_level smallint check (current_level between 1 and 3),
    current_approver text references employees (emp_id)
  `);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table attendance_adjustments (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      trdate date not null,
      timein1 time, timeout1 time,
      timein2 time, timeout2 time,
      timein3 time, timeout3 time,
      timein4 time, timeout4 time,
      reason text not null,
      ${approvalColumns('stats', 'stats2', 'stats3')}
    );
    create index attendance_adjustments_emp_idx on attendance_adjustments (emp_id, trdate);
    create index attendance_adjustments_turn_idx on attendance_adjustments (current_approver, recid)
      where current_approver is not null;
    -- One pending adjustment per employee and day, enforced by the database itself.
    create unique index attendance_adjustments_one_pending_idx on attendance_adjustments (emp_id, trdate)
      where overall_status in ('', 'B');

    create table official_business (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      frdate date not null,
      todate date not null,
      noofdays integer not null check (noofdays > 0),
      reason text not null,
      ${approvalColumns('status', 'status2', 'status3')},
      check (frdate <= todate)
    );
    create index official_business_emp_idx on official_business (emp_id, frdate);
    create index official_business_turn_idx on official_business (current_approver, recid)
      where current_approver is not null;

    -- What approved requests say about a day, for the attendance figures: worked on
    -- official business, or on leave (charged_to, hours).
    create table day_marks (
      id bigserial primary key,
      emp_id text not null references employees (emp_id),
      trdate date not null,
      kind text not null check (kind in ('official_business', 'leave')),
      request_type text not null,
      recid integer not null,
      charged_to text,
      hours numeric(5, 2)
    );
    create index day_marks_emp_day_idx on day_marks (emp_id, trdate);
    create index day_marks_request_idx on day_marks (request_type, recid);

    -- Punches put in by an approved adjustment point at it; the ones it replaced keep
    -- their row with superseded_at set.
    alter table punches add column adjustment_recid integer references attendance_adjustments (recid);

    create table documents (
      key text primary key,
      owner_emp_id text not null references employees (emp_id),
      original_name text not null,
      content_type text not null,
      size_bytes integer not null check (size_bytes > 0),
      created_at timestamptz not null default now()
    );
    create index documents_owner_idx on documents (owner_emp_id);

    create table request_documents (
      request_type text not null,
      recid integer not null,
      document_key text not null references documents (key),
      primary key (request_type, recid, document_key)
    );
    create index request_documents_key_idx on request_documents (document_key);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table request_documents, documents, day_marks;
    alter table punches drop column adjustment_recid;
    drop table official_business, attendance_adjustments;
  `.execute(db);
}
