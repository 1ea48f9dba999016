import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { centavosText } from './centavos';
import { payslipColumns, type PayslipInput } from './payslip-rows';

type Db = Kysely<DB> | Transaction<DB>;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters. */
const WRITE_CHUNK = 1000;
/** What payroll may change on a stored payslip: everything but whose and which period it is. */
const replaceableColumns = payslipColumns.filter((column) => !['emp_id', 'year', 'month', 'period'].includes(column));

export function listPayYears(db: Db, empId: string) {
  return db.selectFrom('payslips').select('year').distinct().where('emp_id', '=', empId).orderBy('year', 'desc').execute();
}

export function listPayMonths(db: Db, empId: string, year: number) {
  return db
    .selectFrom('payslips')
    .select(['month', sql<number[]>`array_agg(period order by period)`.as('periods')])
    .where('emp_id', '=', empId)
    .where('year', '=', year)
    .groupBy('month')
    .orderBy('month', 'desc')
    .execute();
}

/** One payslip with the employee's and company's names for its header. */
export function findPayslip(db: Db, empId: string, year: number, month: number, period: number) {
  return db
    .selectFrom('payslips as p')
    .innerJoin('employees as e', 'e.emp_id', 'p.emp_id')
    .crossJoin('company as c')
    .selectAll('p')
    .select(['e.firstname', 'e.lastname', 'e.designation', 'e.department', 'c.name as company_name', 'c.address as company_address'])
    .where('p.emp_id', '=', empId)
    .where('p.year', '=', year)
    .where('p.month', '=', month)
    .where('p.period', '=', period)
    .executeTakeFirst();
}

export type StoredPayslip = NonNullable<Awaited<ReturnType<typeof findPayslip>>>;

/** One payslip an import wrote: which period, and whether it was new or replaced one. */
export interface WrittenPayslip {
  year: number;
  month: number;
  period: number;
  inserted: boolean;
}

/**
 * Inserts the payslips, replacing any stored for the same employee and period when
 * an amount or the pay date differs. An identical row is left as it is, so its
 * import time still says when payroll last changed it; it is not among those answered.
 */
export async function upsertPayslips(trx: Transaction<DB>, payslips: PayslipInput[], importedBy: string | null): Promise<WrittenPayslip[]> {
  const written: WrittenPayslip[] = [];
  for (let start = 0; start < payslips.length; start += WRITE_CHUNK) {
    const values = payslips.slice(start, start + WRITE_CHUNK).map((payslip) => ({
      emp_id: payslip.empId,
      year: payslip.year,
      month: payslip.month,
      period: payslip.period,
      pay_date: payslip.payDate,
      ...Object.fromEntries(Object.entries(payslip.amounts).map(([key, centavos]) => [key, centavosText(centavos)])),
      imported_by: importedBy,
    }));
    const rows = await trx
      .insertInto('payslips')
      .values(values as never)
      .onConflict((conflict) =>
        conflict
          .columns(['emp_id', 'year', 'month', 'period'])
          .doUpdateSet({
            ...Object.fromEntries([...replaceableColumns, 'imported_by'].map((column) => [column, sql.ref(`excluded.${column}`)])),
            imported_at: sql`now()`,
          } as never)
          // Only a real change replaces: the stored row differs in some column.
          .where(sql<boolean>`(${sql.join(replaceableColumns.map((column) => sql.ref(`payslips.${column}`)))}) is distinct from (${sql.join(replaceableColumns.map((column) => sql.ref(`excluded.${column}`)))})`),
      )
      // xmax is 0 on a freshly inserted row and set on an updated one.
      .returning(['year', 'month', 'period', sql<boolean>`xmax = 0`.as('inserted')])
      .execute();
    for (const row of rows) written.push(row);
  }
  return written;
}
