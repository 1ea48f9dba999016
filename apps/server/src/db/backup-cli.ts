import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { backUpPortal } from './backup';

// npm run db:backup [-- FILE or FOLDER/]: one file with the portal's database and its
// documents, taken while the portal runs or not. Default: DATA_DIR/backups/.
// A name ending in "/" or naming an existing folder is a folder, created when
// missing; any other name is the file to write, in a folder that must exist.
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const fileName = `portal-backup-${stamp}Z.tar.gz`;
const argument = process.argv[2];

function chooseOutput(): { output: string; folder: string } {
  if (!argument) return { folder: path.join(config.dataDir, 'backups'), output: '' };
  const isFolder = argument.endsWith('/') || argument.endsWith(path.sep) || (existsSync(argument) && statSync(argument).isDirectory());
  if (isFolder) return { folder: argument, output: '' };
  const folder = path.dirname(path.resolve(argument));
  if (!existsSync(folder)) {
    console.error(`The folder ${folder} does not exist, so the backup was not written. Create it first, or name a folder with a trailing slash (${folder}/) to have it created.`);
    process.exit(2);
  }
  return { folder, output: argument };
}

const chosen = chooseOutput();
// Made here only when missing, and removed again if the backup fails, so a failed run leaves nothing behind.
const createdFolder = !existsSync(chosen.folder);
if (createdFolder) mkdirSync(chosen.folder, { recursive: true, mode: 0o700 });
const output = chosen.output || path.join(chosen.folder, fileName);

try {
  const backup = await backUpPortal(config, output);
  const what = backup.kind === 'pg_dump' ? 'pg_dump, custom format' : 'a copy of its data directory';
  if (createdFolder) console.log(`Created the folder ${path.resolve(chosen.folder)}.`);
  console.log(
    `Backed up ${backup.description} (${what}) and ${backup.documents} document${backup.documents === 1 ? '' : 's'} to ${backup.file}`,
  );
} catch (error) {
  if (createdFolder && readdirSync(chosen.folder).length === 0) rmdirSync(chosen.folder);
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
