import { sql, type Kysely } from 'kysely';
import type { CutoffPay } from '@portal/contracts/payroll';
import type { DB } from '../../db/database';

/** The runs of a month (or one cut-off) and their status, to say which cut-offs the figures cover. */
export async function listRunsOf(db: Kysely<DB>, year: number, month: number) {
  const { rows } = await sql<{ id: string; cutoff: number; status: string }>`
    select id::text, cutoff, status from payroll_runs where year = ${year} and month = ${month} order by cutoff`.execute(db);
  return rows;
}

/** Each person's pay in the runs, with their government ID numbers and bank account, by name. */
export async function listRunLines(db: Kysely<DB>, runIds: readonly string[]) {
  const { rows } = await sql<{
    emp_id: string;
    fullname: string;
    pay: CutoffPay;
    sss_no: string | null;
    philhealth_no: string | null;
    pagibig_no: string | null;
    tin: string | null;
    bank: string | null;
    account_number: string | null;
  }>`
    select l.emp_id, l.fullname, l.pay, e.sss_no, e.philhealth_no, e.pagibig_no, e.tin, b.bank, b.account_number
    from payroll_lines l join employees e on e.emp_id = l.emp_id left join pay_bank_accounts b on b.emp_id = l.emp_id
    where l.run_id = any(${[...runIds]}::bigint[]) and l.pay is not null
    order by lower(l.fullname), l.emp_id`.execute(db);
  return rows;
}
