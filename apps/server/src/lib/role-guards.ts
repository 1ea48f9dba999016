import { forbidden, type Refusal } from './app-error';
import type { CurrentUser } from './current-user';

/**
 * A route's role, checked before its input is validated (registerRoute's `allow`):
 * authentication, then authorization, then validation, on every route, so a caller
 * without the role learns nothing of the input's shape.
 */
export function allowOnly(hasRole: (user: CurrentUser) => boolean, message: Refusal) {
  return {
    allow: (user: CurrentUser) => {
      if (!hasRole(user)) throw forbidden(message);
    },
  };
}

export const isHr = (user: CurrentUser) => user.hradmin;
export const isTeamLead = (user: CurrentUser) => user.teamlead;
export const isTeamLeadOrHr = (user: CurrentUser) => user.teamlead || user.hradmin;
/** HR administrators with the payroll permission: the only ones who see anyone's pay. */
export const isPayroll = (user: Pick<CurrentUser, 'hradmin' | 'payroll'>) => user.hradmin && user.payroll;
