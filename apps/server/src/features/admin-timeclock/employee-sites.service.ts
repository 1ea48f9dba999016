import type { Kysely } from 'kysely';
import type { EmployeeSitesBody, EmployeeSitesRow } from '@portal/contracts/admin-timeclock';
import type { DB } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { settingsWritten } from '../../lib/request-freshness';
import * as sites from './employee-sites.repository';

const SITES_ENTITY = 'employee_sites';

/**
 * Sets where one person punches: further sites besides their own office (which stays
 * theirs, for holidays too), or field staff with no fence. Audited with before and
 * after; every node's fence cache empties by trigger.
 */
export async function saveEmployeeSites(db: Kysely<DB>, user: CurrentUser, body: EmployeeSitesBody, requestId: string): Promise<EmployeeSitesRow & CodedAnswer> {
  const siteIds = [...new Set(body.site_ids)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    if (!(await sites.lockEmployee(trx, body.emp_id))) throw notFound(say('employee.not_found', { empId: body.emp_id }));
    const known = await sites.existingOfficeIds(trx, siteIds);
    const unknown = siteIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(say('employee_sites.unknown_offices', { offices: unknown.join(', '), count: unknown.length }), 'site_ids');
    const before = (await sites.findEmployeeSites(trx, body.emp_id))!;
    const extra = siteIds.filter((id) => id !== before.office_id);
    settingsWritten();
    await sites.replaceSites(trx, body.emp_id, body.field_staff, extra);
    const after = (await sites.findEmployeeSites(trx, body.emp_id))!;
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'update',
      entity: SITES_ENTITY,
      entityId: body.emp_id,
      before: { field_staff: before.field_staff, site_ids: before.site_ids },
      after: { field_staff: after.field_staff, site_ids: after.site_ids },
      requestId,
    });
    const count = after.site_ids.length + (after.office_id === null ? 0 : 1);
    return { ...after, ...codedFields(say('employee_sites.saved', { name: after.fullname, fieldStaff: after.field_staff ? 'yes' : 'no', count })) };
  });
}
