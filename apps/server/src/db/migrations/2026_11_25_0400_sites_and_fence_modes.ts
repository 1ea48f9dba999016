import { sql, type Kysely } from 'kysely';

// Where people may punch: an employee's own office plus any further sites, or no
// fence at all for field staff; and what each office does with a punch outside its
// area: refuse it, flag it, or ask the person why (the reason is kept with the punch).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table offices add column fence_mode text not null default 'flag' check (fence_mode in ('refuse', 'flag', 'ask'));
    update offices set fence_mode = case when refuse_outside then 'refuse' else 'flag' end;
    alter table offices drop column refuse_outside;

    alter table employees add column field_staff boolean not null default false;
    create table employee_sites (
      emp_id text not null references employees (emp_id) on delete cascade,
      office_id integer not null references offices (id) on delete cascade,
      primary key (emp_id, office_id)
    );
    create index employee_sites_office_idx on employee_sites (office_id);

    drop trigger employees_fences_notify on employees;
    create trigger employees_fences_notify
      after insert or delete or update of office_id, emp_id, field_staff on employees
      for each statement execute function notify_office_fences_changed();
    create trigger employee_sites_fences_notify
      after insert or update or delete on employee_sites
      for each statement execute function notify_office_fences_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger employee_sites_fences_notify on employee_sites;
    drop table employee_sites;
    drop trigger employees_fences_notify on employees;
    create trigger employees_fences_notify
      after insert or delete or update of office_id, emp_id on employees
      for each statement execute function notify_office_fences_changed();
    alter table employees drop column field_staff;
    alter table offices add column refuse_outside boolean not null default false;
    update offices set refuse_outside = fence_mode = 'refuse';
    alter table offices drop column fence_mode;
  `.execute(db);
}
