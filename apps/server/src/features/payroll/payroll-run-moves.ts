import type { Kysely } from 'kysely';
import type { PayrollRun } from '@portal/contracts/payroll';
import type { DB } from '../../db/database';
import { conflict } from '../../lib/app-error';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import type { ServerMessageCode } from '@portal/contracts/server-messages';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { releaseRunPayslips } from './payroll-release';
import * as repository from './payroll-run.repository';
import { computeCutoff, noRunYet, periodInEach, periodName, runAnswer } from './payroll-run.service';

// A run's moves after it is computed: reviewed, back to draft, locked (which closes the
// cut-off's requests), released (which publishes the payslips).

type RunKey = repository.RunKey;

type RunMove = 'draft' | 'reviewed' | 'locked' | 'released';

/** From which status each move may be made, the word of its audit and the message of its answer. */
const MOVES: Record<RunMove, { from: readonly string[]; action: string; done: ServerMessageCode }> = {
  reviewed: { from: ['draft'], action: 'review', done: 'payroll.run_reviewed' },
  draft: { from: ['reviewed'], action: 'reopen', done: 'payroll.run_reopened' },
  locked: { from: ['reviewed'], action: 'lock', done: 'payroll.run_locked' },
  released: { from: ['locked'], action: 'release', done: 'payroll.run_released' },
};

/** JSON with every object's keys in order: a stored pay (jsonb reorders keys) compares equal to the same pay computed. */
function canonical(value: unknown): string {
  // The Filipino of an explanation is wording, not pay: a run stored before it was kept has not changed.
  return JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(
          Object.entries(field as Record<string, unknown>)
            .filter(([key]) => key !== 'explanation_fil')
            .sort(([left], [right]) => left.localeCompare(right)),
        )
      : field,
  );
}

/**
 * How many people's pay differs from a computation now: a run is locked only as what
 * its cut-off's attendance and pay data say at the lock. Computed while the run's row
 * is locked: a request approved meanwhile waits for the lock and is then refused
 * (the cut-off lock), one approved before is in this computation.
 */
async function countChangedPays(db: Kysely<DB>, runId: number, key: RunKey): Promise<number> {
  const [{ pays }, stored] = await Promise.all([computeCutoff(db, key), repository.listRunPayLines(db, runId)]);
  const storedPay = new Map(stored.map((line) => [line.emp_id, canonical(line.pay)]));
  let changed = Math.abs(pays.length - stored.length);
  for (const { figure, pay, problems } of pays) {
    if (problems.length > 0 || storedPay.get(figure.person.emp_id) !== canonical(pay)) changed += 1;
  }
  return changed;
}

/**
 * Moves a run: a draft is reviewed; a reviewed run goes back to draft or is locked; a
 * locked run is released. Locking is final and closes the cut-off's requests (the
 * payroll_cutoff_lock migration); it needs the cut-off ended, no one left needing
 * attention, and the run as a computation now would make it. Releasing publishes
 * the payslips and tells each person. The run's row is locked first, so a move and a
 * computation of the same run take turns.
 */
export async function moveRun(
  db: Kysely<DB>,
  user: CurrentUser,
  body: RunKey & { status: RunMove; pay_date?: string | undefined },
  today: string,
  requestId: string,
): Promise<PayrollRun & CodedAnswer> {
  const key = { year: body.year, month: body.month, cutoff: body.cutoff };
  const move = MOVES[body.status];
  let released = 0;
  await db.transaction().execute(async (trx) => {
    const run = await repository.findRun(trx, key, true);
    if (!run) throw noRunYet(key);
    const period = periodInEach(key);
    if (run.status === body.status) throw conflict(say('payroll.run_already', { period, status: run.status }));
    if (!move.from.includes(run.status)) {
      throw conflict(
        run.status === 'draft'
          ? say('payroll.run_is_draft', { period })
          : run.status === 'reviewed'
            ? say('payroll.run_not_locked', { period })
            : say('payroll.run_final', { period, status: run.status }),
      );
    }
    if (body.status === 'locked') {
      if (run.to >= today) throw conflict(say('payroll.cutoff_not_over', { to: run.to }));
      const waiting = (await repository.listRunPeople(trx, run.id)).filter((person) => person.problems.length > 0).length;
      if (waiting > 0) throw conflict(say('payroll.people_waiting', { waiting }));
      const changed = await countChangedPays(db, run.id, key);
      if (changed > 0) throw conflict(say('payroll.pay_changed', { changed }));
    }
    if (body.status === 'released') released = await releaseRunPayslips(trx, run, { ...key, name: periodName(key) }, body.pay_date ?? run.to, user.empId);
    await repository.setRunStatus(trx, run.id, body.status);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: move.action,
      entity: 'payroll_run',
      entityId: `${key.year}-${String(key.month).padStart(2, '0')}-${key.cutoff}`,
      before: { status: run.status },
      after: body.status === 'released' ? { status: body.status, payslips: released, pay_date: body.pay_date ?? run.to } : { status: body.status },
      requestId,
    });
  });
  const answer = await runAnswer(db, key);
  return { ...answer, ...codedFields(say(move.done, body.status === 'released' ? { period: periodInEach(key), released } : { period: periodInEach(key) })) };
}
