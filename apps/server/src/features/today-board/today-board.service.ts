import type { Kysely } from 'kysely';
import type { TodayBoard, TodayPerson } from '@portal/contracts/today-board';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import { forbidden } from '../../lib/app-error';
import { say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import { addDays, toLocalDateTime } from '../../lib/local-time';
import { loadAttendanceFacts } from '../attendance/attendance-facts';
import { listDepartments } from '../../people/departments';
import * as repository from './today-board.repository';
import { standingOf, type BoardClock } from './today-standing';

/** A team lead sees their team; HR everyone; nobody else has a board. */
function boardScope(user: CurrentUser): string | null {
  if (user.hradmin) return null;
  if (user.teamlead) return user.empId;
  throw forbidden(say('today_board.leads_and_hr'));
}

function countsOf(people: readonly TodayPerson[]): TodayBoard['counts'] {
  const count = (test: (person: TodayPerson) => boolean) => people.filter(test).length;
  return {
    total: people.length,
    in: count((person) => person.status === 'in'),
    late: count((person) => person.late_minutes > 0),
    not_in: count((person) => person.status === 'not_in'),
    absent: count((person) => person.status === 'absent'),
    on_leave: count((person) => person.status === 'on_leave'),
    official_business: count((person) => person.status === 'official_business'),
    rest_day: count((person) => person.status === 'rest_day' || person.status === 'holiday'),
    missing_timeout_yesterday: count((person) => person.missing_timeout_yesterday),
  };
}

/**
 * The board at this moment, computed from yesterday's and today's facts with the
 * attendance rules, so it agrees with the attendance pages. The server's clock
 * decides "now", never the caller's.
 */
export async function getTodayBoard(db: Kysely<DB>, user: CurrentUser, query: { department?: string | undefined }): Promise<TodayBoard> {
  const teamLead = boardScope(user);
  const timeZone = await getCompanyTimeZone(db);
  const now = new Date();
  const local = toLocalDateTime(now, timeZone);
  const [hours = 0, minutes = 0, seconds = 0] = local.time.split(':').map(Number);
  const moment: BoardClock = { today: local.date, yesterday: addDays(local.date, -1), nowMinutes: hours * 60 + minutes + seconds / 60 };
  const [people, departments] = await Promise.all([
    repository.listBoardPeople(db, { teamLead, department: query.department || undefined }),
    teamLead === null ? listDepartments(db) : Promise.resolve([]),
  ]);
  const facts = await loadAttendanceFacts(db, people.map((person) => person.emp_id), moment.yesterday, moment.today);
  const standings = people.map((person) => standingOf(facts, person, moment));
  return { date: moment.today, as_of: now.toISOString(), counts: countsOf(standings), departments, people: standings };
}
