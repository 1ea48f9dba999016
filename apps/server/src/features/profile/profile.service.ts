import type { Kysely } from 'kysely';
import { requestTypeLabels } from '@portal/contracts/admin-routes';
import { PROFILE_SCHEDULE_DAYS, type Profile } from '@portal/contracts/profile';
import { requestTypeNames } from '@portal/contracts/approvals';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say, type CodedAnswer, type PortalMessage } from '../../lib/messages';
import { addDays, todayIn } from '../../lib/local-time';
import { routeApprovers } from '../../approvals/approval-transition';
import { findStandIns } from '../../approvals/delegation.repository';
import { findApprovalRoute } from '../../approvals/route.repository';
import { holidayForOffice } from '../../schedule/holiday-for-office';
import { getEffectiveSchedule } from '../../schedule/effective-schedule';
import { revokeOtherSessions } from '../session/session.repository';
import * as repository from './profile.repository';

/** Who a request of each type filed today would go to: the same route and rules as filing, with today's stand-ins. */
async function myApprovers(db: Kysely<DB>, empId: string): Promise<Profile['approvers']> {
  const routes = await Promise.all(
    requestTypeNames.map(async (type) => {
      const route = await findApprovalRoute(db, empId, type);
      return { type, chain: routeApprovers([route?.approver1 ?? null, route?.approver2 ?? null, route?.approver3 ?? null], empId, empId).filter((id): id is string => id !== null) };
    }),
  );
  const approvers = [...new Set(routes.flatMap((route) => route.chain))];
  const standIns = new Map(await Promise.all(approvers.map(async (id) => [id, (await findStandIns(db, id)).map((standIn) => standIn.empId)] as const)));
  const names = await repository.namesOf(db, [...approvers, ...[...standIns.values()].flat()]);
  return routes.map((route) => ({
    request_type: route.type,
    label: requestTypeLabels[route.type],
    levels: route.chain.map((id, index) => ({ level: index + 1, emp_id: id, name: names.get(id) ?? id, stand_ins: (standIns.get(id) ?? []).map((standIn) => names.get(standIn) ?? standIn) })),
  }));
}

export async function getProfile(db: Kysely<DB>, user: CurrentUser, sessionTimeouts: { idleMinutes: number; absoluteHours: number }): Promise<Profile> {
  const timeZone = await getCompanyTimeZone(db);
  const today = todayIn(timeZone);
  const last = addDays(today, PROFILE_SCHEDULE_DAYS - 1);
  const [me, days, holidays, approvers, sessions] = await Promise.all([
    repository.findMyself(db, user.empId),
    getEffectiveSchedule(db, user.empId, today, last),
    repository.listHolidaysFor(db, user.empId, today, last),
    myApprovers(db, user.empId),
    repository.listLiveSessions(db, user.empId, sessionTimeouts),
  ]);
  const holidaysOn = new Map<string, { name: string; type: 'LH' | 'SH' | 'SW'; officeId: number | null }[]>();
  for (const holiday of holidays) holidaysOn.set(holiday.holiday_date, [...(holidaysOn.get(holiday.holiday_date) ?? []), { name: holiday.name, type: holiday.type, officeId: holiday.office_id }]);
  const office = (await db.selectFrom('employees').select('office_id').where('emp_id', '=', user.empId).executeTakeFirst())?.office_id ?? null;
  return {
    me: { ...me, hire_date: String(me.hire_date) },
    schedule: days.map((day) => ({
      date: day.date,
      shift: day.restDay ? null : (day.shift?.shiftdesc ?? null),
      timein: day.restDay ? null : (day.shift?.timein ?? null),
      timeout: day.restDay ? null : (day.shift?.timeout ?? null),
      rest_day: day.restDay,
      holiday: holidayForOffice(holidaysOn.get(day.date), office)?.name ?? null,
    })),
    approvers,
    sessions: sessions.map((session) => ({
      id: session.token_hash.slice(0, 8),
      current: session.token_hash === user.sessionTokenHash,
      created_at: new Date(session.created_at).toISOString(),
      last_seen_at: new Date(session.last_seen_at).toISOString(),
      ip: session.ip,
      user_agent: session.user_agent,
    })),
  };
}

/** The language the portal speaks to the caller: theirs, or null for the company's default. */
export async function chooseLanguage(
  db: Kysely<DB>,
  user: CurrentUser,
  language: 'en' | 'fil' | null,
  requestId: string,
): Promise<CodedAnswer & { language: 'en' | 'fil' }> {
  return db.transaction().execute(async (trx) => {
    const now = await repository.setLanguage(trx, user.empId, language);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'profile.language',
      entity: 'employee',
      entityId: user.empId,
      after: { language },
      requestId,
    });
    // Said in the language just chosen.
    return { ...codedFields(say('profile.language_chosen', { language: now })), language: now };
  });
}

/** Ends every other session of the caller's account; answers them for this node to forget at once (the trigger tells the others). */
export async function logOutOtherSessions(db: Kysely<DB>, user: CurrentUser): Promise<{ revoked: string[]; message: PortalMessage }> {
  const revoked = await revokeOtherSessions(db, user.username, user.sessionTokenHash);
  const message = revoked.length === 0 ? say('profile.no_other_sessions') : say('profile.logged_out_others', { count: revoked.length });
  return { revoked, message };
}
