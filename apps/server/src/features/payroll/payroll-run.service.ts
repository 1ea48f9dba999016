import type { Kysely } from 'kysely';
import type { PayrollRun } from '@portal/contracts/payroll';
import { formatCentavos } from '@portal/contracts/rules';
import { monthName } from '@portal/contracts/payslip-lines';
import type { DB } from '../../db/database';
import { findCompany } from '../../company/company.repository';
import { conflict, notFound } from '../../lib/app-error';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { cutoffDates, cutoffFigures } from '../payroll-handoff/payroll-handoff.service';
import { computeCutoffPay, type CutoffPay, type EarlierThisMonth, type PayLine } from './cutoff-pay';
import { adjustmentLines, adjustmentsIn, periodCodeOf } from './prior-period';
import { addDays } from '../../lib/local-time';
import { payInputOf } from './pay-inputs';
import { thirteenthMonthDue } from './thirteenth-month.service';
import * as repository from './payroll-run.repository';
import { inBoth, type Wording } from './wording';
import { readPayrollConventions, type PayrollConventions } from '../payroll-handoff/payroll-policy';

type RunKey = repository.RunKey;

/** "the first cut-off of November 2026": how messages and the access log name a run. */
export const periodName = (key: RunKey) => `the ${key.cutoff === 1 ? 'first' : 'second'} cut-off of ${monthName(key.month)} ${key.year}`;

/** periodName in each language, for a coded message's {period}: "unang cut-off ng Nobyembre 2026". */
export function periodInEach(key: RunKey): { en: string; fil: string } {
  const month = new Intl.DateTimeFormat('fil-PH', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, key.month - 1, 1)));
  return { en: periodName(key), fil: `${key.cutoff === 1 ? 'unang' : 'ikalawang'} cut-off ng ${month} ${key.year}` };
}

/** "There is no payroll run for the first cut-off of November 2026 yet: compute one." */
export const noRunYet = (key: RunKey) => notFound(say('payroll.no_run', { period: periodInEach(key) }));


/** What the month's earlier payroll paid a person: the bases of the month's contributions, and those it deducted. */
type EarlierPay = EarlierThisMonth;

/**
 * Everyone's pay for one cut-off as the company's conventions compute it now: the
 * second cut-off's on the first's as paid (or as it would be).
 */
export async function computeCutoff(db: Kysely<DB>, key: RunKey) {
  const company = await findCompany(db);
  const conventions = readPayrollConventions(company?.settings as Record<string, unknown> | undefined);
  const range = await cutoffDates(db, key.year, key.month, key.cutoff === 1 ? 1 : 2);
  const adjustments = await priorPeriodAdjustments(db, key, range.from, conventions);
  return computePays(db, key, conventions, adjustments);
}

/** A cut-off's own pay computed now, without adjustments of others: what it would pay were it computed today. */
async function computeOwnPay(db: Kysely<DB>, key: RunKey, conventions: PayrollConventions) {
  return computePays(db, key, conventions, new Map());
}

/** How far back a draft looks for final runs that changed after their lock: the cut-offs ended in the two months before it. */
const ADJUSTMENT_WINDOW_DAYS = 62;

/**
 * Each person's prior-period adjustments for a cut-off: every final run that ended
 * in the window before it is computed again now and set against what was paid for
 * it (its locked lines, and the adjustments for it in every other final run).
 */
