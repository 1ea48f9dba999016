import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../database';
import { requestTypeNames } from '../../approvals/request-types';
import { insertLeaveAndOvertimeSetup } from './demo-leave';
import { insertDemoPayslips } from './demo-payslips';
import { insertCertificateSetup } from './demo-certificates';
import { hashPassword } from '../../features/session/password';
import { addDays, toLocalDateTime, weekdayOf } from '../../lib/local-time';
import { DEMO_PASSWORD, demoOffice, demoPeople, demoShifts } from './demo-people';
import { philippineHolidays } from './ph-holidays';

const PUNCH_HISTORY_DAYS = 21;

/** A small deterministic generator, so every fresh demo looks the same. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HR = '00000001';
const APPROVER = '00000002';
const TEAM_LEAD = '00000003';

/** Made-up but well-formed government numbers, different for each person. */
function demoGovernmentIds(empId: string) {
  const n = empId.slice(-4);
  return { tin: `${n.slice(0, 3)}-456-789-000`, sss_no: `34-12${n}1-8`, philhealth_no: `12-34567${n}-2`, pagibig_no: `1211-5678-${n}` };
}

async function insertPeople(trx: Transaction<DB>, officeId: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Leads before their teams, for the team_lead foreign key.
  const ordered = [...demoPeople].sort((a, b) => Number(a.teamLead !== null) - Number(b.teamLead !== null));
  for (const person of ordered) {
    await trx
      .insertInto('employees')
      .values({
        emp_id: person.empId,
        // example.com never delivers: with SMTP_URL set, the demo's e-mails reach only the configured server.
        email: `${person.username}@example.com`,
        firstname: person.firstname,
        lastname: person.lastname,
        prefix: person.prefix,
        gender: person.gender,
        hire_date: '2021-03-15',
        designation: person.designation,
        department: person.department,
        monthly_salary: person.monthlySalary,
        monthly_allowances: 2000,
        default_shift: person.shift,
        rest_days: person.restDays,
        office_id: officeId,
        home_address: 'Quezon City, Metro Manila',
        team_lead: person.teamLead,
        civil_status: person.civilStatus,
        solo_parent: person.soloParent ?? false,
        ...demoGovernmentIds(person.empId),
        approver: person.flags.approver ?? false,
        coeapprover: person.flags.coeapprover ?? false,
        teamlead: person.flags.teamlead ?? false,
        hradmin: person.flags.hradmin ?? false,
        payroll: person.flags.payroll ?? false,
        payslip: true,
      })
      .execute();
    await trx.insertInto('user_accounts').values({ username: person.username, emp_id: person.empId, password_hash: passwordHash }).execute();
  }
  // Routes by department, as a company would set them; the team lead's own requests
  // skip the lead (no one approves their own), so only the manager needs an override.
  for (const requestType of requestTypeNames) {
    const coe = requestType === 'coe';
    await trx
      .insertInto('department_routes')
      .values([
        { department: 'Operations', request_type: requestType, approver1: coe ? APPROVER : TEAM_LEAD, approver2: coe ? null : APPROVER, approver3: null },
        { department: 'Human Resources', request_type: requestType, approver1: APPROVER, approver2: null, approver3: null },
      ])
      .execute();
    await trx.insertInto('approval_routes').values({ emp_id: APPROVER, request_type: requestType, approver1: HR, approver2: null, approver3: null }).execute();
  }
}

/** A few weeks of ordinary days, a late arrival now and then, and one forgotten time-out. */
async function insertPunchHistory(trx: Transaction<DB>, today: string, timeZone: string, holidayDates: Set<string>) {
  const random = seededRandom(20261123);
  const shifts = new Map(demoShifts.map((shift) => [shift.shift, shift]));
  for (const person of demoPeople) {
    const shift = shifts.get(person.shift)!;
    const [inHour, inMinute] = shift.timein.split(':').map(Number) as [number, number];
    const [outHour, outMinute] = shift.timeout.split(':').map(Number) as [number, number];
    const overnight = shift.timeout <= shift.timein;
    for (let back = PUNCH_HISTORY_DAYS; back >= 1; back -= 1) {
      const day = addDays(today, -back);
      if (person.restDays.includes(weekdayOf(day)) || holidayDates.has(day)) continue;
      const late = random() < 0.12;
      const inOffset = late ? Math.floor(random() * 20) + 3 : -Math.floor(random() * 15) - 1;
      const outOffset = Math.floor(random() * 35);
      const inMinutes = inHour * 60 + inMinute + inOffset;
      const outMinutes = (overnight ? 24 * 60 : 0) + outHour * 60 + outMinute + outOffset;
      const forgotTimeOut = person.username === 'employee' && back === 3;
      const punches = [{ direction: 'in' as const, minutes: inMinutes }];
      if (!forgotTimeOut) punches.push({ direction: 'out' as const, minutes: outMinutes } as never);
      for (const punch of punches) {
        await trx
          .insertInto('punches')
          .values({
            emp_id: person.empId,
            trdate: day,
            direction: punch.direction,
            punched_at: sql<Date>`(${day}::date + make_interval(mins => ${punch.minutes}))::timestamp at time zone ${timeZone}`,
            lat: demoOffice.lat + (random() - 0.5) * 0.001,
            lng: demoOffice.lng + (random() - 0.5) * 0.001,
            accuracy: Math.round(10 + random() * 30),
            address: `${demoOffice.name}, ${demoOffice.address}`,
            address_source: 'office',
          })
          .execute();
      }
    }
  }
}

/**
 * Seeds the demo company on an empty database only: if any employee exists, this
 * database belongs to someone and is left alone.
 */
export async function seedDemoIfEmpty(db: Kysely<DB>, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Serialise two servers starting on one fresh database.
    await sql`select pg_advisory_xact_lock(20261123)`.execute(trx);
    const existing = await trx.selectFrom('employees').select('emp_id').limit(1).executeTakeFirst();
    if (existing) return false;
    const company = await trx.selectFrom('company').select('time_zone').executeTakeFirstOrThrow();
    const today = toLocalDateTime(now, company.time_zone).date;
    const year = Number(today.slice(0, 4));

    await trx.updateTable('company').set({ name: 'Demo Company Inc.', address: '6789 Ayala Avenue, Makati City, 1226 Metro Manila', tin: '008-123-456-000' }).execute();
    const office = await trx.insertInto('offices').values(demoOffice).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('shifts').values(demoShifts).execute();
    const holidays = [...philippineHolidays(year - 1), ...philippineHolidays(year), ...philippineHolidays(year + 1)];
    await trx.insertInto('holidays').values(holidays.map((h) => ({ holiday_date: h.date, name: h.name, type: h.type, office_id: null }))).execute();
    await insertPeople(trx, office.id);
    await insertPunchHistory(trx, today, company.time_zone, new Set(holidays.map((h) => h.date)));
    await insertLeaveAndOvertimeSetup(trx, year);
    await insertDemoPayslips(trx, today);
    await insertCertificateSetup(trx);
    return true;
  });
}
