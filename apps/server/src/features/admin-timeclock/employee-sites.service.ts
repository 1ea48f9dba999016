import type { Kysely } from 'kysely';
import type { EmployeeSitesBody, EmployeeSitesRow } from '@portal/contracts/admin-timeclock';
import type { DB } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { settingsWritten } from '../../lib/request-freshness';
import * as sites from './employee-sites.repository';

const SITES_ENTITY = 'employee_sites';

/**
 * Sets where one person punches: further sites besides their own office (which stays
 * theirs, for holidays too), or field staff with no fence. Audited with before and
 * after; every node's fence cache empties by trigger.
 */
export async function saveEmployeeSites(db: Kysely<DB>, user: CurrentUser, body: EmployeeSitesBody, requestId: string): Promise<EmployeeSitesRow & { message: string }> {
  const siteIds = [...new Set(body.site_ids)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    if (!(await sites.lockEmployee(trx, body.emp_id))) throw notFound(`There is no employee ${body.emp_id}.`);
    const known = await sites.existingOfficeIds(trx, siteIds);
    const unknown = siteIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(`${unknown.join(', ')} ${unknown.length === 1 ? 'is not an office' : 'are not offices'}; choose from Offices.`, 'site_ids');
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
    const where = after.field_staff ? 'field staff: no office fence applies' : `${after.site_ids.length + (after.office_id === null ? 0 : 1)} site(s) to punch at`;
    return { ...after, message: `${after.fullname} saved: ${where}.` };
  });
}
