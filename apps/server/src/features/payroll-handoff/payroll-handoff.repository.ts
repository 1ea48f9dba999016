import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';

/** Everyone employed at some time in the range: hired by its end, not separated before its start; by name. */
export function listPayrollPeople(db: Kysely<DB>, from: string, to: string) {
  return db
    .selectFrom('employees')
    .select(['emp_id', 'department', 'hire_date', 'separation_date', sql<string>`lastname || ', ' || firstname`.as('fullname')])
    .where('hire_date', '<=', to)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', from)]))
    .where((eb) => eb.or([eb('active', '=', true), eb('separation_date', 'is not', null)]))
    .orderBy(sql`lower(lastname)`)
    .orderBy(sql`lower(firstname)`)
    .orderBy('emp_id')
    .execute();
}

export function listLeaveTypes(db: Kysely<DB>) {
  return db.selectFrom('leave_types').select(['payitem', 'leave_desc', 'with_pay']).orderBy('sort_order').orderBy('payitem').execute();
}

/** The dates of the range that are a regular holiday anywhere (an office's own included). */
export async function listRegularHolidayDates(db: Kysely<DB>, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('holidays')
    .select(sql<string>`to_char(holiday_date, 'YYYY-MM-DD')`.as('date'))
    .distinct()
    .where('type', '=', 'LH')
    .where('holiday_date', '>=', from)
    .where('holiday_date', '<=', to)
    .orderBy('date')
    .execute();
  return rows.map((row) => row.date);
}
