import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { backUpPortal } from './backup';

// npm run db:backup [-- FILE or FOLDER]: one file with the portal's database and its
// documents, taken while the portal runs or not. Default: DATA_DIR/backups/.
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const fileName = `portal-backup-${stamp}Z.tar.gz`;
const argument = process.argv[2];
const output = argument
  ? existsSync(argument) && statSync(argument).isDirectory()
    ? path.join(argument, fileName)
    : argument
  : path.join(config.dataDir, 'backups', fileName);
mkdirSync(path.dirname(path.resolve(output)), { recursive: true, mode: 0o700 });

try {
  const backup = await backUpPortal(config, output);
  const what = backup.kind === 'pg_dump' ? 'pg_dump, custom format' : 'a copy of its data directory';
  console.log(
    `Backed up ${backup.description} (${what}) and ${backup.documents} document${backup.documents === 1 ? '' : 's'} to ${backup.file}`,
  );
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
