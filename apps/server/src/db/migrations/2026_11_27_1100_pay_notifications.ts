import { sql, type Kysely } from 'kysely';

// Notifications about one's pay (a payroll run's payslips released) are a category of
// their own, chosen like the others: a person may want them in the portal only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notifications drop constraint notifications_category_check;
    alter table notifications add constraint notifications_category_check check (category in ('approvals', 'decisions', 'team', 'account', 'pay'));
    alter table notification_preferences drop constraint notification_preferences_category_check;
    alter table notification_preferences add constraint notification_preferences_category_check check (category in ('approvals', 'decisions', 'team', 'account', 'pay'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from notifications where category = 'pay';
    delete from notification_preferences where category = 'pay';
    alter table notifications drop constraint notifications_category_check;
    alter table notifications add constraint notifications_category_check check (category in ('approvals', 'decisions', 'team', 'account'));
    alter table notification_preferences drop constraint notification_preferences_category_check;
    alter table notification_preferences add constraint notification_preferences_category_check check (category in ('approvals', 'decisions', 'team', 'account'));
  `.execute(db);
}
