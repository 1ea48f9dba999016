import { loadConfig } from '../config';
import { BackupDamaged } from './backup-archive';
import { restorePortal, RestoreRefused } from './restore';

// npm run db:restore FILE: a backup of db:backup into an empty DATA_DIR (the embedded
// database) or an empty database in DATABASE_URL, and its documents into an empty
// documents folder. Every session is ended: everyone logs in again.
const file = process.argv[2];
if (!file) {
  console.error('Name the backup file: npm run db:restore -- /path/to/portal-backup-....tar.gz');
  process.exit(2);
}

try {
  const restored = await restorePortal(loadConfig(), file);
  console.log(
    `Restored ${file} into ${restored.target}; ${restored.revokedSessions} session${restored.revokedSessions === 1 ? '' : 's'} ended, so everyone logs in again.`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof RestoreRefused
      ? `Nothing was restored. ${message}`
      : error instanceof BackupDamaged
        ? `Nothing was restored: the backup ${message.replace(/^\S+ is damaged/, 'is damaged')} Use another backup, or copy this one again from where it is kept.`
        : `The restore failed: ${message}`,
  );
  process.exitCode = 1;
}
