import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openPortalDatabase } from './db/open-database';
import { AppError } from './lib/app-error';
import { parseImportArguments } from './features/payslip/import-arguments';
import { importPayslipFile } from './features/payslip/payslip-import.service';

// npm run import:payslips -- file.csv|file.json: payroll's file into the portal's
// database, all rows or none, exactly as POST /api/v1/payslip/import does it.
async function main(): Promise<number> {
  const parsed = parseImportArguments(process.argv.slice(2));
  if ('problem' in parsed) {
    console.error(parsed.problem);
    return 2;
  }
  try {
    // Read as a stream by the import; here only whether it can be read at all.
    const handle = await open(parsed.file);
    try {
      await handle.read(Buffer.alloc(1), 0, 1, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    console.error(`Cannot read ${parsed.file}: ${(error as Error).message}`);
    return 2;
  }
  const database = await openPortalDatabase(loadConfig());
  try {
    // The same schema the server would bring it to, so a database the portal has
    // not started on yet can take the import.
    await migrateToLatest(database.db as Kysely<unknown>);
    const result = await importPayslipFile(database.db, { path: parsed.file }, { via: 'cli', fileName: path.basename(parsed.file), actorEmpId: null });
    console.log(`${parsed.file} into ${database.description}: ${result.message}`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
