import type { Kysely } from 'kysely';
import {
  RETENTION_DEFAULTS,
  RETENTION_KINDS,
  type RetentionBody,
  type RetentionPolicy,
} from '@portal/contracts/retention';
import type { DB } from '../../db/database';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import * as repository from './retention.repository';

export async function readRetentionPolicies(db: Kysely<DB>): Promise<{ policies: RetentionPolicy[] }> {
  const years = await repository.readRetentionYears(db);
  return {
    policies: RETENTION_KINDS.map((kind) => {
      const { label, holds, reason, years: defaultYears } = RETENTION_DEFAULTS[kind];
      return { kind, label, holds, reason, default_years: defaultYears, years: years[kind] ?? defaultYears };
    }),
  };
}

export async function changeRetentionPolicies(db: Kysely<DB>, hr: CurrentUser, body: RetentionBody, requestId: string) {
  await db.transaction().execute(async (trx) => {
    const before = await repository.readRetentionYears(trx);
    await repository.saveRetentionYears(trx, body);
    const after = await repository.readRetentionYears(trx);
    await writeAudit(trx, {
      actorEmpId: hr.empId,
      action: 'retention.policies',
      entity: 'retention_policies',
      entityId: 'company',
      before,
      after,
      requestId,
    });
  });
  return readRetentionPolicies(db);
}
