import { sql, type Kysely } from 'kysely';
import { EmployeeBody, TEMPORARY_PASSWORD_LENGTH, username as usernameSchema } from '@portal/contracts/admin-employees';
import type { DB } from '../../db/database';
import { badRequest, conflict } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { todayIn } from '../../lib/local-time';
import { newEmployeeDefaults } from '../admin-employees/employee-record';
import * as employees from '../admin-employees/employees.repository';
import { findAccountsByUsernames } from '../admin-employees/accounts.repository';
import { insertNewAccounts } from '../admin-employees/new-accounts';
import { newTemporaryPassword } from '../admin-employees/temporary-password';

/** Who the first HR administrator is, as an operator types it at the command line. */
export interface FirstAdminInput {
  empId: string;
  firstname: string;
  lastname: string;
  username: string;
  gender: string;
  email?: string | undefined;
  hireDate?: string | undefined;
}

export interface FirstAdminCreated {
  empId: string;
  username: string;
  /** Shown once to the operator; only its hash is stored, and it must be changed at the first sign-in. */
  temporaryPassword: string;
  /** HR administrators who could already sign in (non-empty only when forced). */
  existingAdmins: string[];
}

// One creation at a time, across every process on the database: two operators (or
// two containers) running the command together cannot both find no HR administrator.
const FIRST_ADMIN_LOCK = 7_100_301;

/**
 * Creates an HR administrator and their account with a one-time password, for a
 * portal started without the demo data. Refused once an active HR administrator
 * with an account exists, unless forced (a company that locked its only HR out).
 * The employee and the account are checked by the same rules as the employee form,
 * and both are audited, with no actor: the command line is not a person in the portal.
 */
export async function createFirstAdmin(db: Kysely<DB>, input: FirstAdminInput, options: { force: boolean; timeZone: string }): Promise<FirstAdminCreated> {
  const parsedUsername = usernameSchema.safeParse(input.username);
  if (!parsedUsername.success) throw badRequest(`--username: ${parsedUsername.error.issues[0]?.message.replace(/^username /, '')}`, 'username');
  const body = EmployeeBody.safeParse({
    ...newEmployeeDefaults,
    emp_id: input.empId,
    firstname: input.firstname,
    lastname: input.lastname,
    gender: input.gender,
    email: input.email ?? null,
    hire_date: input.hireDate ?? todayIn(options.timeZone),
    department: 'Human Resources',
    designation: 'HR Administrator',
    hradmin: true,
    // Someone must hold the payroll permission to grant it: the first administrator does.
    payroll: true,
  });
  if (!body.success) throw badRequest(body.error.issues.map((issue) => describeProblem(issue.path.join('.'), issue.message)).join('\n'));

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
    const admins = await trx
      .selectFrom('employees as e')
      .innerJoin('user_accounts as a', 'a.emp_id', 'e.emp_id')
      .select(['a.username'])
      .where('e.hradmin', '=', true)
      .where('e.active', '=', true)
      .orderBy('a.username')
      .execute();
    const existingAdmins = admins.map((admin) => admin.username);
    if (existingAdmins.length > 0 && !options.force) {
      throw conflict(
        `An HR administrator can already sign in (${existingAdmins.join(', ')}). Ask them to add people from Administration > Employees, or run the command again with --force to add another HR administrator anyway.`,
      );
    }
    const [stored] = await employees.findEmployeeRecords(trx, [body.data.emp_id]);
    if (stored) throw conflict(`Employee ${body.data.emp_id} already exists (${stored.firstname} ${stored.lastname}); choose another employee number.`, 'emp_id');
    if ((await findAccountsByUsernames(trx, [parsedUsername.data])).length > 0) throw conflict(`The username ${parsedUsername.data} is taken; choose another.`, 'username');

    const record = { ...body.data, separation_date: null, active: true };
    await employees.insertEmployees(trx, [record]);
    await writeAudit(trx, { actorEmpId: null, action: 'create', entity: 'employee', entityId: record.emp_id, after: { ...record, via: 'admin:create', forced: existingAdmins.length > 0 } });
    const temporaryPassword = newTemporaryPassword(TEMPORARY_PASSWORD_LENGTH);
    await insertNewAccounts(trx, [{ username: parsedUsername.data, emp_id: record.emp_id, temporaryPassword }], { empId: null });
    return { empId: record.emp_id, username: parsedUsername.data, temporaryPassword, existingAdmins };
  });
}

/** The command's own option names in its messages, not the table's columns. */
const OPTION_OF_FIELD: Record<string, string> = {
  emp_id: '--emp-id',
  firstname: '--first-name',
  lastname: '--last-name',
  gender: '--gender',
  email: '--email',
  hire_date: '--hire-date',
};

function describeProblem(field: string, message: string): string {
  const option = OPTION_OF_FIELD[field];
  if (!option) return message;
  return `${option}: ${message.replace(new RegExp(`^${field} `), '')}`;
}
