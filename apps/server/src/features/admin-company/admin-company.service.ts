import type { Kysely } from 'kysely';
import type { CompanySettings, CompanySettingsBody } from '@portal/contracts/admin-company';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import * as company from './admin-company.repository';
import {
  applyChange,
  diffSettings,
  toCompanyFields,
  toCompanySettings,
  toEditableSettings,
  type EditableSettings,
} from './company-settings';

export interface Actor {
  empId: string;
  requestId: string;
}

const configuredDefaults = (config: AppConfig) => ({
  session_defaults: { idle_minutes: config.sessionIdleMinutes, absolute_hours: config.sessionAbsoluteHours },
  appearance_defaults: {
    theme_default: config.companyDefaults.themeDefault,
    drawer_width: config.companyDefaults.drawerWidth,
  },
});

export async function readCompanySettings(db: Kysely<DB>, config: AppConfig): Promise<CompanySettings> {
  const row = await company.findCompanySettings(db);
  if (!row) throw notFound(say('company.not_set_up'));
  return toCompanySettings(toEditableSettings(row), row, configuredDefaults(config));
}

/** The rules no single field can check: the signatory is a current employee, an idle timeout within the absolute one. */
async function checkSettings(
  db: Kysely<DB>,
  config: AppConfig,
  next: EditableSettings,
  before: EditableSettings,
): Promise<void> {
  if (next.signatory_emp_id && next.signatory_emp_id !== before.signatory_emp_id) {
    const signatory = await company.findEmployeeStatus(db, next.signatory_emp_id);
    if (!signatory)
      throw badRequest(say('company.signatory_unknown', { empId: next.signatory_emp_id }));
    if (!signatory.active)
      throw badRequest(say('company.signatory_inactive', { name: `${signatory.firstname} ${signatory.lastname}` }));
  }
  const idle = next.session_idle_minutes ?? config.sessionIdleMinutes;
  const absolute = next.session_absolute_hours ?? config.sessionAbsoluteHours;
  if (idle > absolute * 60) {
    throw badRequest(say('company.idle_too_long', { idle, absolute, absoluteMinutes: absolute * 60 }));
  }
}

const label = (field: string) => field.replace(/^features\./, 'switch ').replaceAll('_', ' ');

/**
 * Changes the fields sent and audits each changed one with its value before and
 * after. Everything reads the row on its next call (config.json, switches, grace
 * period, certificates); a change of session timeouts also clears every node's
 * session cache, so it applies to the next call too. Answers whether it did.
 */
export async function updateCompanySettings(
  db: Kysely<DB>,
  config: AppConfig,
  actor: Actor,
  change: CompanySettingsBody,
): Promise<CompanySettings & CodedAnswer> {
  const outcome = await db.transaction().execute(async (trx) => {
    const stored = await company.lockCompany(trx);
    const before = toEditableSettings(stored);
    const next = applyChange(before, change);
    await checkSettings(db, config, next, before);
    const diff = diffSettings(before, next);
    const changed = Object.keys(diff.after);
    if (changed.length === 0) return { changed };
    await company.updateCompany(trx, toCompanyFields(next, stored.settings ?? {}));
    await writeAudit(trx, {
      actorEmpId: actor.empId,
      action: 'update',
      entity: 'company',
      entityId: 'settings',
      before: diff.before,
      after: diff.after,
      requestId: actor.requestId,
    });
    return { changed };
  });
  const message =
    outcome.changed.length === 0
      ? say('company.nothing_changed')
      : say('company.saved', { fields: outcome.changed.map(label).join(', ') });
  return { ...(await readCompanySettings(db, config)), ...codedFields(message) };
}
