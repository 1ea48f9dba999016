import { sql, type Kysely } from 'kysely';
import type { CutoffPay } from '@portal/contracts/payroll';
import type { DB } from '../../db/database';

/** A person's payslips of a year, in centavos, oldest first. */
export async function listYearPayslips(db: Kysely<DB>, empId: string, year: number) {
  const { rows } = await sql<{
    month: number;
    period: number;
    basic: string;
    overtime: string;
    night_differential: string;
    holiday_pay: string;
    allowances: string;
    thirteenth_month: string;
    tardiness_undertime: string;
    contributions: string;
    withholding_tax: string;
    net_pay: string;
  }>`
    select month, period, (basic * 100)::bigint::text as basic, (overtime * 100)::bigint::text as overtime,
      (night_differential * 100)::bigint::text as night_differential, (holiday_pay * 100)::bigint::text as holiday_pay,
      (allowances * 100)::bigint::text as allowances, (thirteenth_month * 100)::bigint::text as thirteenth_month, (tardiness_undertime * 100)::bigint::text as tardiness_undertime,
      ((sss + philhealth + pagibig) * 100)::bigint::text as contributions, (withholding_tax * 100)::bigint::text as withholding_tax,
      (net_pay * 100)::bigint::text as net_pay
    from payslips where emp_id = ${empId} and year = ${year} order by month, period`.execute(db);
  return rows.map((row) => ({
    month: row.month,
    period: row.period,
    basic: Number(row.basic),
    overtime: Number(row.overtime),
    nightDifferential: Number(row.night_differential),
    holidayPay: Number(row.holiday_pay),
    allowances: Number(row.allowances),
    thirteenthMonth: Number(row.thirteenth_month),
    tardinessUndertime: Number(row.tardiness_undertime),
    contributions: Number(row.contributions),
    withholdingTax: Number(row.withholding_tax),
    net: Number(row.net_pay),
  }));
}

/** The person's pay in each released run of the year, by "month-cutoff". */
export async function listReleasedPays(db: Kysely<DB>, empId: string, year: number): Promise<Map<string, CutoffPay>> {
  const rows = await db
    .selectFrom('payroll_lines as l')
    .innerJoin('payroll_runs as r', 'r.id', 'l.run_id')
    .select(['r.month', 'r.cutoff', 'l.pay'])
    .where('r.status', '=', 'released')
    .where('r.year', '=', year)
    .where('l.emp_id', '=', empId)
    .where('l.pay', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [`${row.month}-${row.cutoff}`, row.pay as CutoffPay]));
}

/** What the form says about the employee and the employer, and whether the person was paid as a minimum wage earner that year. */
export async function find2316Parties(db: Kysely<DB>, empId: string, year: number) {
  const { rows } = await sql<{
    emp_id: string;
    lastname: string;
    firstname: string;
    middlename: string;
    tin: string | null;
    home_address: string;
    hire_date: string;
    separation_date: string | null;
    company_name: string;
    company_address: string;
    company_tin: string | null;
    signatory: string | null;
    minimum_wage_earner: boolean | null;
    basis: 'monthly' | 'daily' | null;
    rate: string | null;
  }>`
    select e.emp_id, e.lastname, e.firstname, e.middlename, e.tin, e.home_address, e.hire_date::text as hire_date,
      e.separation_date::text as separation_date, c.name as company_name, trim(both ', ' from c.address || ', ' || c.address2) as company_address,
      c.tin as company_tin, s.firstname || ' ' || s.lastname as signatory, r.minimum_wage_earner, r.basis, r.rate::text as rate
    from employees e cross join company c
    left join employees s on s.emp_id = c.signatory_emp_id
    left join lateral (select minimum_wage_earner, basis, rate from pay_rates
      where emp_id = e.emp_id and effective_from <= make_date(${year}, 12, 31) order by effective_from desc limit 1) r on true
    where e.emp_id = ${empId}`.execute(db);
  return rows[0];
}
