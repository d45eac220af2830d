import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { JobQueue } from '../../db/jobs.ts';
import { writeBackupFile } from './backup-archive.ts';
import type { BackupSources } from './backup-archive.ts';

export const scheduledBackupQueue = 'backups.scheduled';
const archiveName = /^affiche-\d{8}-\d{6}\.tar\.gz$/;

/**
 * BACKUP_CRON (UTC): the server writes an archive into BACKUP_DIR and keeps the newest BACKUP_KEEP. Inside the server
 * because the embedded database can be read only by the process that owns it; on PostgreSQL it runs pg_dump.
 */
export async function registerBackupJobs(
  jobs: JobQueue,
  sources: BackupSources,
  settings: { cron?: string; folder: string; keep: number },
  logger: Logger,
) {
  await jobs.defineQueue(scheduledBackupQueue, {
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 3600,
    deleteAfterSeconds: 30 * 24 * 3600,
  });
  if (!settings.cron) {
    // A schedule left from a start that had BACKUP_CRON set ends with it.
    await jobs.unschedule(scheduledBackupQueue);
    return;
  }
  await jobs.work(scheduledBackupQueue, async () => {
    const file = await takeScheduledBackup(sources, settings);
    logger.info({ file }, 'scheduled backup written');
  });
  await jobs.schedule(scheduledBackupQueue, settings.cron);
}

/**
 * Writes affiche-YYYYMMDD-HHMMSS.tar.gz (UTC, the time `now` gives) into the folder, then deletes all but the newest
 * `keep`.
 */
export async function takeScheduledBackup(
  sources: BackupSources,
  settings: { folder: string; keep: number; now?: () => Date },
): Promise<string> {
  const stamp = (settings.now?.() ?? new Date()).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const file = path.join(settings.folder, `affiche-${stamp}.tar.gz`);
  await writeBackupFile(sources, file);
  const archives = (await readdir(settings.folder)).filter((name) => archiveName.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - settings.keep)))
    await rm(path.join(settings.folder, name), { force: true });
  return file;
}
