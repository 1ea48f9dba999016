import type { Kysely } from 'kysely';
import type { BankCreditFile, Bir1601c, ContributionRow, MonthContributions, PayrollRegister } from '@portal/contracts/payroll-reports';
import type { CutoffPay, PayLine } from '@portal/contracts/payroll';
import type { DB } from '../../db/database';
import { payslipAmountsOf } from '../payroll/run-payslip';
import * as repository from './payroll-reports.repository';

/** A run's figures are final once it is locked or released; only those are reported. */
const FINAL = new Set(['locked', 'released']);

const sumOf = (lines: readonly PayLine[], codes: readonly string[]) => lines.filter((line) => codes.includes(line.code)).reduce((total, line) => total + line.amount, 0);

/** Which cut-offs of the month have a final run, and the ids of those runs. */
async function finalRunsOf(db: Kysely<DB>, year: number, month: number, cutoffs: readonly number[]) {
  const runs = (await repository.listRunsOf(db, year, month)).filter((run) => cutoffs.includes(run.cutoff));
  const final = runs.filter((run) => FINAL.has(run.status));
  const covered = final.map((run) => run.cutoff);
  return { runs, ids: final.map((run) => run.id), covered, missing: cutoffs.filter((cutoff) => !covered.includes(cutoff)) };
}

/** A cut-off's register: each person's payslip lines (the release's fold) and the employer's contributions. */
export async function getRegister(db: Kysely<DB>, query: { year: number; month: number; cutoff: number }): Promise<PayrollRegister> {
  const { runs, ids, covered, missing } = await finalRunsOf(db, query.year, query.month, [query.cutoff]);
  const rows = (await repository.listRunLines(db, ids)).map((line) => {
    const { total_deductions: _deductions, ...amounts } = payslipAmountsOf(line.pay);
    return { empid: line.emp_id, fullname: line.fullname, ...amounts, employer_contributions: line.pay.employerContributions.reduce((total, item) => total + item.amount, 0) };
  });
  return { ...query, status: runs[0]?.status ?? null, covered, missing, rows };
}

function contributionsOf(pay: CutoffPay) {
  return {
    sss_employee: sumOf(pay.contributions, ['sss', 'sss_mpf']),
    sss_employer: sumOf(pay.employerContributions, ['sss_employer', 'sss_mpf_employer']),
    sss_ec: sumOf(pay.employerContributions, ['sss_ec']),
    philhealth_employee: sumOf(pay.contributions, ['philhealth']),
    philhealth_employer: sumOf(pay.employerContributions, ['philhealth_employer']),
    pagibig_employee: sumOf(pay.contributions, ['pagibig']),
    pagibig_employer: sumOf(pay.employerContributions, ['pagibig_employer']),
  };
}

type Shares = ReturnType<typeof contributionsOf>;
const SHARE_KEYS = ['sss_employee', 'sss_employer', 'sss_ec', 'philhealth_employee', 'philhealth_employer', 'pagibig_employee', 'pagibig_employer'] as const;

/**
 * A month's contributions per person (both cut-offs' final runs added: the month's
 * contributions are deducted in one of them), with the ID numbers the remittance lists
 * need; people with none are left out.
 */
export async function getContributions(db: Kysely<DB>, query: { year: number; month: number }): Promise<MonthContributions> {
  const { ids, covered, missing } = await finalRunsOf(db, query.year, query.month, [1, 2]);
  const byPerson = new Map<string, ContributionRow>();
  for (const line of await repository.listRunLines(db, ids)) {
    const shares = contributionsOf(line.pay);
    const row = byPerson.get(line.emp_id) ?? {
      empid: line.emp_id,
      fullname: line.fullname,
      sss_no: line.sss_no,
      philhealth_no: line.philhealth_no,
      pagibig_no: line.pagibig_no,
      ...Object.fromEntries(SHARE_KEYS.map((key) => [key, 0])),
    } as ContributionRow;
    for (const key of SHARE_KEYS) row[key] += shares[key];
    byPerson.set(line.emp_id, row);
  }
  const rows = [...byPerson.values()].filter((row) => SHARE_KEYS.some((key) => row[key] > 0));
  const totals = Object.fromEntries(SHARE_KEYS.map((key) => [key, rows.reduce((total, row) => total + row[key], 0)])) as Shares;
  return { ...query, covered, missing, rows, totals };
}

/**
 * BIR 1601-C's compensation lines for a month (items of its January 2018 form; 15 to 18
 * are within 20, the portal not telling them apart), from both cut-offs' final runs: the
 * compensation paid, what of it is not taxable (the employees' mandatory
 * contributions; minimum wage earners' exempt pay and non-taxable allowances), the
 * taxable compensation, and the tax withheld.
 */
export async function getBir1601c(db: Kysely<DB>, query: { year: number; month: number }): Promise<Bir1601c> {
  const { ids, covered, missing } = await finalRunsOf(db, query.year, query.month, [1, 2]);
  const lines = await repository.listRunLines(db, ids);
  let compensation = 0;
  let contributions = 0;
  let taxable = 0;
  let tax = 0;
  for (const { pay } of lines) {
    compensation += pay.gross;
    contributions += pay.contributions.reduce((total, line) => total + line.amount, 0);
    taxable += pay.taxable;
    tax += pay.tax.amount;
  }
  return {
    ...query,
    covered,
    missing,
    people: new Set(lines.map((line) => line.emp_id)).size,
    lines: [
      { item: '14', label: 'Total amount of compensation', amount: compensation },
      { item: '19', label: "SSS, PhilHealth and Pag-IBIG mandatory contributions (employees' share)", amount: contributions },
      { item: '20', label: "Other non-taxable compensation (minimum wage earners' exempt pay, non-taxable allowances)", amount: compensation - contributions - taxable },
      { item: '21', label: 'Total non-taxable compensation', amount: compensation - taxable },
      { item: '22', label: 'Total taxable compensation', amount: taxable },
      { item: '25', label: 'Total taxes withheld', amount: tax },
    ],
  };
}

/**
 * A cut-off's bank credit file: each person's net pay with the bank and account number
 * it goes to. Someone without an account on record is listed with none, and counted, so
 * HR pays them some other way or records the account first; nobody with no pay is listed.
 */
export async function getBankCreditFile(db: Kysely<DB>, query: { year: number; month: number; cutoff: number }): Promise<BankCreditFile> {
  const { runs, ids, covered, missing } = await finalRunsOf(db, query.year, query.month, [query.cutoff]);
  const rows = (await repository.listRunLines(db, ids))
    .filter((line) => line.pay.net > 0)
    .map((line) => ({ empid: line.emp_id, fullname: line.fullname, bank: line.bank, account_number: line.account_number, amount: line.pay.net }));
  return {
    ...query,
    status: runs[0]?.status ?? null,
    covered,
    missing,
    rows,
    total: rows.reduce((total, row) => total + row.amount, 0),
    without_account: rows.filter((row) => row.account_number === null).length,
  };
}
