import { sql, type Kysely } from 'kysely';

// Frozen in time: imports nothing from the app.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- What a certificate prints about the company, and who signs it.
    alter table company
      add column address2 text not null default '',
      add column telno text not null default '',
      add column emailadd text not null default '',
      add column website text not null default '',
      add column logo bytea,
      add column logo_content_type text check (logo_content_type in ('image/png', 'image/jpeg')),
      add column signatory_emp_id text references employees (emp_id),
      add column coe_validity_days integer not null default 90 check (coe_validity_days between 1 and 3650);

    alter table employees add column benefits_coverage text not null default '';

    -- A person's signature image, placed on the certificates they sign.
    create table signatures (
      emp_id text primary key references employees (emp_id),
      image bytea not null,
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      updated_at timestamptz not null default now()
    );

    create table coe_requests (
      recid serial primary key,
      emp_id text not null references employees (emp_id),
      filed_by text not null references employees (emp_id),
      datefiled timestamptz not null default now(),
      reqdate date not null,
      coetype smallint not null check (coetype between 1 and 8),
      reason text not null,
      approver1 text references employees (emp_id),
      approver2 text references employees (emp_id),
      approver3 text references employees (emp_id),
      status text,
      status2 text,
      status3 text,
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
      current_approver text references employees (emp_id),
      -- Set by the final approval: when, by whose signature, valid until when.
      approved_at timestamptz,
      signatory_emp_id text references employees (emp_id),
      valid_until date,
      -- Printed on the certificate and its QR code; the public page looks it up.
      verification_code text not null unique check (verification_code ~ '^[A-Z0-9]{12}$'),
      -- A PDF an approver uploaded in place of the generated certificate.
      replacement_document_key text references documents (key)
    );
    create index coe_requests_emp_idx on coe_requests (emp_id, datefiled);
    create index coe_requests_turn_idx on coe_requests (current_approver, recid) where current_approver is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table coe_requests, signatures;
    alter table employees drop column benefits_coverage;
    alter table company
      drop column address2, drop column telno, drop column emailadd, drop column website,
      drop column logo, drop column logo_content_type, drop column signatory_emp_id, drop column coe_validity_days;
  `.execute(db);
}