async function priorPeriodAdjustments(db: Kysely<DB>, key: RunKey, from: string, conventions: PayrollConventions): Promise<Map<string, PayLine[]>> {
  const finals = await repository.listFinalRunsSince(db, addDays(from, -ADJUSTMENT_WINDOW_DAYS), key);
  const byPerson = new Map<string, PayLine[]>();
  if (finals.length === 0) return byPerson;
  // What every final run paid, and the adjustments each made, by period and person.
  const paid = new Map<number, Map<string, CutoffPay>>();
  const adjusted = new Map<string, Map<string, Map<string, number>>>();
  for (const run of finals) {
    const lines = await repository.listRunPayLines(db, run.id);
    paid.set(run.id, new Map(lines.map((line) => [line.emp_id, line.pay])));
    for (const line of lines) {
      for (const made of adjustmentsIn(line.pay)) {
        const people = adjusted.get(made.period) ?? new Map<string, Map<string, number>>();
        const codes = people.get(line.emp_id) ?? new Map<string, number>();
        codes.set(made.code, (codes.get(made.code) ?? 0) + made.amount);
        people.set(line.emp_id, codes);
        adjusted.set(made.period, people);
      }
    }
  }
  for (const run of finals.filter((final) => final.to < from)) {
    const period = { year: run.year, month: run.month, cutoff: run.cutoff };
    const { pays } = await computeOwnPay(db, period, conventions);
    const lockedPays = paid.get(run.id)!;
    for (const { figure, pay } of pays) {
      const empId = figure.person.emp_id;
      const lines = adjustmentLines(period, periodInEach(period), pay, lockedPays.get(empId) ?? null, adjusted.get(periodCodeOf(period))?.get(empId) ?? new Map());
      if (lines.length > 0) byPerson.set(empId, [...(byPerson.get(empId) ?? []), ...lines]);
    }
  }
  return byPerson;
}

/**
 * Everyone's pay for one cut-off, with what keeps each from being final. The second
 * cut-off deducts the month's contributions (or, split, the rest of them after the
 * first's half); so does the first for someone whose employment ends before the
 * second begins (it is their month's only payroll).
 */
async function computePays(db: Kysely<DB>, key: RunKey, conventions: PayrollConventions, adjustments: ReadonlyMap<string, PayLine[]>) {
  const earlier = key.cutoff === 2 ? await firstHalfPays(db, key, conventions) : undefined;
  const range = await cutoffDates(db, key.year, key.month, key.cutoff === 1 ? 1 : 2);
  const secondFrom = key.cutoff === 1 ? (await cutoffDates(db, key.year, key.month, 2)).from : null;
  const { figures } = await cutoffFigures(db, range);
  const empIds = figures.map((figure) => figure.person.emp_id);
  const [rates, items, thirteenth] = await Promise.all([
    repository.listRatesInForce(db, empIds, range.to),
    repository.listItemsInRange(db, empIds, range.from, range.to),
    thirteenthMonthDue(db, key, range, figures.map((figure) => figure.person)),
  ]);
  const pays = figures.map((figure) => {
    const empId = figure.person.emp_id;
    const problems: Wording[] = [];
    if (figure.row.incomplete_days > 0) problems.push(inBoth('payroll.problem_incomplete_days', { days: String(figure.row.incomplete_days) }));
    const rate = rates.get(empId);
    if (!rate) return { figure, pay: null, problems: [inBoth('payroll.problem_no_rate', { date: range.to }), ...problems] };
    const before = earlier?.get(empId);
    const onlyPayrollOfMonth = secondFrom === null || (figure.person.separation_date !== null && figure.person.separation_date < secondFrom);
    const split = conventions.contributions === 'split' && !(key.cutoff === 1 && onlyPayrollOfMonth);
    const input = payInputOf(
      figure,
      { rate, items: items.get(empId) ?? [] },
      {
        factor: conventions.factor,
        half: key.cutoff === 1 ? 1 : 2,
        deductsContributions: onlyPayrollOfMonth || split,
        contributionPart: !split ? 'month' : key.cutoff === 1 ? 'first-half' : 'rest',
        rounding: conventions.rounding,
      },
      before,
      adjustments.get(empId),
      thirteenth.get(empId),
    );
    const pay = computeCutoffPay(input);
    if (pay.net < 0) problems.push(inBoth('payroll.problem_negative_net', { net: formatCentavos(pay.net) }));
    return { figure, pay, problems };
  });
  return { range, pays };
}

export async function runAnswer(db: Kysely<DB>, key: RunKey): Promise<PayrollRun> {
  const run = await repository.findRun(db, key);
  if (!run) throw noRunYet(key);
  const people = await repository.listRunPeople(db, run.id);
  return {
    ...key,
    from: run.from,
    to: run.to,
    status: run.status,
    computed_at: run.computed_at,
    computed_by: run.computed_by,
    people: people.map((person) => {
      const problems = repository.problemsInEach(person.problems);
      return { empid: person.emp_id, fullname: person.fullname, gross: person.gross, net: person.net, problems: problems.en, problems_fil: problems.fil };
    }),
    totals: {
      gross: people.reduce((total, person) => total + person.gross, 0),
      net: people.reduce((total, person) => total + person.net, 0),
      people: people.length,
      with_problems: people.filter((person) => person.problems.length > 0).length,
    },
  };
}

