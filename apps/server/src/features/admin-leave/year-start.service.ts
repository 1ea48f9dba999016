import type { Kysely } from 'kysely';
import type { YearStartResult } from '@portal/contracts/admin-leave';
import type { DB } from '../../db/database';
import { writeAudit } from '../../lib/audit';
import { writeAudits } from '../../lib/audit';
import { codedFields, say } from '../../lib/messages';
import { upsertEntitlements } from './entitlements.repository';
import type { Actor } from './leave-types.service';
import { lockEntitlementWrites, planYearStart, type YearStartLine } from './year-start.repository';

const MAX_KEPT_ROWS = 200;

function summarise(year: number, lines: YearStartLine[], dryRun: boolean): YearStartResult {
  const byType = new Map<string, YearStartResult['byType'][number]>();
  for (const line of lines) {
    const summary = byType.get(line.payitem) ?? {
      payitem: line.payitem,
      leave_desc: line.leave_desc,
      created: 0,
      kept: 0,
      carried_hours: 0,
    };
    if (line.existing === null) {
      summary.created++;
      summary.carried_hours += line.carried;
    } else summary.kept++;
    byType.set(line.payitem, summary);
  }
  const kept = lines.filter((line) => line.existing !== null);
  const created = lines.length - kept.length;
  const carried = [...byType.values()].reduce((sum, type) => sum + type.carried_hours, 0);
  const message = say(dryRun ? 'admin_leave.year_start_plan' : 'admin_leave.year_started', {
    year: String(year),
    created,
    carried: String(carried),
    previous: String(year - 1),
    kept: kept.length,
  });
  return {
    ...codedFields(message),
    dryRun,
    year,
    created,
    kept: kept.length,
    byType: [...byType.values()],
    keptRows: kept.slice(0, MAX_KEPT_ROWS).map((line) => ({
      emp_id: line.emp_id,
      fullname: line.fullname,
      payitem: line.payitem,
      hours: line.existing ?? 0,
    })),
  };
}

/**
 * Starts a leave year: each active employee gets, per type they are eligible for,
 * the type's yearly hours plus last year's unused hours up to the type's cap.
 * Entitlements already there (set by HR or an earlier run) are left alone and
 * reported, so running it twice changes nothing. A dry run answers the same plan.
 */
export async function startLeaveYear(
  db: Kysely<DB>,
  actor: Actor,
  year: number,
  dryRun: boolean,
): Promise<YearStartResult> {
  if (dryRun) return summarise(year, await planYearStart(db, year), true);
  return db.transaction().execute(async (trx) => {
    await lockEntitlementWrites(trx);
    const lines = await planYearStart(trx, year);
    const created = lines.filter((line) => line.existing === null);
    const hoursOf = (line: YearStartLine) => line.annual_hours + line.carried;
    await upsertEntitlements(
      trx,
      created.map((line) => ({ emp_id: line.emp_id, payitem: line.payitem, year, hours: hoursOf(line) })),
    );
    await writeAudits(
      trx,
      created.map((line) => ({
        actorEmpId: actor.empId,
        action: 'year-start',
        entity: 'leave_entitlement',
        entityId: `${line.emp_id}/${year}/${line.payitem}`,
        after: {
          emp_id: line.emp_id,
          year,
          payitem: line.payitem,
          hours: hoursOf(line),
          annual_hours: line.annual_hours,
          carried_over_hours: line.carried,
        },
        requestId: actor.requestId,
      })),
    );
    const result = summarise(year, lines, false);
    await writeAudit(trx, {
      actorEmpId: actor.empId,
      action: 'year-start',
      entity: 'leave_entitlements',
      entityId: String(year),
      after: { created: result.created, kept: result.kept, byType: result.byType },
      requestId: actor.requestId,
    });
    return result;
  });
}
