import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { ensureCompany } from '../../company/ensure-company';
import { loadConfig } from '../../config';
import { migrateToLatest } from '../../db/migrate';
import { openPortalDatabase } from '../../db/open-database';
import { AppError } from '../../lib/app-error';
import { createFirstAdmin } from './first-admin';

// npm run admin:create -- --emp-id 00000001 --first-name Ana --last-name Garcia \
//   --gender F --username agarcia [--email ana@company.ph] [--hire-date 2026-01-05] [--force]
// The first HR administrator of a portal started with SEED_DEMO=false. Prints a
// one-time password, which must be changed at the first sign-in. In the image:
//   docker compose run --rm migrate node apps/server/dist/admin-create.js --emp-id ...
const usage = `Usage: npm run admin:create -- --emp-id NUMBER --first-name NAME --last-name NAME --gender M|F --username NAME [--email ADDRESS] [--hire-date YYYY-MM-DD] [--force]`;

function readOptions() {
  try {
    return parseArgs({
      options: {
        'emp-id': { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        gender: { type: 'string' },
        username: { type: 'string' },
        email: { type: 'string' },
        'hire-date': { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
}

const options = readOptions();
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const missing = (['emp-id', 'first-name', 'last-name', 'gender', 'username'] as const).filter((name) => !options[name]);
if (missing.length > 0) {
  console.error(`Missing ${missing.map((name) => `--${name}`).join(', ')}.\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openPortalDatabase(config);
try {
  // A first install may run this before the portal's first start: the schema and the company row come first.
  await migrateToLatest(database.db as Kysely<unknown>);
  await ensureCompany(database.db, config.companyDefaults);
  const created = await createFirstAdmin(
    database.db,
    {
      empId: options['emp-id']!,
      firstname: options['first-name']!,
      lastname: options['last-name']!,
      gender: options.gender!,
      username: options.username!,
      email: options.email,
      hireDate: options['hire-date'],
    },
    { force: options.force ?? false, timeZone: config.companyDefaults.timeZone },
  );
  if (created.existingAdmins.length > 0) console.log(`Forced: ${created.existingAdmins.join(', ')} could already sign in as HR administrators.`);
  console.log(`Created HR administrator ${created.empId} with the username ${created.username} in ${database.description}.`);
  console.log(`One-time password: ${created.temporaryPassword}`);
  console.log('Sign in with it and choose a new password; it is shown only now, and only its hash is stored.');
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exitCode = error.code === 'CONFLICT' ? 3 : 2;
  } else {
    console.error(`The HR administrator was not created: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