export const getPayrollRun = runAnswer;

/**
 * The month's first cut-off as the second's contributions see it: as locked (or
 * released) when it is, since that is what was paid; else computed alongside.
 */
async function firstHalfPays(db: Kysely<DB>, key: RunKey, conventions: PayrollConventions): Promise<Map<string, EarlierPay>> {
  const first = await repository.findRun(db, { ...key, cutoff: 1 });
  if (first && (first.status === 'locked' || first.status === 'released')) {
    return new Map((await repository.listRunPayLines(db, first.id)).map((line) => [line.emp_id, earlierPayOf(line.pay)]));
  }
  const { pays } = await computeOwnPay(db, { ...key, cutoff: 1 }, conventions);
  return new Map(pays.filter((entry) => entry.pay !== null).map((entry) => [entry.figure.person.emp_id, earlierPayOf(entry.pay!)]));
}

/** What a first cut-off's pay leaves the second: its gross and basic earned, and the contributions it deducted, by line. */
export function earlierPayOf(pay: CutoffPay): EarlierPay {
  const contributions: Record<string, number> = {};
  for (const line of [...pay.contributions, ...pay.employerContributions]) contributions[line.code] = (contributions[line.code] ?? 0) + line.amount;
  return { grossCentavos: pay.gross, basicCentavos: pay.basicEarned, contributions };
}

/**
 * Computes a cut-off's draft run: everyone employed in it, from the cut-off's
 * attendance and their pay data. The second cut-off deducts the month's
 * contributions, on bases that include the first cut-off's pay, computed alongside.
 * A draft (or a reviewed run) may be computed again; a locked or released one not.
 */
export async function computePayrollRun(db: Kysely<DB>, user: CurrentUser, key: RunKey, requestId: string): Promise<PayrollRun & CodedAnswer> {
  const stored = await repository.findRun(db, key);
  if (stored && (stored.status === 'locked' || stored.status === 'released')) {
    throw conflict(say('payroll.run_final_compute', { period: periodInEach(key), status: stored.status }));
  }
  const { range, pays } = await computeCutoff(db, key);
  await db.transaction().execute(async (trx) => {
    const locked = await repository.findRun(trx, key, true);
    if (locked && (locked.status === 'locked' || locked.status === 'released')) throw conflict(say('payroll.run_moved_meanwhile', { period: periodInEach(key), status: locked.status }));
    await repository.storeDraft(
      trx,
      key,
      range,
      user.empId,
      pays.map(({ figure, pay, problems }) => ({
        emp_id: figure.person.emp_id,
        fullname: figure.person.fullname,
        pay,
        gross_centavos: pay?.gross ?? 0,
        net_centavos: pay?.net ?? 0,
        problems,
      })),
    );
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'compute',
      entity: 'payroll_run',
      entityId: `${key.year}-${String(key.month).padStart(2, '0')}-${key.cutoff}`,
      after: { people: pays.length, with_problems: pays.filter((entry) => entry.problems.length > 0).length },
      requestId,
    });
  });
  const answer = await runAnswer(db, key);
  const waiting = answer.totals.with_problems;
  return {
    ...answer,
    ...codedFields(say('payroll.computed', { period: periodInEach(key), people: answer.totals.people, waiting })),
  };
}

/** One person's lines in a run, with how each was computed. */
export async function getRunPayslip(db: Kysely<DB>, key: RunKey, empId: string) {
  const run = await repository.findRun(db, key);
  if (!run) throw noRunYet(key);
  const line = await repository.findRunLine(db, run.id, empId);
  if (!line) throw notFound(say('payroll.not_in_run', { empId, period: periodInEach(key) }));
  const problems = repository.problemsInEach(line.problems);
  return { empid: line.emp_id, fullname: line.fullname, problems: problems.en, problems_fil: problems.fil, pay: (line.pay ?? null) as CutoffPay | null };
}
