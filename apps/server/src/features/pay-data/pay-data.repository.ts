import { sql, type Kysely, type Transaction } from 'kysely';
import type { PayItem, PayRate } from '@portal/contracts/pay-data';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export function findPerson(db: Db, empId: string) {
  return db
    .selectFrom('employees')
    .select(['emp_id', sql<string>`lastname || ', ' || firstname`.as('fullname')])
    .where('emp_id', '=', empId)
    .executeTakeFirst();
}

/** Every rate record of the person, newest date first. */
export async function listRates(db: Db, empId: string): Promise<PayRate[]> {
  const rows = await db
    .selectFrom('pay_rates')
    .select([
      sql<number>`id::int`.as('id'),
      sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('effective_from'),
      'basis',
      sql<number>`rate::float8`.as('rate'),
      'minimum_wage_earner',
      'recorded_by',
      sql<string>`to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('recorded_at'),
    ])
    .where('emp_id', '=', empId)
    .orderBy('effective_from', 'desc')
    .execute();
  return rows;
}

/** Every allowance, loan and deduction of the person, by start date. */
export async function listItems(db: Db, empId: string): Promise<PayItem[]> {
  return db
    .selectFrom('pay_items')
    .select([
      sql<number>`id::int`.as('id'),
      'kind',
      'label',
      sql<number>`monthly_amount::float8`.as('monthly_amount'),
      'taxable',
      sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string | null>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      'recorded_by',
      sql<string>`to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('recorded_at'),
    ])
    .where('emp_id', '=', empId)
    .orderBy('starts_on')
    .orderBy('id')
    .execute();
}

export interface RateToRecord {
  emp_id: string;
  effective_from: string;
  basis: 'monthly' | 'daily';
  rate: number;
  minimum_wage_earner: boolean;
  recorded_by: string;
}

/** Records a rate from its date; one already recorded for that date is replaced. Answers the one replaced, if any. */
export async function upsertRate(trx: Transaction<DB>, rate: RateToRecord): Promise<{ before: PayRate | undefined }> {
  const before = (await listRates(trx, rate.emp_id)).find((stored) => stored.effective_from === rate.effective_from);
  await trx
    .insertInto('pay_rates')
    .values({ ...rate, rate: rate.rate.toFixed(2) })
    .onConflict((conflict) =>
      conflict.columns(['emp_id', 'effective_from']).doUpdateSet((eb) => ({
        basis: eb.ref('excluded.basis'),
        rate: eb.ref('excluded.rate'),
        minimum_wage_earner: eb.ref('excluded.minimum_wage_earner'),
        recorded_by: eb.ref('excluded.recorded_by'),
        recorded_at: sql`now()`,
      })),
    )
    .execute();
  return { before };
}

export async function insertItem(
  trx: Transaction<DB>,
  item: { emp_id: string; kind: PayItem['kind']; label: string; monthly_amount: number; taxable: boolean; starts_on: string; ends_on: string | null; recorded_by: string },
): Promise<number> {
  const row = await trx
    .insertInto('pay_items')
    .values({ ...item, monthly_amount: item.monthly_amount.toFixed(2) })
    .returning(sql<number>`id::int`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The item as it is, locked for the change. */
export function findItemForUpdate(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('pay_items')
    .select(['emp_id', sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'), sql<string | null>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on')])
    .where('id', '=', String(id))
    .forUpdate()
    .executeTakeFirst();
}

export async function setItemEnd(trx: Transaction<DB>, id: number, endsOn: string): Promise<void> {
  await trx.updateTable('pay_items').set({ ends_on: endsOn }).where('id', '=', String(id)).execute();
}

/** Where the person's pay is credited, or undefined. */
export function findBank(db: Db, empId: string) {
  return db
    .selectFrom('pay_bank_accounts')
    .select(['bank', 'account_number', 'recorded_by', sql<string>`to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('recorded_at')])
    .where('emp_id', '=', empId)
    .executeTakeFirst();
}

/** Records the person's bank account in place of any before; answers the one before, for the audit. */
export async function upsertBank(trx: Transaction<DB>, account: { emp_id: string; bank: string; account_number: string; recorded_by: string }) {
  const before = await findBank(trx, account.emp_id);
  await trx
    .insertInto('pay_bank_accounts')
    .values(account)
    .onConflict((conflict) => conflict.column('emp_id').doUpdateSet({ bank: account.bank, account_number: account.account_number, recorded_by: account.recorded_by, recorded_at: sql`now()` }))
    .execute();
  return before;
}
