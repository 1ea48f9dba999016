import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { getSignInSettings } from '../sign-in/sign-in-settings.repository';

/** The roles a company's "require a second factor" setting covers: those who approve and pay. */
export interface Roles {
  hradmin: boolean;
  payroll: boolean;
  approver: boolean;
  coeapprover: boolean;
}

export function roleNeedsSecondFactor(roles: Roles): boolean {
  return roles.hradmin || roles.payroll || roles.approver || roles.coeapprover;
}

/** Whether the company's setting requires a second factor of this person's roles now. */
export async function companyRequiresOf(db: Kysely<DB>, roles: Roles): Promise<boolean> {
  return roleNeedsSecondFactor(roles) && (await getSignInSettings(db)).requireSecondFactor;
}

export type SecondFactorOwed = 'verify' | 'enrol' | null;

/**
 * What a session owes before it may do anything else: the code of the factor the
 * account has (verify), or, where the company requires one of the role and there is
 * none yet, setting it up (enrol).
 */
export function secondFactorOwed(
  session: { pending: boolean; enrolled: boolean },
  roles: Roles,
  companyRequires: boolean,
): SecondFactorOwed {
  if (session.pending) return 'verify';
  if (companyRequires && !session.enrolled && roleNeedsSecondFactor(roles)) return 'enrol';
  return null;
}
